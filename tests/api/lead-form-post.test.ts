import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, imageBytes } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The offer, trade-in, pre-qualification and booking forms without JavaScript (issue 25): a real post
 * to their page, stored through the same pipeline as the JSON API, answered with Post/Redirect/Get;
 * nothing the visitor typed ever goes into a URL.
 */

let server: TestServer;
let vehicle: { id: number; price: number };

beforeAll(async () => {
  server = await startTestServer({ env: { INQUIRY_RATE_LIMIT: '100' } });
  vehicle = server
    .sqlite()
    .prepare("select id, price from vehicles where status = 'available' and price_on_request = 0 order by id limit 1")
    .get() as { id: number; price: number };
});
afterAll(() => server?.stop());

const contact = { name: 'Nadia Forms', phone: '', message: '' };
const trade = {
  year: '2018',
  make: 'BMW',
  model: 'M3',
  trim: '',
  mileage: '64,000',
  vin: '',
  condition: 'good',
  accidentHistory: 'none',
  lien: 'none',
  lienAmount: '',
};

function post(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: server.url,
      ...(body instanceof URLSearchParams ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    body,
  });
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const leads = (email: string) => countOf(server, 'inquiries', 'email = ?', email);
const page = async (path: string) => (await fetch(server.url + path)).text();
/** The opening tag of the form with this id (its attributes in any order). */
const formTag = (html: string, id: string) => new RegExp(`<form [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? `no form #${id}`;
/** The HTML of one form (a vehicle page holds the inquiry form too, with the same field names). */
const formHtml = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf('</form>', html.indexOf(`id="${id}"`)));
/** The server-rendered control named `name` (short, so a failure prints something readable). */
const control = (html: string, name: string) =>
  [...html.matchAll(/<(?:input|select)[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(` name="${name}"`)) ??
  `no control named ${name}`;

describe('the offer form posted without JavaScript', () => {
  it('is a form that posts to its page (never a GET), and a valid offer is stored and redirected (303) to the "sent" view', async () => {
    const html = await page(`/inventory/${vehicle.id}`);
    expect(formTag(html, 'offer-form')).toContain('method="post"');
    expect(formTag(html, 'offer-form')).toContain(`action="/inventory/${vehicle.id}?form=offer#offer-form"`);

    const email = 'offer.nojs@example.com';
    const amount = String(Math.round(vehicle.price * 0.9));
    const res = await post(
      `/inventory/${vehicle.id}?form=offer`,
      form({ ...contact, email, amount, vehicleId: String(vehicle.id), website: '' }),
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(`/inventory/${vehicle.id}?sent=offer#offer-form`);
    expect(
      server.sqlite().prepare('select o.amount from offers o join inquiries i on i.id = o.inquiry_id where i.email = ?').get(email),
    ).toEqual({
      amount: Number(amount),
    });
    const sent = await page(location);
    expect(sent).toContain('Your offer has been received.');
    // The inquiry form on the same page was not touched by the offer's post.
    expect(sent).not.toContain('data-testid="inquiry-sent"');
  });

  it('with a trade-in ticked, stores the trade vehicle too', async () => {
    const email = 'offer.trade.nojs@example.com';
    const fields: Record<string, string> = {
      ...contact,
      email,
      amount: String(vehicle.price),
      vehicleId: String(vehicle.id),
      withTrade: 'on',
    };
    for (const [k, v] of Object.entries(trade)) fields[`tradeIn.${k}`] = v;
    const res = await post(`/inventory/${vehicle.id}?form=offer`, form(fields));
    expect(res.status).toBe(303);
    expect(countOf(server, 'trade_ins t join inquiries i on i.id = t.inquiry_id', "i.email = ? and t.make = 'BMW'", email)).toBe(1);
  });

  it('re-renders the page (400) with the field named, the values kept, nothing stored and nothing in the URL', async () => {
    const email = 'offer.low.nojs@example.com';
    const res = await post(
      `/inventory/${vehicle.id}?form=offer`,
      form({ ...contact, email, amount: '1,000', vehicleId: String(vehicle.id) }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const html = formHtml(await res.text(), 'offer-form');
    expect(html).toMatch(/<p id="[^"]+-error"[^>]*>Offers on this vehicle start at \$[\d,]+ \(half of the/);
    expect(control(html, 'amount')).toMatch(/value="1,000"/);
    expect(control(html, 'amount')).toMatch(/aria-invalid="true"/);
    expect(control(html, 'email')).toMatch(new RegExp(`value="${email}"`));
    expect(leads(email)).toBe(0);
  });

  it('refuses a post from another site (403), storing nothing', async () => {
    const email = 'offer.csrf@example.com';
    const res = await post(
      `/inventory/${vehicle.id}?form=offer`,
      form({ ...contact, email, amount: String(vehicle.price), vehicleId: String(vehicle.id) }),
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(leads(email)).toBe(0);
  });
});

describe('the pre-qualification form posted without JavaScript', () => {
  it('stores the answers and redirects to the "sent" view, the income band never in a URL', async () => {
    const html = await page('/financing');
    expect(formTag(html, 'financing-form')).toContain('method="post"');
    expect(formTag(html, 'financing-form')).toContain('action="/financing?form=financing#financing-form"');
    const email = 'prequal.nojs@example.com';
    const res = await post(
      '/financing?form=financing',
      form({
        ...contact,
        email,
        employmentStatus: 'self-employed',
        incomeBand: '250k-500k',
        housingCost: '4,200',
        termMonths: '60',
        downPayment: '50000',
        contactConsent: 'on',
      }),
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe('/financing?sent=financing#financing-form');
    expect(
      server
        .sqlite()
        .prepare('select f.income_band as band from financing_requests f join inquiries i on i.id = f.inquiry_id where i.email = ?')
        .get(email),
    ).toEqual({
      band: '250k-500k',
    });
    expect(await page(location)).toContain('Thank you. Our finance manager will be in touch.');
  });

  it('names the unticked agreement and keeps the answers', async () => {
    const email = 'prequal.bad.nojs@example.com';
    const res = await post(
      '/financing?form=financing',
      form({ ...contact, email, employmentStatus: 'employed', incomeBand: '', housingCost: '900' }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Please agree to be contacted about this request.');
    expect(html).toContain('Please choose your yearly income.');
    expect(html).toMatch(/<option value="employed" selected="">/);
    expect(control(html, 'housingCost')).toMatch(/value="900"/);
    expect(leads(email)).toBe(0);
  });
});

describe('the trade-in form posted without JavaScript', () => {
  it('posts multipart with its photo: stored with the photo, then redirected', async () => {
    const html = await page('/sell-or-trade');
    expect(formTag(html, 'trade-in-form')).toContain('method="post"');
    expect(formTag(html, 'trade-in-form')).toContain('action="/sell-or-trade?form=trade-in#trade-in-form"');
    expect(formTag(html, 'trade-in-form')).toMatch(/enctype="multipart\/form-data"/i);
    const email = 'trade.nojs@example.com';
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...trade, ...contact, email })) body.set(k, v);
    body.append('photos', new File([new Uint8Array(await imageBytes('png'))], 'front.png', { type: 'image/png' }));
    const res = await post('/sell-or-trade?form=trade-in', body);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sell-or-trade?sent=trade-in#trade-in-form');
    const photos = countOf(
      server,
      'trade_in_photos p join trade_ins t on t.id = p.trade_in_id join inquiries i on i.id = t.inquiry_id',
      'i.email = ?',
      email,
    );
    expect(photos).toBe(1);
  });

  it('takes the form without a photo (the browser sends an empty file part)', async () => {
    const email = 'trade.nophoto.nojs@example.com';
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...trade, ...contact, email })) body.set(k, v);
    body.append('photos', new File([], '', { type: 'application/octet-stream' }));
    expect((await post('/sell-or-trade?form=trade-in', body)).status).toBe(303);
    expect(leads(email)).toBe(1);
  });
});

describe('/book without JavaScript', () => {
  it('lists the real times of a day, offers the other days, and marks Sundays "By appt." as the hours say', async () => {
    const html = await page('/book');
    expect(html).not.toContain('No times left');
    const starts = [...html.matchAll(/<input[^>]*name="start"[^>]*value="([^"]+)"/g)].map((m) => m[1]);
    expect(starts.length).toBeGreaterThan(0);
    // The days belong to a GET form of their own (only the date goes in the URL) with its button.
    expect(formTag(html, 'booking-day-form')).toContain('method="get"');
    expect(formTag(html, 'booking-day-form')).toContain('action="/book#booking-time"');
    const dayInputs = [...html.matchAll(/<input[^>]*name="date"[^>]*>/g)].map((m) => m[0]);
    expect(dayInputs.length).toBe(21);
    for (const input of dayInputs) expect(input).toContain('form="booking-day-form"');
    expect(html).toContain('Show times for the chosen day');
    // Sunday: "By appointment" in the hours, so "By appt." on its tile, never "Closed".
    expect(html).toMatch(/aria-label="Sunday, [A-Za-z]+ \d+, by appointment: please call us"/);
    expect(html).toContain('Sundays are by appointment: please call');

    // Another day, as the day form asks for it: its own times.
    const days = dayInputs.filter((input) => !input.includes('disabled')).map((input) => /value="([\d-]+)"/.exec(input)![1]);
    const other = days[1];
    const otherHtml = await page(`/book?date=${other}`);
    const chosen = [...otherHtml.matchAll(/<input[^>]*name="date"[^>]*>/g)]
      .map((m) => m[0])
      .find((input) => input.includes(`value="${other}"`));
    expect(chosen).toContain('checked');
    expect(otherHtml).toMatch(/<input[^>]*name="start"/);
  });

  it('books a time posted from the page and redirects (303) to its confirmation: until when it is held, "Add to calendar"', async () => {
    const html = await page('/book');
    const start = /<input[^>]*name="start"[^>]*value="([^"]+)"/.exec(html)![1];
    const email = 'book.nojs@example.com';
    const res = await post('/book?form=appointment', form({ ...contact, email, kind: 'viewing', start, website: '' }));
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/book\?booked=\d+\.[A-Za-z0-9_-]{43}#booking-form$/);
    expect(location).not.toContain('nojs');
    const confirmation = (await page(location)).replace(/<!-- -->/g, '');
    expect(confirmation).toContain('Thank you. Please confirm your private viewing.');
    expect(confirmation).toMatch(/confirm your booking with the link in it by \d{1,2}:\d{2} [AP]M/);
    // The address typed is not in a page found by a link.
    expect(confirmation).not.toContain(email);
    const calendar = /href="(\/api\/appointments\/manage\/calendar\?token=[^"]+)"/.exec(confirmation)?.[1];
    expect(calendar).toBeDefined();
    const ics = await fetch(server.url + calendar!.replaceAll('&amp;', '&'));
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    // Held until confirmed from the e-mail: the calendar file carries no manage link, and its token opens no manage page.
    expect(text).not.toContain('/book/manage');
    const token = new URL(calendar!.replaceAll('&amp;', '&'), server.url).searchParams.get('token')!;
    expect((await fetch(`${server.url}/book/manage?token=${token}`)).status).toBe(404);
  });

  it('a guessed token gets no calendar (404)', async () => {
    const res = await fetch(`${server.url}/api/appointments/manage/calendar?token=1.${'A'.repeat(43)}`);
    expect(res.status).toBe(404);
  });

  it('shows a refused booking on the page with the fields named and the values kept', async () => {
    const email = 'book.bad.nojs@example.com';
    const res = await post('/book?form=appointment', form({ name: 'N', email, kind: 'viewing', start: '' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Name must be at least 2 characters.');
    expect(control(html, 'email')).toMatch(new RegExp(`value="${email}"`));
    expect(leads(email)).toBe(0);
  });
});
