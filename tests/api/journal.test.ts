import { create } from 'xmlbuilder2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, tableRows } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  // The journal-schedule job every second, not 15 s: the scheduled post is waited for, not slept past.
  server = await startTestServer({ env: { JOB_INTERVAL_MAX: '1s' } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(() => server?.stop());

let n = 0;
const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: `A Spring Drive Through Muskoka ${++n}`,
  excerpt: 'Six cars, one lake road and a long lunch: our spring client drive.',
  content: '## The route\n\nWe left Vaughan at eight and took the long way north.',
  author: 'Atelier Motor Gallery Team',
  category: 'Events',
  tags: ['Drives', 'events'],
  metaTitle: 'Spring Drive Through Muskoka',
  metaDescription: 'Our spring client drive: six cars, one lake road, one long lunch.',
  ...overrides,
});
const page = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, state: res.headers.get('x-page-cache'), html: await res.text() };
};
const staffId = () => (server.sqlite().prepare("select id from users where username = 'staff'").get() as { id: number }).id;

describe('journal endpoints: roles', () => {
  it('refuses visitors on every staff endpoint (401)', async () => {
    for (const [method, path] of [
      ['GET', '/api/journal'],
      ['POST', '/api/journal'],
      ['GET', '/api/journal/1'],
      ['PUT', '/api/journal/1'],
      ['DELETE', '/api/journal/1'],
      ['POST', '/api/journal/1/publish'],
      ['POST', '/api/journal/1/unpublish'],
      ['GET', '/api/journal/1/revisions'],
      ['POST', '/api/journal/1/revisions/1/restore'],
      ['PUT', '/api/users/1/publishing'],
    ] as const) {
      const res = await anon.request(method, path, method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets an employee write and save drafts but not publish, unpublish or restore until an admin allows it', async () => {
    const created = await staff.post('/api/journal', postBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', slug: expect.stringMatching(/^a-spring-drive-through-muskoka-\d+$/) });
    const id = created.body.id as number;
    expect((await staff.put(`/api/journal/${id}`, postBody({ title: 'Edited by staff' }))).status).toBe(200);
    expect((await staff.get('/api/journal')).body.canPublish).toBe(false);
    const before = tableRows(server, 'blog_posts');
    for (const path of [`/api/journal/${id}/publish`, `/api/journal/${id}/unpublish`, `/api/journal/${id}/revisions/1/restore`]) {
      const res = await staff.post(path, {});
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    expect(tableRows(server, 'blog_posts')).toEqual(before);

    // Only an admin grants publishing; the grant is in the activity log.
    expect((await staff.put(`/api/users/${staffId()}/publishing`, { canPublish: true })).status).toBe(403);
    expect((await admin.put(`/api/users/${staffId()}/publishing`, { canPublish: 'yes' })).status).toBe(400);
    expect((await admin.put(`/api/users/${staffId()}/publishing`, { canPublish: true })).status).toBe(200);
    expect(countOf(server, 'activity_log', "action = 'user.publishing_granted'")).toBe(1);
    expect((await staff.get('/api/journal')).body.canPublish).toBe(true);
    const published = await staff.post(`/api/journal/${id}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');

    expect((await admin.put(`/api/users/${staffId()}/publishing`, { canPublish: false })).status).toBe(200);
    expect((await staff.post(`/api/journal/${id}/unpublish`, {})).status).toBe(403);
    // Deleting what visitors see takes the right to publish too.
    expect((await staff.delete(`/api/journal/${id}`)).status).toBe(403);
  });
});

describe('deleting a journal post', () => {
  it('is for admins and granted publishers only, drafts included, and is in the activity log', async () => {
    const draft = (await staff.post('/api/journal', postBody())).body.id as number;
    // A plain employee cannot delete, not even a draft: nothing changes.
    const refused = await staff.delete(`/api/journal/${draft}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect(countOf(server, 'blog_posts', `id = ${draft}`)).toBe(1);

    const before = countOf(server, 'activity_log', "action = 'blog_post.deleted'");
    const deleted = await admin.delete(`/api/journal/${draft}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect(countOf(server, 'blog_posts', `id = ${draft}`)).toBe(0);
    expect(countOf(server, 'activity_log', "action = 'blog_post.deleted'")).toBe(before + 1);
    expect((await admin.delete(`/api/journal/${draft}`)).status).toBe(404);

    // An employee an admin allowed to publish may delete a published post; it leaves the journal.
    const live = (await admin.post('/api/journal', postBody())).body as { id: number; slug: string };
    expect((await admin.post(`/api/journal/${live.id}/publish`, {})).status).toBe(200);
    expect((await page(`/journal/${live.slug}`)).status).toBe(200);
    expect((await admin.put(`/api/users/${staffId()}/publishing`, { canPublish: true })).status).toBe(200);
    try {
      expect((await staff.delete(`/api/journal/${live.id}`)).status).toBe(200);
    } finally {
      await admin.put(`/api/users/${staffId()}/publishing`, { canPublish: false });
    }
    expect((await page(`/journal/${live.slug}`)).status).toBe(404);
    expect(countOf(server, 'activity_log', "action = 'blog_post.deleted'")).toBe(before + 2);
  });
});

describe('journal endpoints: validation (the field is named, nothing changes)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no title', { title: '' }, 'title'],
    ['a meta title over 70', { metaTitle: 'x'.repeat(71) }, 'metaTitle'],
    ['a meta description over 160', { metaDescription: 'x'.repeat(161) }, 'metaDescription'],
    ['an image from elsewhere', { content: 'Look: ![A coupe](https://evil.example/a.jpg) and more words here.' }, 'content'],
    ['an image without alt text', { content: 'Look at this photograph: ![](/media/abc.webp) it is lovely.' }, 'content'],
    ['a featured image not from the library', { featuredImage: 'https://evil.example/a.jpg', featuredImageAlt: 'x' }, 'featuredImage'],
    ['a featured image without alt text', { featuredImage: '/media/abc.webp' }, 'featuredImageAlt'],
    ['a bad slug', { slug: 'Not A Slug!' }, 'slug'],
    ['tags not a list', { tags: 'a,b' }, 'tags'],
  ];
  it.each(cases)('refuses %s', async (_, overrides, field) => {
    const before = countOf(server, 'blog_posts');
    const res = await staff.post('/api/journal', postBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(countOf(server, 'blog_posts')).toBe(before);
  });

  it('answers 404 for a post that does not exist, and 415 for a body that is not JSON', async () => {
    expect((await admin.get('/api/journal/999999')).status).toBe(404);
    expect((await admin.put('/api/journal/999999', postBody())).status).toBe(404);
    expect((await admin.post('/api/journal/999999/publish', {})).status).toBe(404);
    expect((await admin.post('/api/journal', 'title=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('keeps slugs unique: the same title twice gets a numbered slug', async () => {
    const a = await staff.post('/api/journal', postBody({ title: 'Twin Turbo Twins' }));
    const b = await staff.post('/api/journal', postBody({ title: 'Twin Turbo Twins' }));
    expect([a.body.slug, b.body.slug]).toEqual(['twin-turbo-twins', 'twin-turbo-twins-2']);
  });
});

describe('publishing, drafts of a live post, revisions and restore', () => {
  it('shows a post only once published; an edit waits as a draft; any published version can be restored', async () => {
    const { body: post } = await staff.post(
      '/api/journal',
      postBody({ title: 'Concours Weekend', content: 'First version of the story, long enough.' }),
    );
    expect((await page(`/journal/${post.slug}`)).status).toBe(404);
    expect((await admin.post(`/api/journal/${post.id}/publish`, {})).status).toBe(200);
    expect((await page(`/journal/${post.slug}`)).html).toContain('First version of the story');

    // An edit to a live post: visitors keep the published text until it is published.
    await staff.put(
      `/api/journal/${post.id}`,
      postBody({ title: 'Concours Weekend', slug: post.slug, content: 'Second version, rewritten.' }),
    );
    const live = await page(`/journal/${post.slug}`);
    expect(live.html).toContain('First version of the story');
    expect(live.html).not.toContain('Second version');
    expect((await staff.get(`/api/journal/${post.id}`)).body).toMatchObject({ hasDraft: true, content: 'Second version, rewritten.' });
    await admin.post(`/api/journal/${post.id}/publish`, {});
    expect((await page(`/journal/${post.slug}`)).html).toContain('Second version, rewritten.');

    const revisions = (await admin.get(`/api/journal/${post.id}/revisions`)).body as { id: number; actorName: string; action: string }[];
    expect(revisions).toHaveLength(2);
    expect(revisions.every((r) => r.action === 'publish' && r.actorName.length > 0)).toBe(true);
    const restored = await admin.post(`/api/journal/${post.id}/revisions/${revisions[1]!.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect((await page(`/journal/${post.slug}`)).html).toContain('First version of the story');
    expect((await admin.get(`/api/journal/${post.id}/revisions`)).body[0].action).toBe('restore');
    expect((await admin.post(`/api/journal/${post.id}/revisions/99999/restore`, {})).status).toBe(404);
    const actions = server
      .sqlite()
      .prepare("select action from activity_log where entity_type = 'blog_post' and entity_id = ? order by id")
      .all(post.id)
      .map((r) => (r as { action: string }).action);
    expect(actions).toEqual(['blog_post.created', 'blog_post.published', 'blog_post.updated', 'blog_post.published', 'blog_post.restored']);

    expect((await admin.post(`/api/journal/${post.id}/unpublish`, {})).status).toBe(200);
    expect((await page(`/journal/${post.slug}`)).status).toBe(404);
  });

  it('renders staff Markdown through the allow-list: a script in a post never reaches the page', async () => {
    const { body: post } = await staff.post(
      '/api/journal',
      postBody({
        content: 'Hello <script>alert(1)</script> <iframe src=x onload=alert(2)></iframe> [x](javascript:alert(3)) **bold** text here.',
      }),
    );
    await admin.post(`/api/journal/${post.id}/publish`, {});
    const { html } = await page(`/journal/${post.slug}`);
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/alert\(1\)|onload=alert|<iframe|javascript:alert/);
  });

  it('a scheduled post goes live at its time without anyone saving it, even past a cached journal page', async () => {
    const { body: post } = await staff.post('/api/journal', postBody({ title: 'Scheduled Arrival Story' }));
    const at = new Date(Date.now() + 3_000);
    const scheduled = await admin.post(`/api/journal/${post.id}/publish`, { publishAt: at.toISOString() });
    expect(scheduled.body.status).toBe('scheduled');
    expect((await page(`/journal/${post.slug}`)).status).toBe(404);
    await page('/journal');
    expect((await page('/journal')).state).toBe('hit');
    expect((await page('/journal')).html).not.toContain('Scheduled Arrival Story');
    // The journal-schedule job empties the journal's cached pages once the time has come.
    const deadline = Date.now() + 25_000;
    let shown = false;
    while (!shown && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      shown = (await page('/journal')).html.includes('Scheduled Arrival Story');
    }
    expect(shown).toBe(true);
    expect((await page(`/journal/${post.slug}`)).status).toBe(200);
  }, 40_000);

  it('publishing a post empties only the journal’s cached pages: /inventory stays cached', async () => {
    await page('/inventory');
    expect((await page('/inventory')).state).toBe('hit');
    await page('/journal');
    expect((await page('/journal')).state).toBe('hit');
    const { body: post } = await staff.post('/api/journal', postBody());
    expect((await page('/inventory')).state).toBe('hit'); // a draft changes no public page
    expect((await page('/journal')).state).toBe('hit');
    await admin.post(`/api/journal/${post.id}/publish`, {});
    expect((await page('/inventory')).state).toBe('hit');
    expect((await page('/journal')).state).toBe('miss');
  });
});

describe('the public journal', () => {
  it('lists the seeded posts with categories, tags and paging links', async () => {
    const { status, html } = await page('/journal');
    expect(status).toBe(200);
    expect(html).toContain('What to Check Before Buying a Used Exotic');
    expect(html).toContain('href="/journal?category=Buying+Guides"');
    expect(html).toContain('href="/journal?tag=consignment"');
    const filtered = await page('/journal?category=Selling+Your+Car');
    expect(filtered.html).toContain('Consignment vs. Trade-In');
    expect(filtered.html).not.toContain('What to Check Before Buying a Used Exotic');
    expect((await page('/journal?tag=consignment')).html).toContain('Consignment vs. Trade-In');
  });

  it('shows a post with its featured image, author, date, reading time, vehicle cards, BlogPosting JSON-LD, OG and canonical', async () => {
    const { status, html } = await page('/journal/what-to-check-before-buying-a-used-exotic');
    expect(status).toBe(200);
    expect(html).toMatch(/<img src="\/media\/[^"]+" alt="A Rosso Corsa Ferrari F8 Tributo/);
    expect(html).toContain('By Atelier Motor Gallery Team');
    expect(html).toMatch(/\d+ min read/);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.ateliermotorgallery.ca/journal/what-to-check-before-buying-a-used-exotic"',
    );
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'What to Check Before Buying a Used Exotic',
      datePublished: expect.any(String),
      author: { name: 'Atelier Motor Gallery Team' },
    });
    // The cards of the vehicles it links to: the F8 with its all-in price, the sold 720S as sold.
    expect(html).toContain('Vehicles in this story');
    expect(html).toMatch(/F8 Tributo[\s\S]*\$[\d,]+/);
    expect(html).toMatch(/720S Performance[\s\S]*Sold/);
  });

  it('publishes a valid RSS 2.0 feed (parsed back) and lists posts in both sitemaps', async () => {
    const res = await fetch(`${server.url}/journal/rss.xml`);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const feed = create(await res.text()).end({ format: 'object' }) as any;
    expect(feed.rss['@version']).toBe('2.0');
    const items = [feed.rss.channel.item].flat();
    const titles = items.map((i: { title: string }) => i.title);
    expect(titles).toContain('What to Check Before Buying a Used Exotic');
    for (const item of items) {
      expect(item.link).toMatch(/^https:\/\/www\.ateliermotorgallery\.ca\/journal\/[a-z0-9-]+$/);
      expect(new Date(item.pubDate).getTime()).not.toBeNaN();
    }
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain('/journal/what-to-check-before-buying-a-used-exotic</loc>');
    expect((await page('/sitemap')).html).toContain('href="/journal/consignment-vs-trade-in"');
  });

  it('previews a draft for staff only, uncached and noindex', async () => {
    const { body: post } = await staff.post('/api/journal', postBody({ title: 'A Draft Only Staff See' }));
    const asVisitor = await anon.get(`/employee/journal/preview/${post.id}`);
    expect(asVisitor.status).toBe(302);
    const res = await staff.request('GET', `/employee/journal/preview/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('A Draft Only Staff See');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body).toContain('data-preview-banner');
  });
});
