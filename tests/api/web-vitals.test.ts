import { randomBytes } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { ApiClient, startTestServer, TEST_ACCOUNTS, type TestServer } from '../support/test-server';

// TRUST_PROXY=1: each request names its client address in X-Forwarded-For, as a proxy in front would.
// JOB_INTERVAL_MAX=1s: the web-vitals-alert job runs every second, waited for through its log line.
let server: TestServer;
let smtp: SmtpCapture;
let anon: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ seed: false, env: { TRUST_PROXY: '1', JOB_INTERVAL_MAX: '1s', SMTP_URL: smtp.url } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const ENDPOINT = '/api/analytics/web-vitals';
const CONSENT = `cookie_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, marketing: false, personalization: false }))}`;
const newView = () => randomBytes(16).toString('hex');
const withConsent = (address: string) => ({ cookie: CONSENT, 'x-forwarded-for': address });
const stored = () => (server.sqlite().prepare('select count(*) n from web_vitals').get() as { n: number }).n;
const rowsOf = (view: string) =>
  server.sqlite().prepare('select * from web_vitals where view = ? order by metric').all(view) as Record<string, unknown>[];

const report = (overrides: Record<string, unknown> = {}) => ({
  view: newView(),
  pageType: 'vehicle',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 2140.5, target: 'main>section.hero>img' },
    { name: 'CLS', value: 0.04 },
    { name: 'FCP', value: 1210 },
    { name: 'TTFB', value: 320 },
    { name: 'INP', value: 96, target: 'button.gallery-next' },
  ],
  ...overrides,
});

describe('POST /api/analytics/web-vitals (the beacon)', () => {
  it('stores a page view with consent: page type, device, values and elements, nothing about the visitor; 204', async () => {
    const body = report();
    const res = await anon.post(ENDPOINT, body, withConsent('198.51.100.7'));
    expect(res.status).toBe(204);
    const rows = rowsOf(body.view);
    expect(rows.map((r) => [r.metric, r.value, r.target])).toEqual([
      ['CLS', 0.04, null],
      ['FCP', 1210, null],
      ['INP', 96, 'button.gallery-next'],
      ['LCP', 2140.5, 'main>section.hero>img'],
      ['TTFB', 320, null],
    ]);
    expect(rows.every((r) => r.page_type === 'vehicle' && r.device === 'mobile')).toBe(true);
    // No place for an address, a browser or a session: only the page view's random id.
    expect(Object.keys(rows[0]).sort()).toEqual(['created_at', 'device', 'id', 'metric', 'page_type', 'target', 'value', 'view']);
    expect(JSON.stringify(rows)).not.toMatch(/198\.51\.100\.7|node|undici/i);
  });

  it('replaces a metric the same page view reports again (its CLS grew after it came back)', async () => {
    const body = report({ metrics: [{ name: 'CLS', value: 0.02 }] });
    expect((await anon.post(ENDPOINT, body, withConsent('198.51.100.8'))).status).toBe(204);
    const before = stored();
    expect((await anon.post(ENDPOINT, { ...body, metrics: [{ name: 'CLS', value: 0.3 }] }, withConsent('198.51.100.8'))).status).toBe(204);
    expect(stored()).toBe(before);
    expect(rowsOf(body.view).map((r) => r.value)).toEqual([0.3]);
  });

  it.each([
    ['no consent cookie', { 'x-forwarded-for': '198.51.100.9' }],
    [
      'analytics declined',
      {
        cookie: `cookie_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: true, personalization: true }))}`,
        'x-forwarded-for': '198.51.100.9',
      },
    ],
    ['a corrupted consent cookie', { cookie: 'cookie_consent=%7Bnot-json', 'x-forwarded-for': '198.51.100.9' }],
  ])('refuses a report with %s: 403, nothing stored', async (_, headers) => {
    const before = stored();
    const res = await anon.post(ENDPOINT, report(), headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/consent/i);
    expect(stored()).toBe(before);
  });

  it.each([
    ['a missing view', { view: undefined }, 'view'],
    ['a view with odd characters', { view: '<script>alert(1)</script>' }, 'view'],
    ['an unknown page type', { pageType: 'checkout' }, 'pageType'],
    ['an unknown device', { device: 'watch' }, 'device'],
    ['no metrics', { metrics: [] }, 'metrics'],
    ['six metrics', { metrics: Array.from({ length: 6 }, () => ({ name: 'CLS', value: 0 })) }, 'metrics'],
    ['an unknown metric', { metrics: [{ name: 'FID', value: 12 }] }, 'metrics.0.name'],
    ['a negative value', { metrics: [{ name: 'LCP', value: -1 }] }, 'metrics.0.value'],
    ['a value as text', { metrics: [{ name: 'LCP', value: '2500' }] }, 'metrics.0.value'],
    ['an absurd value', { metrics: [{ name: 'TTFB', value: 1e12 }] }, 'metrics.0.value'],
    ['a target that is not text', { metrics: [{ name: 'LCP', value: 1, target: 42 }] }, 'metrics.0.target'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_, change, field) => {
    const before = stored();
    const res = await anon.post(ENDPOINT, report(change), withConsent('198.51.100.10'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(stored()).toBe(before);
  });

  it('refuses a body that is not JSON (415) and cuts a long element selector instead of failing', async () => {
    expect((await anon.post(ENDPOINT, 'view=x', { ...withConsent('198.51.100.11'), 'content-type': 'text/plain' })).status).toBe(415);
    const body = report({ metrics: [{ name: 'LCP', value: 900, target: `div>${'span.x>'.repeat(200)}img` }] });
    expect((await anon.post(ENDPOINT, body, withConsent('198.51.100.11'))).status).toBe(204);
    expect(String(rowsOf(body.view)[0].target)).toHaveLength(200);
  });

  it('stops one network past 60 reports a minute (a whole IPv6 /64 counts as one) while others still report', async () => {
    let accepted = 0;
    let refused: Awaited<ReturnType<ApiClient['post']>> | undefined;
    for (let i = 1; i <= 70 && !refused; i++) {
      const res = await anon.post(ENDPOINT, report(), withConsent(`2001:db8:43:1::${i.toString(16)}`));
      if (res.status === 204) accepted++;
      else refused = res;
    }
    expect(accepted).toBe(60);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    const before = stored();
    expect((await anon.post(ENDPOINT, report(), withConsent('2001:db8:43:1:ffff::1'))).status).toBe(429);
    expect(stored()).toBe(before);
    // A real visitor on another network, and one on IPv4, are not refused.
    expect((await anon.post(ENDPOINT, report(), withConsent('2001:db8:44:2::1'))).status).toBe(204);
    expect((await anon.post(ENDPOINT, report(), withConsent('203.0.113.5'))).status).toBe(204);
  });
});

describe('GET /api/analytics/web-vitals (staff)', () => {
  it('is for staff only, and refuses a bad window with 400 naming it', async () => {
    expect((await anon.get(ENDPOINT)).status).toBe(401);
    expect((await (await new ApiClient(server.url).loginAs('customer')).get(ENDPOINT)).status).toBe(401);
    const bad = await staff.get(`${ENDPOINT}?days=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('days');
  });

  it('answers the p75 per page type, device and metric with the page views behind it, rating and top element', async () => {
    // Compare pages on desktop: LCP 1000..8000 ms, the hero image responsible in 5 of 8 views.
    const lcps = [8000, 1000, 7000, 2000, 6000, 3000, 5000, 4000];
    for (const [i, value] of lcps.entries()) {
      const target = i < 5 ? 'main>img.hero' : 'h1.title';
      const res = await anon.post(
        ENDPOINT,
        report({
          pageType: 'compare',
          device: 'desktop',
          metrics: [
            { name: 'LCP', value, target },
            { name: 'CLS', value: i / 100 },
          ],
        }),
        withConsent(`192.0.2.${i + 1}`),
      );
      expect(res.status).toBe(204);
    }
    const res = await staff.get(ENDPOINT);
    expect(res.status).toBe(200);
    const rows = (res.body as { pageType: string; device: string }[]).filter((r) => r.pageType === 'compare');
    expect(rows).toEqual([
      {
        pageType: 'compare',
        device: 'desktop',
        metric: 'LCP',
        p75: 6000,
        count: 8,
        rating: 'poor',
        topElement: { target: 'main>img.hero', count: 5 },
      },
      { pageType: 'compare', device: 'desktop', metric: 'CLS', p75: 0.05, count: 8, rating: 'good', topElement: null },
    ]);
  });

  it('answers the weekly trend: every week, device and metric, this week holding the reports', async () => {
    const res = await staff.get(`${ENDPOINT}/weekly?weeks=4`);
    expect(res.status).toBe(200);
    const weeks = res.body as { weekStart: string; device: string; metric: string; p75: number | null; count: number }[];
    expect(weeks).toHaveLength(4 * 2 * 5);
    const starts = [...new Set(weeks.map((w) => w.weekStart))];
    expect(starts).toEqual([...starts].sort());
    const thisWeek = weeks.filter((w) => w.weekStart === starts.at(-1));
    const mobileLcp = thisWeek.find((w) => w.device === 'mobile' && w.metric === 'LCP')!;
    expect(mobileLcp.count).toBeGreaterThan(60);
    expect(mobileLcp.p75).toBe(2141);
    expect(weeks.filter((w) => w.weekStart === starts[0]).every((w) => w.count === 0 && w.p75 === null)).toBe(true);
  });
});

describe('the admin hears of a page type turning poor', () => {
  const toAddress = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '').toLowerCase();
  const alertMails = () => smtp.messages.filter((m) => /Website speed/.test(m.subject ?? ''));
  const jobRun = (since: number) => server.waitForOutput(/job web-vitals-alert: .*\n/, { since });

  it('once, by e-mail and on the dashboard, when the p75 is poor on 50 page views, not on 49', async () => {
    const poorInp = (i: number) =>
      anon.post(
        ENDPOINT,
        report({ pageType: 'account', device: 'mobile', metrics: [{ name: 'INP', value: 700, target: 'button#save-car' }] }),
        withConsent(`2001:db8:45:${i.toString(16)}::1`),
      );
    for (let i = 1; i <= 49; i++) expect((await poorInp(i)).status).toBe(204);
    let since = server.output().length;
    await jobRun(since);
    // The run after the 49th report has judged them: still nothing.
    since = server.output().length;
    await jobRun(since);
    expect(alertMails()).toHaveLength(0);
    expect((await staff.get(`${ENDPOINT}/alerts`)).body).toEqual([]);

    expect((await poorInp(50)).status).toBe(204);
    const mail = await smtp.waitFor((m) => /Website speed: INP is poor on My garage \(mobile\)/.test(m.subject ?? ''));
    // The admins with an e-mail address hear of it (the dealer's address only when none has one).
    expect(toAddress(mail)).toBe(TEST_ACCOUNTS.admin.email);
    expect(mail.text).toContain('INP on My garage (mobile): 700 ms at the 75th percentile of 50 page views');
    expect(mail.text).toContain('most often due to button#save-car (50 of the page views)');
    expect(mail.text).toContain('/admin/analytics');
    const alerts = (await staff.get(`${ENDPOINT}/alerts`)).body;
    expect(alerts).toEqual([expect.objectContaining({ pageType: 'account', device: 'mobile', metric: 'INP', p75: 700, visits: 50 })]);
    const dashboardLcp = (await staff.get(ENDPOINT)).body.find(
      (r: { pageType: string; metric: string }) => r.pageType === 'account' && r.metric === 'INP',
    );
    expect(dashboardLcp).toMatchObject({ rating: 'poor', count: 50, topElement: { target: 'button#save-car', count: 50 } });

    // Two more runs, still poor: no second e-mail.
    since = server.output().length;
    await jobRun(since);
    since = server.output().length;
    await jobRun(since);
    expect(alertMails().filter((m) => /INP is poor on My garage/.test(m.subject ?? ''))).toHaveLength(1);
  });
});
