// The page cache's model over HTTP (docs/caches.md): a page is kept with the data versions it was rendered
// from and the moment it changes by time alone. So /book never offers a taken slot, and offers a held one
// again once the hold runs out; a visitor's testimonial, lead or booking empties no page it does not change;
// a staff approval refreshes the pages that show testimonials; a write by another process is seen too.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let staff: ApiClient;

beforeAll(async () => {
  // TRUST_PROXY=1: each visitor names their own address, so no test meets another's rate limit.
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(() => server?.stop());

let visitors = 0;
/** A new anonymous visitor, from an address of their own. */
const visitor = () => {
  visitors += 1;
  return { client: new ApiClient(server.url), headers: { 'x-forwarded-for': `198.18.${visitors}.1` } };
};

async function visit(pathname: string) {
  const res = await fetch(server.url + pathname);
  return { state: res.headers.get('x-page-cache'), html: await res.text() };
}

/** Visits until the page is a cache hit, so a later `miss` can only come from a write. */
async function warm(pathname: string) {
  for (let i = 0; i < 3; i++) if ((await visit(pathname)).state === 'hit') return;
  throw new Error(`${pathname} never became a cache hit`);
}

/** Checks a condition on the page until it holds or `ms` passed (a change another process made, or time). */
async function eventually(pathname: string, holds: (page: { state: string | null; html: string }) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const page = await visit(pathname);
    if (holds(page)) return page;
    if (Date.now() > deadline) throw new Error(`${pathname}: the condition did not hold within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function firstFreeSlot(): Promise<{ date: string; start: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const { days } = (await staff.get(`/api/appointments/days?from=${today}&count=21`)).body as { days: { date: string; free: number }[] };
  const date = days.find((d) => d.free > 1)!.date;
  const { slots } = (await staff.get(`/api/appointments/slots?date=${date}`)).body as { slots: { start: string }[] };
  return { date, start: slots[0]!.start };
}

async function book(start: string, email: string) {
  const { client, headers } = visitor();
  const res = await client.post(
    '/api/appointments',
    { kind: 'viewing', name: 'Ann Visitor', email, phone: '416-555-0101', start },
    headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; holdUntil: string | null };
}

const writable = () => new Database(path.join(server.dataDir, 'dealership.sqlite'));

describe('/book', () => {
  it('never offers a slot once it is booked, and keeps it gone', async () => {
    const { date, start } = await firstFreeSlot();
    const page = `/book?date=${date}`;
    await warm(page);
    expect((await visit(page)).html).toContain(start);

    await book(start, 'booked-slot@example.com');
    const after = await visit(page);
    expect(after.state).toBe('miss');
    expect(after.html).not.toContain(start);
    const again = await visit(page);
    expect(again.state).toBe('hit');
    expect(again.html).not.toContain(start);
  });

  it('offers a held slot again once its hold runs out, with no write to tell it', async () => {
    const { date, start } = await firstFreeSlot();
    const page = `/book?date=${date}`;
    const { id } = await book(start, 'held-slot@example.com');
    // The hold ends in two seconds (a write by another process, seen like any other); from then on nothing is written.
    const database = writable();
    database.prepare('update appointments set hold_until = ? where id = ?').run(Date.now() + 2000, id);
    database.close();
    const held = await eventually(page, ({ html }) => !html.includes(start), 2000);
    expect(held.html).not.toContain(start);
    await warm(page);
    const freed = await eventually(page, ({ html }) => html.includes(start), 5000);
    expect(freed.state).toBe('miss');
  });
});

describe("a visitor's post", () => {
  const PAGES = ['/', '/about', '/inventory', '/faq'];

  it('leaves every page it does not change in the cache: a testimonial waiting for approval, a lead, a booking', async () => {
    for (const page of PAGES) await warm(page);
    const { client, headers } = visitor();
    const testimonial = await client.post(
      '/api/testimonials',
      { name: 'Cache Visitor', vehicle: 'Ferrari Roma', rating: 5, comment: 'A wonderful buying experience from start to finish.' },
      headers,
    );
    expect(testimonial.status).toBe(201);
    const inquiry = await client.post(
      '/api/inquiries',
      { name: 'Cache Visitor', email: 'cache@example.com', subject: 'Hello', message: 'Is the car still available?' },
      headers,
    );
    expect(inquiry.status).toBe(201);
    await book((await firstFreeSlot()).start, 'cache-booking@example.com');
    for (const page of PAGES) expect({ page, state: (await visit(page)).state }).toEqual({ page, state: 'hit' });
  });

  it('is shown once staff approve it: the pages that show testimonials are rendered again', async () => {
    const { client, headers } = visitor();
    const comment = 'Approved through the cache test, and shown at once.';
    const posted = await client.post('/api/testimonials', { name: 'Bea Approved', vehicle: 'Porsche 911', rating: 5, comment }, headers);
    expect(posted.status).toBe(201);
    await warm('/about');
    expect((await visit('/about')).html).not.toContain(comment);
    const approved = await staff.put(`/api/testimonials/${posted.body.id}`, { isApproved: true });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await visit('/about');
    expect(after.state).toBe('miss');
    expect(after.html).toContain(comment);
  });
});

describe('a write by another process', () => {
  it('reaches the cached pages without any request to this server', async () => {
    const vehicle = (await staff.get('/api/vehicles')).body[0];
    const page = `/inventory/${vehicle.id}`;
    await warm(page);
    const database = writable();
    database.prepare('update vehicles set color = ? where id = ?').run('Script Written Teal', vehicle.id);
    database.close();
    const after = await eventually(page, ({ html }) => html.includes('Script Written Teal'), 3000);
    expect(after.state).toBe('miss');
  });
});
