import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The test data templates, built once before the servers start copying them.
          globalSetup: ['tests/support/build-test-data.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server on a copy of the test data; two at a time suits two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
