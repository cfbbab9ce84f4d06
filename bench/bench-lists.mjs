// The back office's list requests at a dealer group's scale (issue 12): 10,000
// vehicles, 100,000 leads (each with its activity entry) and 20,000 garage
// register entries. Each paged request a portal screen makes is timed one at a
// time, as a signed-in staff member's browser sends it (session cookie, br):
// median and spread of the full answer's time, and its size.
//
//   node bench/bench-lists.mjs [--samples=60] [--vehicles=10000] [--inquiries=100000] [--register=20000]
//   or as part of `npm run bench` (skip with --skip-lists, alone with --lists-only)
//
// Targets: each list request under 50 ms median and under 300 KB.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIST_TARGET = { medianMs: 50, bytes: 300 * 1024 };
const STAFF = { username: 'staff', password: 'test-staff-password-1' }; // tests/support/accounts.ts

/** The requests the portal's list screens make: first pages, filters, searches, other sorts, the last page. */
export const LIST_REQUESTS = [
  ['inventory, first page', '/api/vehicles?page=1&pageSize=50'],
  ['inventory, 200 rows', '/api/vehicles?page=1&pageSize=200'],
  ['inventory, status tab + price sort', '/api/vehicles?page=1&status=available&sort=price&dir=desc'],
  ['inventory, search', '/api/vehicles?page=1&q=porsche'],
  ['inventory, last page', '/api/vehicles?page=50&pageSize=200'],
  ['leads, first page', '/api/inquiries?page=1&pageSize=50'],
  ['leads, 200 rows', '/api/inquiries?page=1&pageSize=200'],
  ['leads, status tab', '/api/inquiries?page=1&status=new'],
  ['leads, type filter', '/api/inquiries?page=1&type=trade-in'],
  ['leads, by name', '/api/inquiries?page=1&sort=name'],
  ['leads, search name', '/api/inquiries?page=1&q=kowalski'],
  ['leads, search vehicle', '/api/inquiries?page=1&q=cayman'],
  ['leads, search (no match)', '/api/inquiries?page=1&q=zzzz-nothing'],
  ['leads, by e-mail', '/api/inquiries?page=1&email=adrian.kowalski0@example.com'],
  ['leads, page 100', '/api/inquiries?page=100&pageSize=200'],
  ['sales records, first page', '/api/garage-registers?page=1'],
  ['sales records, year range', '/api/garage-registers?page=1&pageSize=200&from=2025/01/01&to=2025/12/31'],
  ['sales records, search + sort', '/api/garage-registers?page=1&q=rossi&sort=make'],
  ['activity, first page', '/api/activity?page=1'],
  ['activity, vehicle actions', '/api/activity?page=1&action=vehicle'],
  ['activity, search', '/api/activity?page=1&q=trade-in'],
  ['testimonials, first page', '/api/testimonials?page=1'],
  ['media, first page', '/api/media?page=1'],
  ['media, unused', '/api/media?page=1&used=false'],
  ['outbox, unsent', '/api/outbox?page=1&delivery=unsent'],
  ['outbox, unsent page 10', '/api/outbox?page=10&delivery=unsent'],
  ['dashboard figures', '/api/dashboard'],
];

const option = (args, name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const round = (ms) => Math.round(ms * 10) / 10;

/**
 * The server process's CPU time so far (user + system, ms), from /proc: on a
 * shared machine wall-clock times include waiting for a core, CPU time does not.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s (USER_HZ)
  } catch {
    return NaN;
  }
}

function run(command, argv, env, label) {
  const started = Date.now();
  const result = spawnSync(command, argv, { cwd: root, env, encoding: 'utf8', timeout: 900_000 });
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stderr || result.error}`);
  console.log(`  ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function prepare({ vehicles, inquiries, register }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-bench-lists-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SEED_VEHICLES: String(vehicles) };
  run(process.execPath, ['--import', 'tsx', 'tests/support/prepare-test-db.ts'], env, `seeded ${vehicles} vehicles`);
  run(
    process.execPath,
    ['--import', 'tsx', 'bench/seed-bench-lists.ts'],
    { ...env, BENCH_INQUIRIES: String(inquiries), BENCH_REGISTER: String(register) },
    `added ${inquiries} leads and ${register} register entries`,
  );
  return dataDir;
}

async function startServer(dataDir, port) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', SECURE_COOKIES: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (c) => {
      output += c;
      if (output.includes('Serving on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (c) => (output += c));
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  // A server that dies mid-run shows up as "socket hang up" in the client: say why it went.
  child.once('exit', (code, signal) => console.error(`  server exited (code ${code}, signal ${signal}):\n${output.slice(-2000)}`));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(STAFF),
  });
  if (res.status !== 200) throw new Error(`Staff sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => /session=/.test(c));
  return cookie.split(';')[0];
}

/** One request as the portal's browser sends it: time to the last byte, bytes on the wire and decoded. */
function timeOnce(url, cookie, agent) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { agent, headers: { cookie, accept: 'application/json', 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
          resolve({ status: res.statusCode, ms, wireBytes: wire.length, bytes: body.length, body });
        });
      })
      .on('error', reject);
  });
}

export async function benchLists({ port = 4444, samples = 60, vehicles = 10_000, inquiries = 100_000, register = 20_000 } = {}) {
  console.log(`\n== Back-office lists: ${vehicles} vehicles, ${inquiries} leads, ${register} register entries`);
  const dataDir = prepare({ vehicles, inquiries, register });
  const server = await startServer(dataDir, port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows = [];
  try {
    const cookie = await signIn(server.url);
    // The old way, for comparison: the whole inventory in one answer.
    const whole = await timeOnce(`${server.url}/api/vehicles?includeAll=true`, cookie, agent);
    console.log(`  (unpaged GET /api/vehicles?includeAll=true: ${(whole.bytes / 1024).toFixed(0)} KB, ${round(whole.ms)} ms once)`);
    for (const [name, route] of LIST_REQUESTS) {
      for (let i = 0; i < 5; i++) await timeOnce(server.url + route, cookie, agent); // warm-up
      const times = [];
      let last;
      const cpuBefore = cpuMs(server.pid);
      for (let i = 0; i < samples; i++) {
        last = await timeOnce(server.url + route, cookie, agent);
        if (last.status !== 200) throw new Error(`${route} answered ${last.status}: ${last.body}`);
        times.push(last.ms);
      }
      const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / samples;
      const parsed = JSON.parse(last.body);
      const row = {
        name,
        route,
        medianMs: round(median(times)),
        p90Ms: round(quantile(times, 0.9)),
        minMs: round(Math.min(...times)),
        maxMs: round(Math.max(...times)),
        serverCpuMs: round(cpuPerRequest),
        bytes: last.bytes,
        wireBytes: last.wireBytes,
        items: parsed.items?.length ?? null,
        total: parsed.total ?? null,
      };
      row.met = row.medianMs < LIST_TARGET.medianMs && row.bytes < LIST_TARGET.bytes;
      rows.push(row);
      console.log(
        `  ${name.padEnd(36)} median ${String(row.medianMs).padStart(6)} ms  p90 ${String(row.p90Ms).padStart(6)}  (${row.minMs}–${row.maxMs})  cpu ${String(row.serverCpuMs).padStart(5)} ms  ` +
          `${(row.bytes / 1024).toFixed(1).padStart(6)} KB (${(row.wireBytes / 1024).toFixed(1)} KB br)` +
          (row.items === null ? '' : `  ${row.items} of ${row.total}`) +
          (row.met ? '' : '  MISSED'),
      );
    }
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `  Targets: median < ${LIST_TARGET.medianMs} ms and < ${LIST_TARGET.bytes / 1024} KB per request; ${samples} sequential samples each, spread min–max;` +
      ` cpu = the server's CPU time per request (from /proc), which waiting for a busy machine's cores does not inflate. Load average now: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
  );
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rows = await benchLists({
    port: Number(process.env.BENCH_PORT ?? 4444),
    samples: option(args, 'samples', 60),
    vehicles: option(args, 'vehicles', 10_000),
    inquiries: option(args, 'inquiries', 100_000),
    register: option(args, 'register', 20_000),
  });
  process.exit(rows.every((r) => r.met) ? 0 : 1);
}
