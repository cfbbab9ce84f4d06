import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The production server as a process the test controls, on a DATA_DIR the
 * test keeps: unlike tests/support/server.ts it can be killed with any signal
 * and started again on the same data (crash recovery).
 */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/** A fresh DATA_DIR with migrations, demo data (unless SEED=none) and the test accounts. */
export function prepareDataDir(env: Record<string, string> = {}): string {
  if (!fs.existsSync(path.join(root, 'dist/server/entry.mjs'))) throw new Error('Build the site first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-load-'));
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-test-db.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  if (prepared.status !== 0) throw new Error(`Preparing the test database failed:\n${prepared.stderr}`);
  return dataDir;
}

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SECURE_COOKIES: 'false', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
