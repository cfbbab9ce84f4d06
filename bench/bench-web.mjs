// `npm run bench:web`: the public site's budgets, measured on the built site
// (run `npm run build` first) over a throwaway DATA_DIR seeded with
// BENCH_VEHICLES (default 1,000) vehicles:
//   1. server render time of /inventory (median of sequential requests, uncompressed);
//   2. JavaScript per public page at load (the scripts loaded until the islands hydrating on load or idle
//      have hydrated) and after scrolling through (client:visible ones too), counted two ways:
//        - gzip: the scripts' bodies as the server sends them to a client that takes gzip only
//          (the budget's "KB gzipped");
//        - transferred: what Chromium received for them (brotli bodies) plus their response headers,
//          the way Lighthouse counts "JS transferred";
//   3. Lighthouse 13 (mobile, default throttling) on /, /inventory and a vehicle page, BENCH_LIGHTHOUSE_RUNS
//      (default 3) runs each: median, min, max and spread of the four scores, CLS, TBT, main-thread work
//      (and its style/layout and script parts), LCP, FCP and JS transferred (bodies and headers of every
//      script the run loaded, islands hydrating on visible during the run included). A run Lighthouse
//      itself fails (NO_NAVSTART and the like) is retried, twice at most, before it counts as missed.
// Budgets: render median < 20 ms; JS at load <= 90 KB on every public page, gzip and transferred; on the
// three Lighthouse pages JS transferred <= 90 KB in every run and (medians) performance >= 95,
// accessibility, best practices and SEO 100, CLS 0, TBT <= 150 ms, main-thread work <= 2 s. The machine's
// load average is printed: the figures are only as quiet as the machine. Results go to
// bench-results/web.json; exit code 1 when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 1000);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 60);
const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_RETRIES = 2;
const JS_BUDGET_KB = 90;
const loadAtStart = os.loadavg().slice(0, 2);

/** The figures read from each Lighthouse report, with the label they are printed under. */
const FIGURES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
  cls: 'CLS',
  tbtMs: 'TBT (ms)',
  mainThreadMs: 'main-thread work (ms)',
  styleLayoutMs: '  of which style & layout (ms)',
  scriptMs: '  of which script (ms)',
  lcpMs: 'LCP (ms)',
  fcpMs: 'FCP (ms)',
  jsKb: 'JS transferred (KB, with headers)',
  jsFiles: 'script files',
};

function lighthouseFigures(report) {
  const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const groups = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const group = (g) => Math.round(groups.filter((i) => i.group === g).reduce((n, i) => n + i.duration, 0));
  // transferSize: the encoded body plus the response headers, as Lighthouse's own "JS transferred".
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const scriptBytes = scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: +(audit('cumulative-layout-shift') ?? 0).toFixed(3),
    tbtMs: Math.round(audit('total-blocking-time') ?? 0),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown') ?? 0),
    styleLayoutMs: group('styleLayout'),
    scriptMs: group('scriptEvaluation') + group('scriptParseCompile'),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
    fcpMs: Math.round(audit('first-contentful-paint') ?? 0),
    jsKb: +(scriptBytes / 1024).toFixed(1),
    jsFiles: scripts.length,
    failing: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/** Median, min, max and spread (max − min) of a list of numbers. */
function spread(values) {
  const xs = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!xs.length) return { median: null, min: null, max: null, spread: null };
  const mid = Math.floor(xs.length / 2);
  const median = xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
  const round = (n) => +n.toFixed(3);
  return { median: round(median), min: round(xs[0]), max: round(xs.at(-1)), spread: round(xs.at(-1) - xs[0]) };
}

/**
 * One Lighthouse run; a run Lighthouse fails itself (exit status, or a report carrying a runtimeError
 * such as NO_NAVSTART) is tried again, LIGHTHOUSE_RETRIES times at most. The report, or null.
 */
function lighthouseRun(url, out) {
  for (let attempt = 0; attempt <= LIGHTHOUSE_RETRIES; attempt++) {
    fs.rmSync(out, { force: true });
    const lh = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    let report = null;
    try {
      report = JSON.parse(fs.readFileSync(out, 'utf8'));
    } catch {}
    const error = lh.status !== 0 ? `exit status ${lh.status}` : !report ? 'no report' : report.runtimeError?.code;
    if (!error) return report;
    console.log(`  lighthouse failed on ${url} (${error})${attempt < LIGHTHOUSE_RETRIES ? ': trying again' : ''}`);
  }
  return null;
}

/** The bytes of these scripts' bodies as the server sends them to a client that takes gzip only. */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of new Set(urls)) {
    // node:http, not fetch: fetch would decode the body; these are the encoded bytes on the wire.
    total += await new Promise((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => resolve(bytes));
        })
        .on('error', reject);
    });
  }
  return total;
}

if (!fs.existsSync('dist/server/entry.mjs')) {
  console.error('Build the site first: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-bench-web-'));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SECURE_COOKIES: 'false', SEED_VEHICLES: String(VEHICLES) };
console.log(`Seeding ${VEHICLES} vehicles into ${dataDir} …`);
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
  env: { ...env, PORT: '0', HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise((resolve, reject) => {
  let out = '';
  const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000);
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const m = /Serving on (http:\/\/\S+)/.exec(out);
    if (m) {
      clearTimeout(timer);
      resolve(m[1]);
    }
  });
});

const results = { vehicles: VEHICLES, render: {}, javascript: {}, lighthouse: {} };
const failures = [];
try {
  // A vehicle with photos, for the vehicle page.
  const inventoryHtml = await (await fetch(`${base}/inventory`)).text();
  const vehiclePath = /href="(\/inventory\/\d+)"/.exec(inventoryHtml)?.[1] ?? '/inventory/1';

  // 1. Server render time.
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const url of [
    '/inventory',
    '/inventory?sort=price-asc&page=5',
    '/inventory?make=Porsche&sort=mileage-asc',
    '/inventory?search=turbo',
    vehiclePath,
    '/',
  ]) {
    const times = [];
    for (let i = 0; i < RENDER_RUNS + 5; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity' } });
      await res.arrayBuffer();
      if (i >= 5) times.push(performance.now() - started);
    }
    results.render[url] = {
      medianMs: +median(times).toFixed(2),
      p90Ms: +[...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)].toFixed(2),
    };
  }
  if (results.render['/inventory'].medianMs >= 20)
    failures.push(`/inventory renders in ${results.render['/inventory'].medianMs} ms (budget < 20 ms)`);

  // 2. JavaScript transferred per page.
  const pages = [
    '/',
    '/inventory',
    vehiclePath,
    '/services',
    '/gallery',
    '/about',
    '/contact',
    '/financing',
    '/sitemap',
    '/privacy-policy',
    '/terms',
    '/no-such-page',
  ];
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  for (const url of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes().catch(() => null);
      scripts.push({ url: request.url(), bytes: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0) });
    });
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    // At load: what the first screen needs, the islands that hydrate on load or idle included.
    await page
      .waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'), null, { timeout: 10_000 })
      .catch(() => {});
    await page.waitForTimeout(500);
    const atLoadScripts = [...scripts];
    const atLoad = atLoadScripts.reduce((n, s) => n + s.bytes, 0);
    const atLoadGzip = await gzipBytes(atLoadScripts.map((s) => s.url));
    // DOM size drives style and layout time: every element counts, the islands' included.
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    // Then the islands that wait for visibility: scroll through the page.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await page
      .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 10_000 })
      .catch(() => {});
    await page.waitForTimeout(500);
    const total = scripts.reduce((n, s) => n + s.bytes, 0);
    const totalGzip = await gzipBytes(scripts.map((s) => s.url));
    const kb = (n) => +(n / 1024).toFixed(1);
    results.javascript[url] = {
      atLoadFiles: atLoadScripts.length,
      atLoadGzipKb: kb(atLoadGzip),
      atLoadTransferredKb: kb(atLoad),
      afterScrollFiles: scripts.length,
      afterScrollGzipKb: kb(totalGzip),
      afterScrollTransferredKb: kb(total),
      domElements,
      atLoadScripts: atLoadScripts.map((s) => s.url.replace(base, '')),
    };
    if (atLoadGzip > JS_BUDGET_KB * 1024)
      failures.push(`${url}: ${kb(atLoadGzip)} KB of JavaScript (gzip) at load (budget ${JS_BUDGET_KB} KB)`);
    if (atLoad > JS_BUDGET_KB * 1024)
      failures.push(`${url}: ${kb(atLoad)} KB of JavaScript transferred at load, headers included (budget ${JS_BUDGET_KB} KB)`);
    await context.close();
  }
  await browser.close();

  // 3. Lighthouse, mobile (its default throttling), LIGHTHOUSE_RUNS runs per page: median and spread.
  if (!skipLighthouse) {
    for (const url of ['/', '/inventory', vehiclePath]) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const report = lighthouseRun(`${base}${url}`, path.join(dataDir, `lh-${run}.json`));
        if (!report) {
          failures.push(`lighthouse failed on ${url} (run ${run + 1}, ${LIGHTHOUSE_RETRIES + 1} attempts)`);
          continue;
        }
        runs.push(lighthouseFigures(report));
      }
      if (!runs.length) continue;
      const summary = {};
      for (const key of Object.keys(FIGURES)) summary[key] = spread(runs.map((r) => r[key]));
      summary.failing = [...new Set(runs.flatMap((r) => r.failing))];
      results.lighthouse[url] = { runs, summary };
      const m = (key) => summary[key].median;
      if (m('performance') < 95) failures.push(`${url}: performance ${m('performance')} (budget 95)`);
      for (const k of ['accessibility', 'bestPractices', 'seo']) if (m(k) < 100) failures.push(`${url}: ${k} ${m(k)} (budget 100)`);
      if (m('cls') !== 0) failures.push(`${url}: CLS ${m('cls')} (budget 0)`);
      if (m('tbtMs') > 150) failures.push(`${url}: total blocking time ${m('tbtMs')} ms (budget 150 ms)`);
      if (m('mainThreadMs') > 2000) failures.push(`${url}: main-thread work ${m('mainThreadMs')} ms (budget 2 s)`);
      if (summary.jsKb.max > JS_BUDGET_KB)
        failures.push(`${url}: Lighthouse counted up to ${summary.jsKb.max} KB of JavaScript transferred (budget ${JS_BUDGET_KB} KB)`);
    }
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/web.json', JSON.stringify(results, null, 2));
console.log('\nServer render (uncompressed, sequential):');
console.table(results.render);
console.log(
  `JavaScript per page (KB; budget at load ${JS_BUDGET_KB} KB both ways). gzip: script bodies as sent to a gzip-only client;` +
    ` transferred: what Chromium received (brotli bodies) plus response headers, as Lighthouse counts it:`,
);
console.table(Object.fromEntries(Object.entries(results.javascript).map(([url, { atLoadScripts, ...figures }]) => [url, figures])));
if (!skipLighthouse) {
  for (const [url, { summary }] of Object.entries(results.lighthouse)) {
    console.log(`Lighthouse mobile, ${url}: median (min–max) of ${LIGHTHOUSE_RUNS} runs`);
    console.table(
      Object.fromEntries(
        Object.entries(FIGURES).map(([key, label]) => [
          label,
          { median: summary[key].median, min: summary[key].min, max: summary[key].max, spread: summary[key].spread },
        ]),
      ),
    );
    if (summary.failing.length) console.log(`  audits not passed: ${summary.failing.join(', ')}`);
  }
}
const [load1, load5] = os.loadavg();
console.log(
  `Machine: ${os.cpus().length} cores; load average at start ${loadAtStart.map((n) => n.toFixed(2)).join(' / ')}, at end ${load1.toFixed(2)} / ${load5.toFixed(2)} (1 / 5 min).`,
);
if (failures.length) {
  console.log(`\nBudgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
