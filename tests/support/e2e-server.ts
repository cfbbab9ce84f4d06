// The server Playwright starts (playwright.config.ts): a fresh copy of the seeded test data in DATA_DIR (wiped
// each run), then the built site with plain node, in the foreground until Playwright stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';
import { copyTestData } from './test-server';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
fs.rmSync(dataDir, { recursive: true, force: true });
copyTestData(true, dataDir);
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
  cwd: root,
  // Every JSON answer checked against its endpoint's response schema (a mismatch is a 500 the page shows).
  env: { CHECK_RESPONSES: 'true', ...process.env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
