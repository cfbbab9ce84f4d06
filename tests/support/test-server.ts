// The one way tests get a server: the test accounts, a data folder copied from a template built once per
// run, the built site started with plain node on that copy, an HTTP client that keeps its session, and
// read access to the database. API tests call startTestServer; Playwright's server (e2e-server.ts) uses
// the same template and start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const TEMPLATES = path.join(root, '.cache/test-data');

/** Accounts created in every throwaway test database (never in a real one). */
export const TEST_ACCOUNTS = {
  admin: {
    username: 'admin',
    password: 'test-admin-password-1',
    role: 'admin',
    email: 'admin@atelier.test',
    firstName: 'Alexandra',
    lastName: 'Reid',
  },
  employee: {
    username: 'staff',
    password: 'test-staff-password-1',
    role: 'employee',
    email: 'marco@atelier.test',
    firstName: 'Marco',
    lastName: 'Bellini',
  },
  customer: {
    username: 'customer',
    password: 'test-customer-password-1',
    role: 'customer',
    email: null,
    firstName: 'Casey',
    lastName: 'Client',
  },
} as const;
export type TestRole = keyof typeof TEST_ACCOUNTS;

/**
 * What a template is made from: the application's source and the preparing script. A change to any of them
 * (a migration, the demo data, the accounts) makes a new template; an unchanged tree reuses the last one.
 */
function sourceKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file));
    }
  };
  walk(path.join(root, 'src'));
  for (const file of ['tests/support/prepare-test-db.ts', 'tests/support/test-server.ts'])
    hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;

/**
 * The template data folder (migrated, with the test accounts' passwords hashed, and with `seed` the demo data
 * and its images), built the first time a run asks for it. Servers start on a copy, so the migrations, the
 * seeding and the password hashing happen once per run rather than once per server.
 */
export function testDataTemplate(seed: boolean): string {
  key ??= sourceKey();
  const name = `${seed ? 'seeded' : 'empty'}-${key}`;
  const template = path.join(TEMPLATES, name);
  if (fs.existsSync(template)) return template;
  fs.mkdirSync(TEMPLATES, { recursive: true });
  // Built beside its final place and renamed: a second process building it at the same time loses the rename
  // and uses the winner's.
  const building = fs.mkdtempSync(path.join(TEMPLATES, `.${name}-`));
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-test-db.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: building, NODE_ENV: 'production', SEED: seed ? 'demo' : 'none' },
    encoding: 'utf8',
  });
  if (prepared.status !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new Error(`Preparing the test data failed:\n${prepared.stderr}`);
  }
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  for (const old of fs.readdirSync(TEMPLATES))
    if (!old.startsWith('.') && !old.endsWith(key)) fs.rmSync(path.join(TEMPLATES, old), { recursive: true, force: true });
  return template;
}

/** A new data folder with a copy of the template's files (700, like any DATA_DIR). */
export function copyTestData(seed: boolean, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-test-'))): string {
  const template = testDataTemplate(seed);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.cpSync(template, dataDir, { recursive: true });
  // cpSync makes the folders with the process's umask; the server warns about a DATA_DIR others can enter.
  const close = (dir: string) => {
    fs.chmodSync(dir, 0o700);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) close(path.join(dir, entry.name));
  };
  close(dataDir);
  return dataDir;
}

export type TestServer = {
  url: string;
  /** The server process (its threads are under /proc/<pid>/task). */
  pid: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  /**
   * Waits for a line of the server's output, among what it printed after `since` (an `output().length` taken
   * before the write), and returns it: a test waits for a background job's log line (with JOB_INTERVAL_MAX
   * shortening its period) instead of sleeping past the period and hoping it ran.
   */
  waitForOutput: (pattern: RegExp, options?: { since?: number; timeoutMs?: number }) => Promise<string>;
  /** A read-only handle on the server's database, for asserting what was stored. */
  sqlite: () => Database.Database;
  stop: () => Promise<void>;
};

/**
 * Starts the built site (dist/) with plain node on a free port and a copy of the test data: the demo data
 * (unless `seed: false`) and the test accounts. Build first: `npm run build`.
 */
export async function startTestServer(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(root, 'dist/server/entry.mjs'))) throw new Error('Build the site first: npm run build');
  const dataDir = copyTestData(options.seed !== false);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SECURE_COOKIES: 'false',
      CHECK_RESPONSES: 'true',
      ...(options.seed === false ? { SEED: 'none' } : {}),
      ...options.env,
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = serverLog(child);
  const url = await log.waitFor(/Serving on (https?:\/\/\S+)/, 60_000, 'Server did not start').then((m) => m[1]);
  // The jobs that run at start write rows (the shopper alerts' vehicle states, expired holds): a test's "nothing
  // changed" snapshot is taken after their first run, not during it. A server standing by runs none.
  for (const job of ['shopper-alerts', 'hold-expiry']) {
    await log.waitFor(new RegExp(`job ${job}(:| FAILED)|stands by`), 60_000, `The ${job} job did not run at start`);
  }
  let handle: Database.Database | undefined;
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => log.text,
    waitForOutput: (pattern, { since = 0, timeoutMs = 20_000 } = {}) =>
      log.waitFor(pattern, timeoutMs, `No output matching ${pattern}`, since).then((m) => m[0]),
    sqlite: () => (handle ??= new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true, fileMustExist: true })),
    stop: async () => {
      handle?.close();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's output as it comes, and a wait for a pattern in what comes after `from`. */
function serverLog(child: ChildProcess) {
  const state = { text: '', exited: null as string | null };
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  const add = (chunk: Buffer) => {
    state.text += chunk.toString();
    wake();
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  child.once('exit', (code, signal) => {
    state.exited = `Server exited with ${signal ?? code}`;
    wake();
  });
  return {
    get text() {
      return state.text;
    },
    waitFor(pattern: RegExp, timeoutMs: number, failure: string, from = 0): Promise<RegExpExecArray> {
      return new Promise((resolve, reject) => {
        const done = () => {
          waiters.delete(check);
          clearTimeout(timer);
        };
        const check = () => {
          const match = pattern.exec(state.text.slice(from));
          if (match) {
            done();
            resolve(match);
          } else if (state.exited) {
            done();
            reject(new Error(`${failure}: ${state.exited}:\n${state.text}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${failure} within ${timeoutMs} ms:\n${state.text}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** A tiny HTTP client for API tests that keeps the session cookie like a browser would. */
export class ApiClient {
  cookie = '';
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
    // Browsers send Origin on every POST/PUT/DELETE; Astro's origin check relies on it.
    const init: RequestInit = {
      method,
      headers: method === 'GET' ? { ...headers } : { origin: this.baseUrl, ...headers },
      redirect: 'manual',
    };
    if (body !== undefined) {
      init.body = typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body);
      if (!(body instanceof FormData) && !('content-type' in lower(headers)))
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    const res = await fetch(this.baseUrl + path, init);
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(';');
      const [name, value] = pair.split('=');
      if (/session$/.test(name)) this.cookie = value ? `${name}=${value}` : '';
    }
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, body, headers);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  async loginAs(role: TestRole): Promise<this> {
    const account = TEST_ACCOUNTS[role];
    const res = await this.post('/api/auth/login', { username: account.username, password: account.password });
    if (role !== 'customer' && res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return this;
  }
}

function lower(h: Record<string, string>) {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
}

/** Read-only access to the Playwright server's database, to check what a flow stored. */
export function e2eDb(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return new Database(path.join(dir, 'dealership.sqlite'), { readonly: true, fileMustExist: true });
}
