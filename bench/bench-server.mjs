// The built site on a throwaway DATA_DIR for the one-off benches (bench-login, bench-upload):
// test database prepared as the API tests do, server on a free loopback port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts scripts/serve.mjs; `stop()` ends it and removes its DATA_DIR. */
export async function startBenchServer(name, extraEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SECURE_COOKIES: 'false', ...extraEnv };
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-test-db.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (prepared.status !== 0) throw new Error(prepared.stderr);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = /Serving on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
  });
  return {
    base,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
