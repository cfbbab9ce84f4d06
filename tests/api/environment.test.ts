import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-env-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs an entry point to its end (or kills it after 20 s): its exit code and output. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', SECURE_COOKIES: 'false', SKIP_BUILD: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('a bad environment stops the start before anything is served', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: expected a port number from 0 to 65535 (0: any free port), got "abc"'],
    [{ PORT: '70000' }, 'PORT: expected a port number from 0 to 65535 (0: any free port), got "70000"'],
    [
      { TRUST_PROXY: 'abc' },
      'TRUST_PROXY: expected the number of reverse proxies in front of the server, a whole number from 0 to 10, got "abc"',
    ],
    [{ BACKUP_TIME: '25:00' }, 'BACKUP_TIME: expected a time of day such as 03:00 (HH:MM, server local time) or "off", got "25:00"'],
  ])('scripts/serve.mjs with %j exits 1 with the message', async (env, message) => {
    const { code, stdout, stderr } = await run('scripts/serve.mjs', { PORT: '0', ...env });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment (see "Configuration" in README.md):');
    expect(stderr).toContain(message);
    // The message alone, not a stack trace; and nothing served.
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stdout).not.toContain('Serving on');
  });

  it('npm start (scripts/start.mjs) exits 1 with the message, before building or preparing the database', async () => {
    const { code, stdout, stderr } = await run('scripts/start.mjs', { PORT: 'abc', SKIP_BUILD: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: expected a port number from 0 to 65535 (0: any free port), got "abc"');
    expect(stdout).not.toContain('Building');
    expect(fs.existsSync(path.join(dataDir, 'dealership.sqlite'))).toBe(false);
  });
});
