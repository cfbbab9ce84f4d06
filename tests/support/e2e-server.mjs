// The server Playwright starts: a fresh DATA_DIR (wiped each run), demo data,
// the test accounts, then the built site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
fs.rmSync(dataDir, { recursive: true, force: true });
// 700 like any DATA_DIR: the server warns at start about a data folder other users can enter.
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-test-db.ts'], { cwd: root, stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
// Every JSON answer checked against its endpoint's response schema (a mismatch is a 500 the page shows).
process.env.CHECK_RESPONSES ??= 'true';
await import(path.join(root, 'scripts/serve.mjs'));
