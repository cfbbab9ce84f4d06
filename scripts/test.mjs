// `npm test`: lint and format check, type check, build, unit and API tests (vitest), browser tests
// (Playwright in Chromium). Stops at the first failing stage, exit code non-zero.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const stages = [
  // ESLint (import boundaries and cycles included) with no warning allowed, then prettier --check.
  ['lint', 'npm', ['run', 'lint']],
  ['type check', 'npx', ['astro', 'check']],
  ['build', 'npm', ['run', 'build']],
  // Renders the demo artwork once into .cache/demo-media, so the test servers that start in parallel only copy it.
  [
    'demo images',
    process.execPath,
    ['--import', 'tsx', 'tests/support/prepare-test-db.ts'],
    { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-warm-')) },
  ],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // npm run package, then the executable started on a throwaway DATA_DIR, signed in to, stopped.
  ['single executable', process.execPath, ['scripts/test-package.mjs']],
];
const only = process.argv.slice(2);
for (const [name, cmd, args, env] of stages) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (env?.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  console.log(`=== ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
