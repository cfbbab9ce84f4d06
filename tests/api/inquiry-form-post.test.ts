import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, writableDb } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

/** The inquiry form without JavaScript: a urlencoded post to the page the form sits on. */

let server: TestServer;
let vehicleId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '6' } });
  const handle = writableDb(server);
  vehicleId = Number(
    handle
      .prepare(
        `insert into vehicles (make, model, year, price, mileage, fuel_type, transmission, color, description, category, vin)
         values ('Ferrari', 'Roma', 2023, 289000, 4100, 'Gasoline', 'DCT', 'Rosso Corsa', 'One owner.', 'exotic-collection', 'ZFF98RNA5P0290002')`,
      )
      .run().lastInsertRowid,
  );
  handle.close();
});
afterAll(() => server?.stop());

const good = {
  name: 'Jane Doe',
  email: 'jane.form@example.com',
  phone: '',
  subject: 'Viewing',
  message: 'I would like to book a viewing this week.',
  website: '',
};

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
/** The server-rendered <input> of the inquiry form's field (short, so a failure prints something readable). */
const field = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(` name="${name}"`)) ?? `no input named ${name}`;
const stored = (email: string) => countOf(server, 'inquiries', 'email = ?', email);

describe('the inquiry form posted without JavaScript', () => {
  it('stores a valid inquiry and redirects (303) to the page with the success message, nothing typed in the URL', async () => {
    const res = await postForm('/contact', { ...good, name: '  Jane Doe ' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe('/contact?inquiry=sent#inquiry-form');
    const row = server
      .sqlite()
      .prepare('select name, phone, subject, vehicle_id as vehicleId from inquiries where email = ?')
      .get(good.email);
    expect(row).toEqual({ name: 'Jane Doe', phone: null, subject: 'Viewing', vehicleId: null });

    const page = await fetch(server.url + location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/data-testid="inquiry-sent"[^>]*>\s*<p[^>]*>Message Received<\/p>/);
    expect(html).toContain('Thank you! Your inquiry has been submitted and saved securely.');
  });

  it('re-renders the page with each field named, the values kept and status 400, storing nothing', async () => {
    const before = countOf(server, 'inquiries');
    const res = await postForm('/contact', { name: 'A', email: 'not-an-email', phone: '416 555 0199', subject: '', message: 'Too short' });
    expect(res.status).toBe(400);
    expect(res.statusText).toBe('Bad Request');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Subject must be at least 2 characters.',
      'Message must be at least 10 characters.',
    ]) {
      expect(html).toMatch(new RegExp(`<p id="[^"]+-error"[^>]*>${message.replace('.', '\\.')}</p>`));
    }
    expect(field(html, 'name')).toMatch(/aria-invalid="true"/);
    expect(field(html, 'name')).toMatch(/value="A"/);
    expect(field(html, 'email')).toMatch(/value="not-an-email"/);
    expect(field(html, 'phone')).toMatch(/value="416 555 0199"/);
    expect(field(html, 'phone')).not.toMatch(/aria-invalid/);
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Too short<\/textarea>/);
    expect(html).not.toContain('data-testid="inquiry-sent"');
    expect(countOf(server, 'inquiries')).toBe(before);
  });

  it('stores a post from a vehicle page against that vehicle and redirects back to it', async () => {
    const email = 'vehicle.form@example.com';
    const res = await postForm(`/inventory/${vehicleId}`, { ...good, email, vehicleId: String(vehicleId) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/inventory/${vehicleId}?inquiry=sent#inquiry-form`);
    expect(server.sqlite().prepare('select vehicle_id as v from inquiries where email = ?').get(email)).toEqual({ v: vehicleId });
  });

  it('posts from the home page too', async () => {
    const email = 'home.form@example.com';
    const res = await postForm('/', { ...good, email });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?inquiry=sent#inquiry-form');
    expect(stored(email)).toBe(1);
  });

  it('shows a vehicle that is gone as a message on the form, storing nothing', async () => {
    const email = 'gone.form@example.com';
    const res = await postForm('/contact', { ...good, email, vehicleId: '999999' });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/role="alert"[^>]*>This vehicle is no longer in our inventory\.</);
    expect(stored(email)).toBe(0);
  });

  it('answers a bot that fills the honeypot like a person, and stores nothing', async () => {
    const email = 'bot.form@example.com';
    const res = await postForm('/contact', { ...good, email, website: 'https://spam.example' });
    expect(res.status).toBe(303);
    expect(stored(email)).toBe(0);
  });

  it('refuses a post from another site, or naming no origin, and stores nothing', async () => {
    const email = 'csrf.form@example.com';
    expect((await postForm('/contact', { ...good, email }, { origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await fetch(server.url + '/contact', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...good, email }).toString(),
    });
    expect(noOrigin.status).toBe(403);
    expect(stored(email)).toBe(0);
  });

  it('accepts only a urlencoded body (415 otherwise)', async () => {
    const res = await fetch(server.url + '/contact', {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ ...good, email: 'json.form@example.com' }),
    });
    expect(res.status).toBe(415);
    expect(stored('json.form@example.com')).toBe(0);
  });

  it('shares the JSON API rate limit: once the window is used up, the form says so and keeps the values', async () => {
    // Fill the window through the JSON API (the same limiter counts both paths).
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i += 1) {
      const res = await fetch(server.url + '/api/inquiries', {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ ...good, email: `fill-${i}@example.com` }),
      });
      status = res.status;
    }
    expect(status).toBe(429);
    const email = 'limited.form@example.com';
    const res = await postForm('/contact', { ...good, email });
    expect(res.status).toBe(429);
    expect(res.statusText).toBe('Too Many Requests');
    const html = await res.text();
    expect(html).toMatch(/role="alert"[^>]*>Too many messages from your connection\. Please try again in \d+ minutes?/);
    expect(field(html, 'email')).toMatch(/value="limited\.form@example\.com"/);
    expect(stored(email)).toBe(0);
  });
});

describe('an unknown vehicle page', () => {
  it('answers 404 Not Found (status and reason) with the not-found page, for a GET and for a post', async () => {
    const res = await fetch(server.url + '/inventory/999999');
    expect(res.status).toBe(404);
    expect(res.statusText).toBe('Not Found');
    expect(await res.text()).toContain('Vehicle Not Found');
    const post = await postForm('/inventory/999999', { ...good, email: 'unknown.form@example.com' });
    expect(post.status).toBe(404);
    expect(stored('unknown.form@example.com')).toBe(0);
  });
});
