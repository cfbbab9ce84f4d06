// Builds the test data templates (tests/support/test-server.ts) before the tests start: `npm test`'s "test data"
// stage, and the API tests' global setup, so the servers that start side by side find them ready.
import { testDataTemplate } from './test-server';

export default function setup(): void {
  for (const seed of [true, false]) testDataTemplate(seed);
}

if (process.argv[1]?.endsWith('build-test-data.ts')) {
  const started = performance.now();
  setup();
  console.log(
    `test data templates ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${testDataTemplate(true)}, ${testDataTemplate(false)}`,
  );
}
