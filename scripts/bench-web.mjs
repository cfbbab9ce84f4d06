// `npm run bench:web`: the public site's budgets, measured on the built site
// (run `npm run build` first) over a throwaway DATA_DIR seeded with
// BENCH_VEHICLES (default 1,000) vehicles:
//   1. server render time of /inventory (median of sequential requests, uncompressed);
//   2. JavaScript transferred per public page (encoded bytes, as the browser received them);
//   3. Lighthouse (mobile) on /, /inventory and a vehicle page: the four category scores and CLS.
// Budgets: render median < 20 ms, JS <= 100 KB gzipped, performance >= 95, accessibility,
// best practices and SEO 100, CLS 0. Results go to bench-results/web.json; exit code 1 when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

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

if (!fs.existsSync('dist/server/entry.mjs')) {
  console.error('Build the site first: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-bench-web-'));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SECURE_COOKIES: 'false', SEED_VEHICLES: String(VEHICLES) };
console.log(`Seeding ${VEHICLES} vehicles into ${dataDir} …`);
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
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
      scripts.push({ url: request.url().replace(base, ''), bytes: sizes?.responseBodySize ?? 0 });
    });
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    // Islands that wait for visibility load too: scroll through the page.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    // client:visible islands load once scrolled into view: wait until every island has hydrated.
    await page
      .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 10_000 })
      .catch(() => {});
    await page.waitForTimeout(500);
    const total = scripts.reduce((n, s) => n + s.bytes, 0);
    results.javascript[url] = { kb: +(total / 1024).toFixed(1), files: scripts.length };
    if (total > 100 * 1024) failures.push(`${url} transfers ${(total / 1024).toFixed(1)} KB of JavaScript (budget 100 KB)`);
    await context.close();
  }
  await browser.close();

  // 3. Lighthouse, mobile.
  if (!skipLighthouse) {
    for (const url of ['/', '/inventory', vehiclePath]) {
      const out = path.join(dataDir, 'lh.json');
      const lh = spawnSync(
        'npx',
        [
          'lighthouse',
          `${base}${url}`,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      if (lh.status !== 0) {
        failures.push(`lighthouse failed on ${url}`);
        continue;
      }
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
      const entry = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? null,
        lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
        failing: Object.values(report.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
      results.lighthouse[url] = entry;
      if (entry.performance < 95) failures.push(`${url}: performance ${entry.performance} (budget 95)`);
      for (const k of ['accessibility', 'bestPractices', 'seo']) if (entry[k] < 100) failures.push(`${url}: ${k} ${entry[k]} (budget 100)`);
      if (entry.cls !== 0) failures.push(`${url}: CLS ${entry.cls} (budget 0)`);
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
console.log('JavaScript transferred:');
console.table(results.javascript);
if (!skipLighthouse) {
  console.log('Lighthouse (mobile):');
  console.table(Object.fromEntries(Object.entries(results.lighthouse).map(([k, v]) => [k, { ...v, failing: v.failing.join(', ') }])));
}
if (failures.length) {
  console.log(`\nBudgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
