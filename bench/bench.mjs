// `npm run bench`: throughput and latency of the public pages and the vehicle
// API at 1,000 and 10,000 vehicles, each against the honest limit: a bare Node
// HTTP server sending the very same response (headers and brotli bytes) from
// memory, in the same run. Pages are measured as cache hits (anonymous, and a
// returning visitor with consent cookies) and as renders that miss the cache
// (a signed-in staff member on the same page; for /inventory also new queries,
// another page and sort on every request). Then Lighthouse (mobile) in Chromium.
//
//   npm run bench                       everything (about 5 minutes)
//   npm run bench -- --skip-lighthouse  load figures only
//   npm run bench -- --lighthouse-only  Lighthouse only
//   npm run bench -- --lists-only       the back office's paged lists at 10,000 vehicles,
//                                       100,000 leads, 20,000 register entries (bench/bench-lists.mjs);
//                                       --skip-lists leaves them out
//   npm run bench -- --cpu-only         CPU ms per render past the cache only (main thread, all threads)
//   Lighthouse options: --lighthouse-routes=/,/inventory,:vehicle,:post,/compare --lighthouse-runs=3 --cpu-slowdown=4,8
//   options: --sizes=1000,10000 --duration=5 --rounds=3 --connections=20 --no-build --cpu-batches=15 --cpu-batch=40
//   env: BENCH_PORT (default 4442), CHROME_PATH (default /usr/bin/chromium)
//
// Writes bench-results/bench-<timestamp>.json and exits 1 when a target is missed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { benchLists } from './bench-lists.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { processCpuNs, taskCpuNs } from '../scripts/thread-cpu.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '1000,10000').split(',').map(Number);
const DURATION = Number(option('duration', '5'));
const CONNECTIONS = Number(option('connections', '20'));
const PORT = Number(process.env.BENCH_PORT ?? 4442);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };
// Targets: cache hits at 0.8 of the bare server or better with p99 under 50 ms (issue 15); a render that misses
// the cache (/inventory for staff, and new queries) at 300 req/s or more with p99 under 150 ms (the developers'
// guide). CPU per render is reported, not a target: its 2 ms budget asked for more than the business needs.
const TARGET = { ratio: 0.8, p99Ms: 50, missRps: 300, missP99Ms: 150 };
const ROUNDS = Number(option('rounds', '3'));
// A returning visitor: consent given, personalisation cookies set. None of them changes the server's page.
const VISITOR_COOKIES =
  'cookie_consent=%7B%22necessary%22%3Atrue%2C%22analytics%22%3Atrue%2C%22marketing%22%3Atrue%2C%22personalization%22%3Atrue%7D; recently_viewed=%5B1%2C2%5D; visit_count=3';
// Any session cookie sends the request to a full render, as a signed-in staff member's would.
const STAFF_COOKIE = 'session=bench-render-every-time';
const TARGETED = new Set(['home', 'inventory', 'vehicle page']);

const children = new Set();
const tempFiles = new Set();
function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  for (const file of tempFiles) fs.rmSync(file, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
// Every run stops by itself, whatever hangs.
setTimeout(() => {
  console.error('bench: gave up after 40 minutes');
  process.exit(2);
}, 40 * 60_000).unref();

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function buildIfNeeded() {
  if (flag('no-build')) return;
  const built = fs.statSync('dist/.build-stamp', { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const inputs = ['src', 'public', 'astro.config.mjs', 'package.json'];
  if (Math.max(...inputs.map(newestMtime)) <= built && fs.existsSync('dist/server/entry.mjs')) return;
  console.log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** A throwaway DATA_DIR with migrations, demo data (+ synthetic vehicles up to `vehicles`) and test accounts. */
function prepareDataDir(vehicles) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-bench-'));
  tempFiles.add(dataDir);
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', ...(vehicles ? { SEED_VEHICLES: String(vehicles) } : {}) };
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-test-db.ts'], {
    env,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (result.status !== 0) throw new Error(`Seeding ${vehicles ?? 'the demo'} vehicles failed:\n${result.stderr || result.error}`);
  console.log(`  seeded ${vehicles ?? 'demo'} vehicles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dataDir;
}

async function startServer(dataDir) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', SECURE_COOKIES: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 20_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Serving on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${PORT}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        children.delete(child);
      }),
  };
}

/*
 * After it starts, the server runs its start-up jobs (sweeps, the demo photos, the database's optimisation) in the
 * background: measured then, a render shares the CPU with them and its figure moves by half. Figures are taken once
 * the server has stayed idle (under 5 % of a core) for a second, or after 60 s whatever happens.
 */
async function waitUntilQuiet(server, { idleShare = 0.05, windowMs = 1000, maxMs = 60_000 } = {}) {
  const started = Date.now();
  let before = processCpuNs(server.pid);
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = processCpuNs(server.pid);
    if ((now - before) / 1e6 < idleShare * windowMs) return Date.now() - started;
    before = now;
  }
  console.log(`  (the server was still busy after ${maxMs / 1000} s: figures taken anyway)`);
  return maxMs;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
function getDrained(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: keepAlive, headers: { ...HEADERS, ...headers } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

/*
 * CPU time per render, read from the kernel's scheduler statistics (scripts/thread-cpu.mjs): the
 * server's main thread (HTTP, the page cache, the API, the renders) and all threads (compression, the image
 * pool, GC helpers). Requests go one after another, so nothing else runs in the server meanwhile; unlike
 * requests per second, the figure hardly depends on the load the machine carries.
 */
const CPU_BATCHES = Number(option('cpu-batches', '15'));
const CPU_BATCH = Number(option('cpu-batch', '40'));
/**
 * CPU ms per request on the main thread (the JavaScript of a render) and in the whole process: median and
 * spread (min–max) of CPU_BATCHES batches.
 */
async function renderCpu(server, paths, headers, beforeEach = () => {}) {
  let n = 0;
  const next = () => (beforeEach(), server.url + paths(n++));
  // Warm-up: the first renders of a route also compile its code; a running server has done that long ago.
  for (let i = 0; i < 5 * CPU_BATCH; i++) await getDrained(next(), headers);
  const main = [];
  const all = [];
  for (let b = 0; b < CPU_BATCHES; b++) {
    const [main0, all0] = [taskCpuNs(server.pid, server.pid), processCpuNs(server.pid)];
    for (let i = 0; i < CPU_BATCH; i++) await getDrained(next(), headers);
    main.push((taskCpuNs(server.pid, server.pid) - main0) / CPU_BATCH / 1e6);
    all.push((processCpuNs(server.pid) - all0) / CPU_BATCH / 1e6);
  }
  const round = (x) => Number(x.toFixed(2));
  const spread = (x) => [round(Math.min(...x)), round(Math.max(...x))];
  return {
    renderMs: round(median(main)),
    renderSpread: spread(main),
    processMs: round(median(all)),
    processSpread: spread(all),
  };
}

/** renderCpu with a visitor's analytics event written before each request (the caches must survive it). */
async function renderCpuWhileVisitorsWrite(server, dataDir, paths, headers) {
  const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'));
  try {
    const insert = sqlite.prepare(
      "insert into analytics_events (session_id, type, path, created_at) values ('bench-visitor', 'pageview', '/', ?)",
    );
    return await renderCpu(server, paths, headers, () => insert.run(Date.now()));
  } finally {
    sqlite.close();
  }
}

/** One GET as a browser sends it: status, uncompressed body, bytes on the wire, encoding. */
function fetchOnce(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', async () => {
          const wire = Buffer.concat(chunks);
          const plain = await fetch(url).then((r) => r.arrayBuffer());
          const rawHeaders = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) rawHeaders.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
          resolve({
            status: res.statusCode,
            body: Buffer.from(plain),
            wire,
            rawHeaders,
            wireBytes: wire.length,
            encoding: res.headers['content-encoding'] ?? 'identity',
            contentType: res.headers['content-type'] ?? '',
          });
        });
      })
      .on('error', reject);
  });
}

function load(url, duration = DURATION, extraHeaders = {}, requests = undefined) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: { ...HEADERS, ...extraHeaders }, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/*
 * Queries nobody asked for yet: every request another page and sort of the listing (2,000 in
 * turn, more than the result cache keeps). A staff cookie keeps the page cache out. The price
 * ceiling, above every car and another each time, makes each a new filter: its order and facets
 * are worked out afresh (src/db/queries/inventory.ts).
 */
const SORTS = ['newest', 'price-asc', 'price-desc', 'mileage-asc', 'year-desc'];
const newQueryPath = (i, pages) =>
  `/inventory?sort=${SORTS[i % SORTS.length]}&page=${1 + (Math.floor(i / SORTS.length) % pages)}&priceMax=${50_000_000 + i}`;
function newQueries(pages) {
  let n = 0;
  return [{ setupRequest: (request) => ({ ...request, path: newQueryPath(n++, pages) }) }];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * ROUNDS runs of DURATION seconds after a warm-up: median and spread (min–max) of req/s, p50 and p99. With the
 * server's `pid`, also the CPU each request cost under that load: on the main thread, which runs its JavaScript (as
 * renderCpu counts one at a time), and in all threads (compression on the thread pool, the
 * collector's helpers). Under load a request costs less than one at a time: no thread waits idle between pages.
 */
async function measure(url, extraHeaders = {}, requests = undefined, pid = undefined) {
  await load(url, 1, extraHeaders, requests?.()); // warm-up: JIT, SQLite page cache, any page cache
  const runs = [];
  const jsMs = [];
  const allMs = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const js = () => taskCpuNs(pid, pid);
    const [js0, all0] = pid ? [js(), processCpuNs(pid)] : [0, 0];
    const run = await load(url, DURATION, extraHeaders, requests?.());
    runs.push(run);
    if (pid && run.requests.total > 0) {
      jsMs.push((js() - js0) / 1e6 / run.requests.total);
      allMs.push((processCpuNs(pid) - all0) / 1e6 / run.requests.total);
    }
  }
  const pick = (f) => runs.map(f);
  const rpsAll = pick((r) => r.requests.average);
  const p99All = pick((r) => r.latency.p99);
  const round = (x) => Number(x.toFixed(2));
  return {
    rps: Math.round(median(rpsAll)),
    rpsSpread: [Math.round(Math.min(...rpsAll)), Math.round(Math.max(...rpsAll))],
    p50: median(pick((r) => r.latency.p50)),
    p99: median(p99All),
    p99Spread: [Math.min(...p99All), Math.max(...p99All)],
    non2xx: pick((r) => r.non2xx).reduce((a, b) => a + b, 0),
    errors: pick((r) => r.errors + r.timeouts).reduce((a, b) => a + b, 0),
    ...(jsMs.length
      ? {
          cpuMs: round(median(jsMs)),
          cpuSpread: [round(Math.min(...jsMs)), round(Math.max(...jsMs))],
          cpuAllMs: round(median(allMs)),
        }
      : {}),
  };
}

/** The bare server, in its own process like the site, answering with exactly `probe`'s response. */
async function startBareServer(probe) {
  const file = path.join(os.tmpdir(), `dealership-bench-bare-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify({ status: probe.status, headers: probe.rawHeaders, bodyBase64: probe.wire.toString('base64') }));
  tempFiles.add(file);
  const port = PORT + 1;
  const child = spawn(process.execPath, ['bench/bench-bare-server.mjs', file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill('SIGTERM');
        children.delete(child);
      }),
  };
}

const spread = ([low, high]) => `${low}–${high}`;

function pickVehicleId(dataDir) {
  const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true });
  try {
    const { n } = sqlite.prepare("select count(*) as n from vehicles where status != 'sold'").get();
    const row = sqlite.prepare("select id from vehicles where status != 'sold' order by id limit 1 offset ?").get(Math.floor(n / 2));
    return { id: row?.id, total: sqlite.prepare('select count(*) as n from vehicles').get().n };
  } finally {
    sqlite.close();
  }
}

async function benchSize(vehicles) {
  console.log(`\n== ${vehicles} vehicles`);
  const dataDir = prepareDataDir(vehicles);
  const { id, total } = pickVehicleId(dataDir);
  const server = await startServer(dataDir);
  await waitUntilQuiet(server);
  const routes = [
    ['home', '/'],
    ['inventory', '/inventory'],
    ['inventory filtered', '/inventory?category=sports-cars&sort=price-desc'],
    ['vehicle page', `/inventory/${id}`],
    ['GET /api/vehicles', '/api/vehicles'],
  ];
  const rows = [];
  try {
    if (flag('cpu-only')) {
      const inventoryPages = Math.min(400, Math.ceil(total / 24));
      for (const [name, route] of routes.filter(([, r]) => !r.startsWith('/api'))) {
        const cpu = await renderCpu(server, () => route, { cookie: STAFF_COOKIE });
        const freshCpu =
          route === '/inventory'
            ? await renderCpu(server, (i) => newQueryPath(i, inventoryPages), {
                cookie: STAFF_COOKIE,
              })
            : null;
        // The same page while visitors' browsers write (an analytics event before each render, by another connection
        // as a second server would): what a member of staff gets on a busy day. Reported, not a target.
        const busyCpu =
          route === '/inventory' ? await renderCpuWhileVisitorsWrite(server, dataDir, () => route, { cookie: STAFF_COOKIE }) : null;
        rows.push({ vehicles: total, name, route, cpuOnly: true, cpu, freshCpu, busyCpu, met: null });
        console.log(
          `  ${name.padEnd(20)} CPU/render ${cpu.renderMs} ms (${spread(cpu.renderSpread)}) on the main thread, all threads ${cpu.processMs} ms (${spread(cpu.processSpread)})` +
            (freshCpu ? ` | new queries ${freshCpu.renderMs} ms (${spread(freshCpu.renderSpread)}), all ${freshCpu.processMs} ms` : '') +
            (busyCpu ? ` | visitors writing ${busyCpu.renderMs} ms (${spread(busyCpu.renderSpread)})` : ''),
        );
      }
      return rows;
    }
    for (const [name, route] of routes) {
      const probe = await fetchOnce(server.url + route);
      if (probe.status !== 200) {
        console.log(`  ${name.padEnd(20)} ${route}: answered ${probe.status}, not measured`);
        rows.push({
          vehicles: total,
          name,
          route,
          status: probe.status,
          measured: false,
          targeted: TARGETED.has(name),
          met: TARGETED.has(name) ? false : null,
        });
        continue;
      }
      const page = await measure(server.url + route);
      const html = probe.contentType.includes('text/html');
      const returning = html ? await measure(server.url + route, { cookie: VISITOR_COOKIES }) : null;
      const miss = html ? await measure(server.url + route, { cookie: STAFF_COOKIE }, undefined, server.pid) : null;
      const inventoryPages = Math.min(400, Math.ceil(total / 24));
      const fresh =
        route === '/inventory' ? await measure(server.url, { cookie: STAFF_COOKIE }, () => newQueries(inventoryPages), server.pid) : null;
      // CPU per render past the page cache: the same page, and for /inventory new queries too.
      const cpu = html ? await renderCpu(server, () => route, { cookie: STAFF_COOKIE }) : null;
      const freshCpu =
        route === '/inventory'
          ? await renderCpu(server, (i) => newQueryPath(i, inventoryPages), {
              cookie: STAFF_COOKIE,
            })
          : null;
      const bare = await startBareServer(probe);
      let baseline;
      try {
        baseline = await measure(bare.url + route);
      } finally {
        await bare.stop();
      }
      const ratio = page.rps / baseline.rps;
      const targeted = TARGETED.has(name);
      const hitsMet = ratio >= TARGET.ratio && page.p99 < TARGET.p99Ms && page.non2xx === 0 && page.errors === 0;
      const missMet =
        route === '/inventory'
          ? [miss, fresh].every((m) => m.rps >= TARGET.missRps && m.p99 < TARGET.missP99Ms && m.non2xx === 0 && m.errors === 0)
          : true;
      const met = targeted ? hitsMet && missMet : null;
      const row = {
        vehicles: total,
        name,
        route,
        status: 200,
        measured: true,
        bytes: probe.body.length,
        wireBytes: probe.wireBytes,
        encoding: probe.encoding,
        ...page,
        returning,
        miss,
        fresh,
        cpu,
        freshCpu,
        baseline,
        ratio: Number(ratio.toFixed(2)),
        targeted,
        met,
      };
      rows.push(row);
      console.log(
        `  ${name.padEnd(20)} hit ${page.rps} rps (${spread(page.rpsSpread)}) p99 ${page.p99} ms` +
          (returning
            ? ` | with cookies ${returning.rps} rps p99 ${returning.p99} ms | render ${miss.rps} rps (${spread(miss.rpsSpread)}) p99 ${miss.p99} ms` +
              ` (CPU/request under load ${miss.cpuMs} ms (${spread(miss.cpuSpread)}), all threads ${miss.cpuAllMs} ms)`
            : '') +
          (fresh
            ? ` | new queries ${fresh.rps} rps (${spread(fresh.rpsSpread)}) p99 ${fresh.p99} ms (CPU/request under load ${fresh.cpuMs} ms)`
            : '') +
          (cpu
            ? ` | CPU/render ${cpu.renderMs} ms (${spread(cpu.renderSpread)}) on the main thread, all threads ${cpu.processMs} ms`
            : '') +
          (freshCpu ? ` | new queries ${freshCpu.renderMs} ms (${spread(freshCpu.renderSpread)})` : '') +
          ` | bare ${baseline.rps} rps (${spread(baseline.rpsSpread)}) | ratio ${row.ratio}`,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    tempFiles.delete(dataDir);
  }
  return rows;
}

function printTable(rows) {
  const header = [
    'vehicles',
    'route',
    'bytes (wire)',
    'hit rps (spread)',
    'hit p99',
    'cookies rps',
    'render rps (spread)',
    'render p99',
    'new-query rps (spread)',
    'new-query p99',
    'CPU ms/render (spread)',
    'CPU all threads',
    'bare rps (spread)',
    'ratio',
    'target',
  ];
  const lines = rows.map((r) =>
    r.measured
      ? [
          r.vehicles,
          r.route,
          `${r.bytes} (${r.wireBytes} ${r.encoding})`,
          `${r.rps} (${spread(r.rpsSpread)})`,
          r.p99,
          r.returning?.rps ?? '-',
          r.miss ? `${r.miss.rps} (${spread(r.miss.rpsSpread)})` : '-',
          r.miss?.p99 ?? '-',
          r.fresh ? `${r.fresh.rps} (${spread(r.fresh.rpsSpread)})` : '-',
          r.fresh?.p99 ?? '-',
          r.cpu ? `${r.cpu.renderMs} (${spread(r.cpu.renderSpread)})` + (r.freshCpu ? ` new q. ${r.freshCpu.renderMs}` : '') : '-',
          r.cpu ? r.cpu.processMs : '-',
          `${r.baseline.rps} (${spread(r.baseline.rpsSpread)})`,
          r.ratio,
          r.met === null ? '-' : r.met ? 'met' : 'MISSED',
        ]
      : [r.vehicles, r.route, `answered ${r.status}`, '', '', '', '', '', '', '', '', '', '', '', r.targeted ? 'MISSED' : '-'],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(
    `\nTargets for home, /inventory and a vehicle page at ${CONNECTIONS} connections: cache hits >= ${TARGET.ratio} x the bare server's rps with p99 < ${TARGET.p99Ms} ms; /inventory rendered past the cache (a staff member on the same page, and new queries: another page and sort every request) >= ${TARGET.missRps} rps with p99 < ${TARGET.missP99Ms} ms. CPU per render (reported, not a target): the main thread and all threads, requests one at a time, ${CPU_BATCHES} batches of ${CPU_BATCH}. Medians of ${ROUNDS} rounds of ${DURATION} s, spread min–max.`,
  );
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/**
 * The routes Lighthouse measures: `:vehicle` is an unsold vehicle's page, `:post` a published journal post,
 * `:vehicle-video` another vehicle's page with a linked walkaround video (its facade: issue 23's budget).
 */
const LIGHTHOUSE_ROUTES = option('lighthouse-routes', '/,/inventory,:vehicle').split(',');
const LIGHTHOUSE_RUNS = Number(option('lighthouse-runs', '1'));
// Lighthouse's mobile default is a 4x CPU slowdown; issue 25 asks for 8x as well (slower CPUs than this one).
const CPU_SLOWDOWNS = option('cpu-slowdown', '4').split(',').map(Number);

function firstPostSlug(dataDir) {
  const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true });
  try {
    return sqlite
      .prepare('select slug from blog_posts where published = 1 and published_at <= ? order by published_at desc limit 1')
      .get(Date.now())?.slug;
  } catch {
    return undefined;
  } finally {
    sqlite.close();
  }
}

/** Links a walkaround video to another unsold vehicle, as staff would (the test accounts of prepare-test-db). */
async function withWalkaround(url, dataDir, notThis) {
  const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true });
  const { id } = sqlite.prepare("select id from vehicles where status = 'available' and id != ? order by id limit 1").get(notThis);
  sqlite.close();
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'admin', password: 'test-admin-password-1' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const body = new FormData();
  body.set('link', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  const res = await fetch(`${url}/api/vehicles/${id}/video`, { method: 'POST', headers: { cookie, origin: url }, body });
  if (!res.ok) throw new Error(`linking a walkaround video answered ${res.status}: ${await res.text()}`);
  return id;
}

async function runLighthouse() {
  console.log(
    `\n== Lighthouse (mobile, simulated throttling, CPU slowdown ${CPU_SLOWDOWNS.join(' and ')}x, ${LIGHTHOUSE_RUNS} run(s) each) on the demo data`,
  );
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dataDir = prepareDataDir(undefined);
  const { id } = pickVehicleId(dataDir);
  const post = firstPostSlug(dataDir);
  const server = await startServer(dataDir);
  await waitUntilQuiet(server);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = [];
  const videoId = LIGHTHOUSE_ROUTES.includes(':vehicle-video') ? await withWalkaround(server.url, dataDir, id) : null;
  const routes = LIGHTHOUSE_ROUTES.map((r) =>
    r === ':vehicle' ? `/inventory/${id}` : r === ':post' ? `/journal/${post}` : r === ':vehicle-video' ? `/inventory/${videoId}` : r,
  );
  try {
    // A first run after the server starts sometimes fails (NO_NAVSTART) and pays every cold cost: not counted.
    await lighthouse(server.url + routes[0], { port: chrome.port, output: 'json', logLevel: 'error' }).catch(() => {});
    for (const slowdown of CPU_SLOWDOWNS)
      for (const route of routes) {
        const runs = [];
        for (let n = 0; n < LIGHTHOUSE_RUNS; n++) {
          const run = await lighthouse(
            server.url + route,
            { port: chrome.port, output: 'json', logLevel: 'error', maxWaitForLoad: 30_000 },
            { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: slowdown } } },
          );
          runs.push(run.lhr);
        }
        const lhr = runs[0];
        const score = (l, c) => (l.categories[c]?.score == null ? null : Math.round(l.categories[c].score * 100));
        const audit = (l, a) => l.audits[a]?.numericValue;
        const perf = runs.map((l) => score(l, 'performance'));
        const tbt = runs.map((l) => Math.round(audit(l, 'total-blocking-time') ?? NaN));
        // The longest main-thread task Lighthouse saw (its long-tasks diagnostic lists tasks of 50 ms or more).
        const longest = runs.map((l) => Math.max(0, ...(l.audits['long-tasks']?.details?.items ?? []).map((t) => Math.round(t.duration))));
        const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script');
        const row = {
          route,
          cpuSlowdown: slowdown,
          runs: runs.length,
          status: lhr.runtimeError?.code ?? 'ok',
          performance: median(perf),
          performanceSpread: [Math.min(...perf), Math.max(...perf)],
          accessibility: score(lhr, 'accessibility'),
          bestPractices: score(lhr, 'best-practices'),
          seo: score(lhr, 'seo'),
          lcpMs: median(runs.map((l) => Math.round(audit(l, 'largest-contentful-paint') ?? NaN))),
          cls: Number((audit(lhr, 'cumulative-layout-shift') ?? NaN).toFixed(3)),
          tbtMs: median(tbt),
          tbtSpread: [Math.min(...tbt), Math.max(...tbt)],
          longestTaskMs: median(longest),
          jsBytes: scripts?.transferSize ?? 0,
          failedAudits: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 0.9 &&
                a.scoreDisplayMode !== 'informative' &&
                a.scoreDisplayMode !== 'manual' &&
                a.scoreDisplayMode !== 'notApplicable',
            )
            .map((a) => a.id),
        };
        results.push(row);
        console.log(
          `  ${slowdown}x ${route.padEnd(22)} perf ${row.performance} (${spread(row.performanceSpread)})  a11y ${row.accessibility}  best ${row.bestPractices}  seo ${row.seo}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms (${spread(row.tbtSpread)})  longest task ${row.longestTaskMs} ms  JS ${(row.jsBytes / 1024).toFixed(1)} KB` +
            (row.status !== 'ok' ? `  (${row.status})` : ''),
        );
        if (row.failedAudits.length) console.log(`    below 90: ${row.failedAudits.join(', ')}`);
      }
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    tempFiles.delete(dataDir);
  }
  return results;
}

buildIfNeeded();
const report = {
  startedAt: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  target: TARGET,
  load: [],
  lighthouse: [],
};
const listsOnly = flag('lists-only');
if (!flag('lighthouse-only') && !listsOnly) for (const size of SIZES) report.load.push(...(await benchSize(size)));
if (report.load.length && !flag('cpu-only')) printTable(report.load);
report.loadAverage = os.loadavg().map((x) => Number(x.toFixed(2)));
console.log(`\nLoad average at the end: ${report.loadAverage.join(', ')} (${os.cpus().length} CPUs)`);
if (!flag('skip-lighthouse') && !listsOnly && !flag('cpu-only')) report.lighthouse = await runLighthouse();
if (!flag('lighthouse-only') && !flag('skip-lists') && !flag('cpu-only')) report.lists = await benchLists({ port: PORT + 2 });

fs.mkdirSync('bench-results', { recursive: true });
const file = path.join('bench-results', `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
console.log(`\nWrote ${file}`);
const missed = [
  ...report.load.filter((r) => r.met === false),
  ...(report.lists ?? []).filter((r) => !r.met).map((r) => ({ ...r, vehicles: 'lists' })),
];
if (missed.length) {
  console.log(`Targets missed: ${missed.map((r) => `${r.route} @ ${r.vehicles}`).join(', ')}`);
  process.exit(1);
}
process.exit(0);
