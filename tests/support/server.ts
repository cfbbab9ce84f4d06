import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export type TestServer = {
  url: string;
  /** The server process (its threads are under /proc/<pid>/task). */
  pid: number;
  dataDir: string;
  /** A read-only handle on the server's database, for asserting what was stored. */
  sqlite: () => Database.Database;
  stop: () => Promise<void>;
};

/**
 * Starts the built site (dist/) on a free port with a fresh DATA_DIR, seeded
 * with demo data and the test accounts. Build first: `npm run build`.
 */
export async function startTestServer(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(root, 'dist/server/entry.mjs'))) throw new Error('Build the site first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-test-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SECURE_COOKIES: 'false',
    CHECK_RESPONSES: 'true',
    ...(options.seed === false ? { SEED: 'none' } : {}),
    ...options.env,
  };
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-test-db.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (prepared.status !== 0) throw new Error(`Preparing the test database failed:\n${prepared.stderr}`);

  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(child);
  let handle: Database.Database | undefined;
  return {
    url,
    pid: child.pid!,
    dataDir,
    sqlite: () => (handle ??= new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true, fileMustExist: true })),
    stop: async () => {
      handle?.close();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    // A minute: on a busy machine (CI beside other work) a cold start has taken more than 20 s.
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving on (https?:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
}
