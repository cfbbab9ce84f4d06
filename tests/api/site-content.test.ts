import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, tableRows } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

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

const faq = (question = 'Do you ship cars to the United States?') => ({
  items: [
    { question, answer: 'Yes, with the **export paperwork** done for you. <script>alert(1)</script>' },
    { question: 'Do you buy cars outright?', answer: 'We do, after an appraisal of the car and its records.' },
  ],
});
const page = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, state: res.headers.get('x-page-cache'), html: await res.text() };
};

describe('site content (the FAQ): roles', () => {
  it('refuses visitors everywhere (401) and unknown blocks (404)', async () => {
    for (const [method, path] of [
      ['GET', '/api/site-content/faq'],
      ['PUT', '/api/site-content/faq'],
      ['POST', '/api/site-content/faq/publish'],
      ['GET', '/api/site-content/faq/revisions'],
      ['POST', '/api/site-content/faq/revisions/1/restore'],
    ] as const)
      expect((await anon.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401);
    expect((await admin.get('/api/site-content/no-such-block')).status).toBe(404);
    expect((await admin.put('/api/site-content/no-such-block', faq())).status).toBe(404);
  });

  it('lets an employee save a draft but not publish or restore', async () => {
    expect((await staff.put('/api/site-content/faq', faq())).status).toBe(200);
    const before = tableRows(server, 'site_blocks');
    expect((await staff.post('/api/site-content/faq/publish')).status).toBe(403);
    const [revision] = (await staff.get('/api/site-content/faq/revisions')).body;
    expect((await staff.post(`/api/site-content/faq/revisions/${revision.id}/restore`)).status).toBe(403);
    expect(tableRows(server, 'site_blocks')).toEqual(before);
  });
});

describe('site content (the FAQ): validation', () => {
  it.each([
    ['no items', { items: [] }, 'items'],
    ['a short question', { items: [{ question: 'Hm?', answer: 'A long enough answer.' }] }, 'items.0.question'],
    [
      'an answer with an outside image',
      { items: [{ question: 'What is this?', answer: 'See ![x](https://evil.example/x.gif) here.' }] },
      'items.0.answer',
    ],
    ['not an object', ['a'], '_'],
  ])('refuses %s, naming the field, changing nothing', async (_, body, field) => {
    const before = tableRows(server, 'site_blocks');
    const res = await admin.put('/api/site-content/faq', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(tableRows(server, 'site_blocks')).toEqual(before);
  });
});

describe('site content (the FAQ): draft, preview, publish, revisions', () => {
  it('the seeded FAQ is live with FAQPage JSON-LD; a draft changes nothing until published; publishing keeps /inventory cached', async () => {
    const seeded = await page('/faq');
    expect(seeded.status).toBe(200);
    expect(seeded.html).toContain('Do I need an appointment to see a car?');
    const ld = [...seeded.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    expect(ld.find((d) => d['@type'] === 'FAQPage').mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Do I need an appointment to see a car?',
      acceptedAnswer: { '@type': 'Answer' },
    });

    await page('/inventory');
    expect((await page('/inventory')).state).toBe('hit');
    expect((await page('/faq')).state).toBe('hit');
    expect((await admin.put('/api/site-content/faq', faq('Do you export to the United States?'))).status).toBe(200);
    expect((await page('/faq')).html).not.toContain('Do you export to the United States?');
    const preview = await admin.request('GET', '/employee/site-content/preview/faq');
    expect(preview.body).toContain('Do you export to the United States?');
    expect(preview.body).toContain('<meta name="robots" content="noindex"');
    expect(preview.headers.get('cache-control')).toContain('no-store');

    const published = await admin.post('/api/site-content/faq/publish');
    expect(published.status).toBe(200);
    expect((await page('/inventory')).state).toBe('hit');
    const live = await page('/faq');
    expect(live.state).toBe('miss');
    expect(live.html).toContain('Do you export to the United States?');
    expect(live.html).toContain('<strong>export paperwork</strong>');
    expect(live.html).not.toContain('alert(1)');
    expect((await admin.post('/api/site-content/faq/publish')).status).toBe(409); // nothing left to publish
  });

  it('restores any published version and logs every publish and restore', async () => {
    const revisions = (await admin.get('/api/site-content/faq/revisions')).body as { id: number; action: string; actorName: string }[];
    const seeded = revisions.at(-1)!;
    expect((await admin.post(`/api/site-content/faq/revisions/${seeded.id}/restore`)).status).toBe(200);
    const { html } = await page('/faq');
    expect(html).toContain('Do I need an appointment to see a car?');
    expect(html).not.toContain('Do you export to the United States?');
    expect((await admin.get('/api/site-content/faq/revisions')).body[0]).toMatchObject({ action: 'restore' });
    expect((await admin.post('/api/site-content/faq/revisions/999999/restore')).status).toBe(404);
    expect(countOf(server, 'activity_log', "action = 'site_block.published'")).toBeGreaterThanOrEqual(1);
    expect(countOf(server, 'activity_log', "action = 'site_block.restored'")).toBe(1);
  });
});
