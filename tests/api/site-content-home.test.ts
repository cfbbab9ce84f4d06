import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, fileOf, imageBytes, tableRows } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

// The home page's hero and promo banner, the services and the gallery: blocks of site content (site_blocks), edited
// through /api/site-content/{key} as the FAQ is (site-content.test.ts pins the FAQ).
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
/** The block as visitors see it now (what the editor starts from). */
const shown = async (key: string) => (await admin.get(`/api/site-content/${key}`)).body.shown;

const KEYS = ['hero', 'promo', 'services', 'gallery'] as const;

describe('home, services and gallery blocks: roles', () => {
  it.each(KEYS)('%s: visitors are refused everywhere (401)', async (key) => {
    for (const [method, path] of [
      ['GET', `/api/site-content/${key}`],
      ['PUT', `/api/site-content/${key}`],
      ['POST', `/api/site-content/${key}/publish`],
      ['GET', `/api/site-content/${key}/revisions`],
      ['POST', `/api/site-content/${key}/revisions/1/restore`],
    ] as const)
      expect((await anon.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401);
  });

  it.each(KEYS)('%s: an employee saves a draft but cannot publish or restore; nothing visitors see changes', async (key) => {
    const block = await shown(key);
    expect((await staff.put(`/api/site-content/${key}`, block)).status).toBe(200);
    const before = tableRows(server, 'site_blocks');
    const refused = await staff.post(`/api/site-content/${key}/publish`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/admin/);
    const [revision] = (await staff.get(`/api/site-content/${key}/revisions`)).body;
    expect(revision).toMatchObject({ action: 'publish' }); // the seed's first version
    expect((await staff.post(`/api/site-content/${key}/revisions/${revision.id}/restore`)).status).toBe(403);
    expect(tableRows(server, 'site_blocks')).toEqual(before);
  });

  it('GET tells the editor whether the caller may publish', async () => {
    expect((await staff.get('/api/site-content/hero')).body.canPublish).toBe(false);
    expect((await admin.get('/api/site-content/hero')).body.canPublish).toBe(true);
  });
});

describe('home, services and gallery blocks: validation', () => {
  it.each([
    ['hero', 'a blank heading', (b: any) => ((b.slides[0].heading = ''), b), 'slides.0.heading', /^Heading/],
    ['hero', 'an image from another site', (b: any) => ((b.slides[1].image = 'https://evil.example/a.jpg'), b), 'slides.1.image', /^Image/],
    ['hero', 'no alt text', (b: any) => ((b.slides[0].alt = ' '), b), 'slides.0.alt', /^Alt text/],
    [
      'hero',
      'a javascript: button link',
      (b: any) => ((b.slides[0].buttonLink = 'javascript:alert(1)'), b),
      'slides.0.buttonLink',
      /^Button link/,
    ],
    ['hero', 'every slide off', (b: any) => (b.slides.forEach((s: any) => (s.enabled = false)), b), 'slides', /at least one slide on/],
    ['promo', 'variant B without a title', (b: any) => ((b.b.title = ''), b), 'b.title', /^Title/],
    ['promo', 'no variant A', (b: any) => (delete b.a, b), 'a', /./],
    ['services', 'an anchor with spaces', (b: any) => ((b.services[0].anchor = 'Trade In'), b), 'services.0.anchor', /^Anchor/],
    ['services', 'an unknown icon', (b: any) => ((b.services[2].icon = 'rocket'), b), 'services.2.icon', /^Icon/],
    ['services', 'two services with one anchor', (b: any) => ((b.services[1].anchor = b.services[0].anchor), b), 'services', /own anchor/],
    ['gallery', 'an unknown category', (b: any) => ((b.items[0].category = 'races'), b), 'items.0.category', /^Category/],
    ['gallery', 'a picture without alt text', (b: any) => ((b.items[3].alt = ''), b), 'items.3.alt', /^Alt text/],
    ['gallery', 'not an object', () => ['a'], '_', /object/],
  ])('%s: refuses %s, naming the field, changing nothing', async (key, _, spoil, field, message) => {
    const body = spoil(structuredClone(await shown(key)));
    const before = tableRows(server, 'site_blocks');
    const res = await admin.put(`/api/site-content/${key}`, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(message);
    expect(tableRows(server, 'site_blocks')).toEqual(before);
  });

  it('refuses a body that is not JSON (415)', async () => {
    const res = await admin.put('/api/site-content/hero', 'heading=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
  });
});

describe('home, services and gallery blocks: draft, preview, publish, revisions', () => {
  it('the seeded copy is what the pages showed before the move (hero, banner, services, gallery)', async () => {
    const home = await page('/');
    expect(home.html).toContain('Welcome to Atelier Motor Gallery');
    expect(home.html).toContain('/art/hero-welcome-960.webp');
    expect(home.html).toContain('Drive Home Sooner, from 3.99% APR');
    expect(home.html).toContain('Rate on approved credit; example terms on our financing page. OAC.');
    expect(home.html).toContain('href="/services#vehicle-sourcing"');
    const services = await page('/services');
    expect(services.html).toContain('id="consignment"');
    expect(services.html).toContain('/art/gallery-showroom-2-960.webp');
    const gallery = await page('/gallery');
    expect(gallery.html).toContain('Forged wheel and drilled brakes');
    expect(gallery.html).toContain('/art/gallery-showroom-1-960.webp');
  });

  it('a hero draft is previewed (noindex, not stored) but not shown; publishing empties / and keeps /inventory cached', async () => {
    await page('/');
    await page('/inventory');
    expect((await page('/')).state).toBe('hit');
    expect((await page('/inventory')).state).toBe('hit');

    const hero = await shown('hero');
    hero.slides[0].heading = 'A Private Gallery of Rare Cars';
    expect((await admin.put('/api/site-content/hero', hero)).status).toBe(200);
    expect((await page('/')).html).not.toContain('A Private Gallery of Rare Cars');
    const preview = await admin.request('GET', '/employee/site-content/preview/home');
    expect(preview.status).toBe(200);
    expect(preview.body).toContain('A Private Gallery of Rare Cars');
    expect(preview.body).toContain('<meta name="robots" content="noindex"');
    expect(preview.headers.get('cache-control')).toContain('no-store');
    expect((await anon.request('GET', '/employee/site-content/preview/home')).status).not.toBe(200);

    expect((await admin.post('/api/site-content/hero/publish')).status).toBe(200);
    expect((await page('/inventory')).state).toBe('hit');
    const live = await page('/');
    expect(live.state).toBe('miss');
    expect(live.html).toContain('A Private Gallery of Rare Cars');
    expect(live.html).not.toContain('Welcome to Atelier Motor Gallery');
    expect(live.html).not.toContain('name="robots"');
    expect((await page('/')).state).toBe('hit');
    expect((await admin.post('/api/site-content/hero/publish')).status).toBe(409); // nothing left to publish
  });

  it('a slide turned off leaves the page; the promo banner keeps both A/B variants with the new words', async () => {
    const hero = await shown('hero');
    hero.slides[2].enabled = false;
    expect((await admin.put('/api/site-content/hero', hero)).status).toBe(200);
    const promo = await shown('promo');
    promo.b.title = 'Fifty New Arrivals This Season';
    expect((await admin.put('/api/site-content/promo', promo)).status).toBe(200);
    for (const key of ['hero', 'promo']) expect((await admin.post(`/api/site-content/${key}/publish`)).status).toBe(200);
    const { html } = await page('/');
    expect(html).not.toContain('A Purchase as Considered as the Car');
    expect(html).toContain('data-promo-ab data-variant="A"');
    expect(html).toMatch(/<template data-promo-alt>[\s\S]*Fifty New Arrivals This Season[\s\S]*<\/template>/);
    expect(html).toContain('data-promo-link');
  });

  it('a service published shows on / and /services; a gallery picture uploaded to the media library shows on /gallery', async () => {
    const services = await shown('services');
    services.services[0].title = 'Private Sourcing';
    services.services[0].text = 'First paragraph of the new text.\n\nSecond paragraph, on its own.';
    expect((await admin.put('/api/site-content/services', services)).status).toBe(200);
    expect((await admin.post('/api/site-content/services/publish')).status).toBe(200);
    expect((await page('/')).html).toContain('Private Sourcing');
    const servicesPage = (await page('/services')).html;
    expect(servicesPage).toContain('<p class="mt-5 leading-relaxed text-muted">Second paragraph, on its own.</p>');

    const form = new FormData();
    form.append('images', fileOf(new Uint8Array(await imageBytes('jpeg', { width: 320, height: 200 })), 'evening.jpg', 'image/jpeg'));
    const upload = await admin.post('/api/upload/images', form);
    expect(upload.status).toBe(201);
    const url: string = upload.body.files[0].url;
    const gallery = await shown('gallery');
    gallery.items.unshift({
      image: url,
      alt: 'A client collecting a silver coupé',
      title: 'Handover',
      caption: 'Keys handed over.',
      category: 'deliveries',
    });
    expect((await staff.put('/api/site-content/gallery', gallery)).status).toBe(200); // an employee drafts it
    const preview = await staff.request('GET', '/employee/site-content/preview/gallery');
    expect(preview.body).toContain(url);
    expect((await page('/gallery')).html).not.toContain(url);
    expect((await admin.post('/api/site-content/gallery/publish')).status).toBe(200);
    const live = (await page('/gallery')).html;
    expect(live).toContain(url);
    expect(live).toContain('A client collecting a silver coupé');
  });

  it('restores the seeded hero, recorded as a revision and in the activity log', async () => {
    const revisions = (await admin.get('/api/site-content/hero/revisions')).body as { id: number; action: string }[];
    expect(revisions.length).toBeGreaterThanOrEqual(3);
    expect((await admin.post(`/api/site-content/hero/revisions/${revisions.at(-1)!.id}/restore`)).status).toBe(200);
    const { html } = await page('/');
    expect(html).toContain('Welcome to Atelier Motor Gallery');
    expect(html).toContain('A Purchase as Considered as the Car');
    expect((await admin.get('/api/site-content/hero/revisions')).body[0]).toMatchObject({ action: 'restore' });
    expect(countOf(server, 'activity_log', "action = 'site_block.restored'")).toBeGreaterThanOrEqual(1);
  });
});

describe('a database with no blocks (SEED=none)', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ seed: false });
  });
  afterAll(() => bare?.stop());

  it('shows the starting copy, so nothing looks different before a first publish', async () => {
    expect(countOf(bare, 'site_blocks')).toBe(0);
    const get = async (path: string) => (await fetch(bare.url + path)).text();
    const home = await get('/');
    expect(home).toContain('Welcome to Atelier Motor Gallery');
    expect(home).toContain('Drive Home Sooner, from 3.99% APR');
    expect(home).toContain('Services for Discerning Owners');
    expect(home).toContain('href="/services#consignment"');
    expect(await get('/services')).toContain('id="vehicle-sourcing"');
    expect(await get('/gallery')).toContain('Forged wheel and drilled brakes');
  });
});
