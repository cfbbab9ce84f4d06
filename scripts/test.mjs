// `npm test`: lint and format check, type check, unused code (knip), the dependency drawing, build, unit and API
// tests (vitest), browser tests (Playwright in Chromium), the single executable. Stages that do not need each other
// run side by side, each line of their output prefixed with the stage's name; the first failing stage stops the
// run (the others are ended) with a non-zero exit code. `node scripts/test.mjs lint build` runs only those stages.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
// At most this many stages at once: two cores run three well (one is often waiting on disk or a child).
const PARALLEL = Number(process.env.TEST_STAGES_AT_ONCE ?? 3);

/** @type {{ name: string, cmd: string, args: string[], after?: string[], env?: Record<string, string> }[]} */
const stages = [
  // ESLint (import boundaries and cycles included) with no warning allowed, then prettier --check.
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'type check', cmd: 'npx', args: ['astro', 'check'] },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  // Files, exports and dependencies nothing uses (knip.jsonc).
  { name: 'knip', cmd: 'npx', args: ['knip'] },
  // docs/dependency-graph.mmd and the README's copy are the current drawing, with no arrow up and no circle.
  { name: 'dependency graph', cmd: process.execPath, args: ['scripts/graph.mjs', '--check'] },
  // The test data templates (migrated, seeded with the demo data and images, the test accounts' passwords hashed):
  // built once, every test server starts on a copy (tests/support/test-server.ts).
  { name: 'test data', cmd: process.execPath, args: ['--import', 'tsx', 'tests/support/build-test-data.ts'] },
  { name: 'unit tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit'], after: ['lint', 'type check'] },
  { name: 'API tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'api'], after: ['build', 'test data', 'unit tests'] },
  { name: 'browser tests', cmd: 'npx', args: ['playwright', 'test'], after: ['API tests'] },
  // npm run package, then the executable started on a throwaway DATA_DIR, signed in to, stopped.
  { name: 'single executable', cmd: process.execPath, args: ['scripts/test-package.mjs'], after: ['browser tests'] },
];

const only = process.argv.slice(2);
const chosen = stages.filter((s) => !only.length || only.some((o) => s.name.includes(o)));
const width = Math.max(...chosen.map((s) => s.name.length));
const started = Date.now();
const done = new Set(stages.filter((s) => !chosen.includes(s)).map((s) => s.name));
const running = new Map();
const timings = [];
let failed = false;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const say = (name, line) => process.stdout.write(`${name.padEnd(width)} │ ${line}\n`);

function start(stage) {
  say(stage.name, `$ ${stage.cmd} ${stage.args.join(' ')}`);
  const t0 = Date.now();
  // Its own process group, so a failure elsewhere ends the stage's children (servers, browsers) too.
  const child = spawn(stage.cmd, stage.args, {
    env: { ...process.env, FORCE_COLOR: '0', ...stage.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.set(stage.name, child);
  for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', (l) => say(stage.name, l));
  child.on('close', (code, signal) => {
    running.delete(stage.name);
    const took = Date.now() - t0;
    if (failed) return;
    timings.push([stage.name, took, code === 0]);
    say(stage.name, `${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(took)}`);
    if (code !== 0) return fail();
    done.add(stage.name);
    next();
  });
}

function fail() {
  failed = true;
  for (const child of running.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  summary();
  process.exitCode = 1;
}

function summary() {
  console.log(
    `\n${timings.map(([n, ms, ok]) => `${n.padEnd(width)}  ${seconds(ms).padStart(8)}  ${ok ? 'passed' : 'FAILED'}`).join('\n')}`,
  );
  console.log(`${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`);
}

function next() {
  const waiting = chosen.filter((s) => !done.has(s.name) && !running.has(s.name) && !timings.some(([n]) => n === s.name));
  if (!waiting.length && !running.size) return summary();
  for (const stage of waiting) {
    if (running.size >= PARALLEL) break;
    if ((stage.after ?? []).every((n) => done.has(n))) start(stage);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (fail(), process.exit(1)));
next();
