import { defineConfig } from 'vitest/config';

// `npm run test:load`: the long load tests, kept out of `npm test` (they run for minutes).
export default defineConfig({
  test: {
    include: ['tests/load/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // One at a time: each saturates the machine on purpose.
    fileParallelism: false,
  },
});
