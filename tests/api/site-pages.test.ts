import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, tableRows } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

/** The about, contact, privacy and terms pages' copy (site_blocks): roles, validation, publishing, the page cache. */
let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(() => server?.stop());

const page = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, state: res.headers.get('x-page-cache'), html: await res.text() };
};

const member = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sofia Reyes',
  role: 'Detailing Specialist',
  photo: '/media/0123456789abcdef0123456789abcdef.webp',
  photoAlt: 'Sofia Reyes in the studio',
  bio: 'Sofia prepares every car for its photographs and its new owner.',
  ...overrides,
});
const about = (overrides: Record<string, unknown> = {}) => ({
  storyTitle: 'One Car at a Time, Since {{foundedYear}}',
  story: 'We opened in {{foundedYear}}. Call us on {{phone}}.\n\nSecond paragraph <script>alert(1)</script>.',
  team: [member()],
  ...overrides,
});
const contact = (overrides: Record<string, unknown> = {}) => ({
  title: 'Talk to Us',
  intro: 'Ask about a car, or call {{phone}}; we reply within one business day.',
  salesText: 'Viewings and offers.',
  serviceText: 'Inspections and care.',
  ...overrides,
});
const legal = (marker: string) => ({
  body: `## 1. Who we are {#who-we-are}\n\n${marker} {{legalName}} is at {{address}}. ${'We keep it short. '.repeat(6)}\n\n## 2. Cookies {#cookies}\n\nOnly necessary ones <iframe src="https://evil.example/"></iframe><b onmouseover="alert(1)">really</b>.`,
});

const BLOCKS = [
  ['about', about()],
  ['contact', contact()],
  ['privacy', legal('Policy')],
  ['terms', legal('Terms')],
] as const;

describe('page copy: roles', () => {
  it('refuses visitors on every endpoint of every page block (401)', async () => {
    for (const [key] of BLOCKS)
      for (const [method, path] of [
        ['GET', `/api/site-content/${key}`],
        ['PUT', `/api/site-content/${key}`],
        ['POST', `/api/site-content/${key}/publish`],
        ['GET', `/api/site-content/${key}/revisions`],
        ['POST', `/api/site-content/${key}/revisions/1/restore`],
      ] as const)
        expect((await anon.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401);
  });

  it('lets an employee read and save drafts of each but not publish or restore', async () => {
    for (const [key, body] of BLOCKS) {
      const read = await staff.get(`/api/site-content/${key}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ key, canPublish: false, published: expect.any(Object) });
      expect((await staff.put(`/api/site-content/${key}`, body)).status, key).toBe(200);
      const before = tableRows(server, 'site_blocks');
      const publish = await staff.post(`/api/site-content/${key}/publish`);
      expect(publish.status, key).toBe(403);
      expect(publish.body.code).toBe('forbidden');
      const [revision] = (await staff.get(`/api/site-content/${key}/revisions`)).body;
      expect((await staff.post(`/api/site-content/${key}/revisions/${revision.id}/restore`)).status, key).toBe(403);
      expect(tableRows(server, 'site_blocks')).toEqual(before);
    }
  });
});

describe('page copy: validation (the field is named, nothing changes)', () => {
  it.each([
    ['about', 'no story heading', about({ storyTitle: '' }), 'storyTitle'],
    ['about', 'a story with an outside image', about({ story: 'Look ![x](https://evil.example/x.gif) at this car of ours.' }), 'story'],
    ['about', 'an unknown placeholder', about({ story: 'Call us on {{fax}} any day of the week.' }), 'story'],
    ['about', 'a team member without a name', about({ team: [member({ name: '' })] }), 'team.0.name'],
    ['about', 'a photo not from the media library', about({ team: [member({ photo: 'https://evil.example/a.jpg' })] }), 'team.0.photo'],
    ['about', 'a photo without alt text', about({ team: [member({ photoAlt: '' })] }), 'team.0.photoAlt'],
    ['about', 'team not a list', about({ team: 'Julian' }), 'team'],
    ['contact', 'no heading', contact({ title: '' }), 'title'],
    ['contact', 'a short introduction', contact({ intro: 'Hi.' }), 'intro'],
    ['contact', 'no sales text', contact({ salesText: undefined }), 'salesText'],
    ['privacy', 'a short text', { body: 'Too short.' }, 'body'],
    ['terms', 'no text', {}, 'body'],
    ['terms', 'not an object', ['a'], '_'],
  ])('%s: refuses %s', async (key, _, body, field) => {
    const before = tableRows(server, 'site_blocks');
    const res = await admin.put(`/api/site-content/${key}`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(tableRows(server, 'site_blocks')).toEqual(before);
  });

  it('answers 415 for a body that is not JSON', async () => {
    expect((await admin.put('/api/site-content/about', 'story=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
  });
});

describe('page copy: draft, preview, publish, restore', () => {
  it('the seeded pages show the starting copy; a draft changes nothing until published; publishing empties only its page', async () => {
    const seeded = await page('/about');
    expect(seeded.html).toContain('Built on One Car at a Time');
    expect(seeded.html).toContain('Natasha Volkova');

    expect((await admin.put('/api/site-content/about', about())).status).toBe(200);
    await page('/about');
    await page('/inventory');
    expect((await page('/about')).state).toBe('hit');
    expect((await page('/about')).html).not.toContain('Sofia Reyes');

    // Staff preview the draft in the page's layout: never cached, never indexed; visitors are sent away.
    const preview = await admin.get('/employee/site-content/preview/about');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    expect(String(preview.body)).toContain('Sofia Reyes');
    expect(String(preview.body)).toContain('unpublished draft');
    expect((await fetch(`${server.url}/employee/site-content/preview/about`, { redirect: 'manual' })).status).not.toBe(200);

    const published = await admin.post('/api/site-content/about/publish');
    expect(published.status).toBe(200);
    const live = await page('/about');
    expect(live.state).not.toBe('hit');
    expect(live.html).toContain('Sofia Reyes');
    expect(live.html).toContain('alt="Sofia Reyes in the studio"');
    // Placeholders are filled from the settings; nothing the author typed runs.
    expect(live.html).toMatch(/We opened in 20\d\d\. Call us on /);
    expect(live.html).not.toContain('{{');
    expect(live.html).not.toContain('<script>alert');
    expect((await page('/inventory')).state).toBe('hit');
  });

  it('a published legal page shows its date as "Last updated", its sections as the table of contents', async () => {
    const before = await page('/privacy-policy');
    expect(before.html).toContain('Last updated <time datetime="2025-04-13');
    expect(before.html).toContain('href="#cookies"');
    expect((await admin.put('/api/site-content/privacy', legal('Revised'))).status).toBe(200);
    expect((await admin.post('/api/site-content/privacy/publish')).status).toBe(200);
    const after = await page('/privacy-policy');
    const today = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date());
    expect(after.html).toContain(`>${today}</time>`);
    expect(after.html).toContain('<h2 id="who-we-are">1. Who we are</h2>');
    expect(after.html).toMatch(/<a href="#cookies"[^>]*>2. Cookies<\/a>/);
    expect(after.html).not.toMatch(/<iframe|onmouseover/);
    expect(after.html).not.toContain('{#');
    // The terms were not touched.
    expect((await page('/terms')).html).toContain('Last updated <time datetime="2025-04-13');
  });

  it('restores a published version of the contact page, and logs every publish and restore', async () => {
    const [seededVersion] = (await admin.get('/api/site-content/contact/revisions')).body.slice(-1);
    expect((await admin.put('/api/site-content/contact', contact())).status).toBe(200);
    expect((await admin.post('/api/site-content/contact/publish')).status).toBe(200);
    expect((await page('/contact')).html).toContain('Talk to Us');
    const publishes = countOf(server, 'activity_log', "action = 'site_block.published'");
    const restored = await admin.post(`/api/site-content/contact/revisions/${seededVersion.id}/restore`);
    expect(restored.status).toBe(200);
    const html = (await page('/contact')).html;
    expect(html).toContain('We Would Be Glad to Hear From You');
    expect(html).not.toContain('Talk to Us');
    expect(countOf(server, 'activity_log', "action = 'site_block.restored'")).toBeGreaterThanOrEqual(1);
    expect(countOf(server, 'activity_log', "action = 'site_block.published'")).toBe(publishes);
  });
});

describe('previews: one address for every page staff edit', () => {
  it('answers each page at /employee/site-content/preview/<page> for staff as that page, uncached and noindex; anything else is a 404', async () => {
    const PAGES = {
      home: '/',
      services: '/services',
      gallery: '/gallery',
      faq: '/faq',
      about: '/about',
      contact: '/contact',
      privacy: '/privacy-policy',
      terms: '/terms',
    };
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    for (const [name, path] of Object.entries(PAGES)) {
      const res = await staff.get(`/employee/site-content/preview/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('cache-control'), name).toBe('no-store');
      expect(res.headers.get('x-robots-tag'), name).toContain('noindex');
      expect(String(res.body), name).toContain('data-preview-banner');
      expect(title(String(res.body)), name).toBe(title((await page(path)).html));
    }
    expect((await staff.get('/employee/site-content/preview/hero')).status).toBe(404);
    expect((await staff.get('/employee/site-content/preview/__proto__')).status).toBe(404);
  });
});
