import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, vehicleBody, writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

/**
 * What every public lead has in common because they all go through one
 * pipeline (src/server/leads/accept-public-lead.ts): the consent record, the
 * bot's answer, one transaction, notices after the commit, and a page cache
 * that a visitor's lead leaves alone.
 */

let server: TestServer;
let staff: ApiClient;
let vehicleId: number;
let slots: string[];

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000' } });
  staff = await new ApiClient(server.url).loginAs('employee');
  vehicleId = (await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023 }))).body.id;
  expect(vehicleId).toBeGreaterThan(0);
  const today = new Date().toISOString().slice(0, 10);
  const days = (await visitor().get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[];
  slots = [];
  for (const day of days.slice(2).filter((d) => d.free > 0)) {
    const free = (await visitor().get(`/api/appointments/slots?date=${day.date}`)).body.slots as { start: string }[];
    slots.push(...free.map((s) => s.start));
    if (slots.length >= 6) break;
  }
  expect(slots.length).toBeGreaterThanOrEqual(6);
}, 90_000);
afterAll(() => server?.stop());

const visitor = () => new ApiClient(server.url);
const contact = (email: string) => ({ name: 'Jane van der Berg', email, phone: '416-555-0199' });
const tradeVehicle = { year: 2018, make: 'BMW', model: 'M3', mileage: 64_000, condition: 'good', accidentHistory: 'none', lien: 'none' };

/** One valid post of each public lead type, sent through its JSON endpoint. */
const LEADS: Record<string, { path: string; body: (email: string) => Record<string, unknown>; multipart?: boolean }> = {
  inquiry: {
    path: '/api/inquiries',
    body: (email) => ({ ...contact(email), subject: 'Viewing', message: 'I would like to see the Roma this week.' }),
  },
  'trade-in': { path: '/api/leads/trade-in', body: (email) => ({ ...contact(email), ...tradeVehicle }), multipart: true },
  offer: { path: '/api/leads/offer', body: (email) => ({ ...contact(email), vehicleId, amount: 250_000 }) },
  financing: {
    path: '/api/leads/financing',
    body: (email) => ({
      ...contact(email),
      employmentStatus: 'employed',
      incomeBand: '250k-500k',
      housingCost: 3000,
      termMonths: 60,
      downPayment: 40_000,
      contactConsent: true,
    }),
  },
  delivery: {
    path: '/api/leads/delivery',
    body: (email) => ({ ...contact(email), vehicleId, country: 'US', region: 'NY', postalCode: '10001', transport: 'enclosed' }),
  },
  hold: { path: '/api/leads/hold', body: (email) => ({ ...contact(email), vehicleId, termsAccepted: true }) },
  appointment: {
    path: '/api/appointments',
    body: (email) => ({ ...contact(email), kind: 'viewing', start: slots.shift() }),
  },
};

function postLead(type: string, body: Record<string, unknown>) {
  const lead = LEADS[type];
  if (!lead.multipart) return visitor().post(lead.path, body);
  const form = new FormData();
  form.set('lead', JSON.stringify(body));
  return visitor().post(lead.path, form);
}

/** Every table a lead or its notice writes to, counted. */
const totals = () => ({
  inquiries: countOf(server, 'inquiries'),
  consent: countOf(server, 'consent_records'),
  activity: countOf(server, 'activity_log'),
  outbox: countOf(server, 'outbox_messages'),
});
/** Notices are sent after the answer: give them time to land (or, where none is due, to show up wrongly). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the plain inquiry', () => {
  it('records implied consent like every other lead form, so staff see "implied" rather than none (JSON API)', async () => {
    const res = await postLead('inquiry', LEADS.inquiry.body('Implied.Inquiry@Example.com'));
    expect(res.status).toBe(201);
    const records = server
      .sqlite()
      .prepare('select basis, source, inquiry_id as inquiryId from consent_records where email = ?')
      .all('implied.inquiry@example.com');
    expect(records).toEqual([{ basis: 'implied-inquiry', source: 'inquiry', inquiryId: res.body.id }]);
    expect((await staff.get(`/api/leads/inquiry/${res.body.id}`)).body.marketingConsent.state).toBe('implied');
  });

  it('records implied consent when posted without JavaScript too', async () => {
    const email = 'implied.form@example.com';
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...contact(email), subject: 'Viewing', message: 'Posted without JavaScript.', website: '' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(countOf(server, 'consent_records', "email = ? and basis = 'implied-inquiry'", email)).toBe(1);
  });
});

describe('a bot that fills the honeypot', () => {
  it.each(Object.keys(LEADS))(
    'gets the answer a person gets for a %s (status, fields, message), and nothing is stored or sent',
    async (type) => {
      const before = totals();
      const bot = await postLead(type, { ...LEADS[type].body(`bot.${type}@example.com`), website: 'https://spam.example' });
      await settle();
      expect(totals()).toEqual(before);

      const person = await postLead(type, LEADS[type].body(`person.${type}@example.com`));
      expect(person.status).toBe(201);
      expect(bot.status).toBe(person.status);
      expect(Object.keys(bot.body).sort()).toEqual(Object.keys(person.body).sort());
      for (const [key, value] of Object.entries(person.body)) expect(typeof bot.body[key], key).toBe(typeof value);
      if ('message' in person.body) expect(bot.body.message).toBe(person.body.message);
      expect(bot.headers.get('cache-control')).toBe(person.headers.get('cache-control'));
      await settle();
    },
  );
});

describe('one transaction, then the notices', () => {
  /** Makes the database refuse one table's insert for one address, as a failing disk or a bug would. */
  function failInsertsInto(table: string, email: string, lookup: string) {
    const handle = writableDb(server);
    handle.exec(`create trigger fail_${table} before insert on ${table}
      when (${lookup}) = '${email}'
      begin select raise(abort, 'refused for the test'); end`);
    handle.close();
    return () => {
      const again = writableDb(server);
      again.exec(`drop trigger fail_${table}`);
      again.close();
    };
  }

  it('a lead whose details cannot be stored leaves no inbox row, consent record, activity entry or notice', async () => {
    const email = 'rolled.back@example.com';
    const restore = failInsertsInto('financing_requests', email, 'select email from inquiries where id = new.inquiry_id');
    try {
      const before = totals();
      const res = await postLead('financing', LEADS.financing.body(email));
      expect(res.status).toBe(500);
      await settle();
      expect(totals()).toEqual(before);
    } finally {
      restore();
    }
    const again = await postLead('financing', LEADS.financing.body(email));
    expect(again.status).toBe(201);
  });

  it('an inquiry whose consent record cannot be written is not stored either (the record is in its transaction)', async () => {
    const email = 'no.consent@example.com';
    const restore = failInsertsInto('consent_records', email, 'new.email');
    try {
      const before = totals();
      const res = await postLead('inquiry', LEADS.inquiry.body(email));
      expect(res.status).toBe(500);
      await settle();
      expect(totals()).toEqual(before);
    } finally {
      restore();
    }
  });

  it('a stored lead is announced to the dealer once committed', async () => {
    const email = 'announced@example.com';
    const res = await postLead('offer', LEADS.offer.body(email));
    expect(res.status).toBe(201);
    await expect.poll(() => countOf(server, 'outbox_messages', 'inquiry_id = ?', res.body.id)).toBe(2); // the dealer's notice and the customer's acknowledgement
  });
});

describe('the page cache after a lead', () => {
  async function visit(path: string) {
    const res = await fetch(server.url + path);
    await res.arrayBuffer();
    return res.headers.get('x-page-cache');
  }

  it.each(Object.keys(LEADS))('stays a hit after a %s is posted, and is re-rendered after a staff write', async (type) => {
    await visit('/about');
    expect(await visit('/about')).toBe('hit');
    const res = await postLead(type, LEADS[type].body(`cache.${type}@example.com`));
    expect(res.status).toBe(201);
    expect(res.headers.has('x-keeps-public-pages')).toBe(false);
    expect(await visit('/about')).toBe('hit');

    const vehicle = (await staff.get(`/api/vehicles/${vehicleId}`)).body;
    expect((await staff.put(`/api/vehicles/${vehicleId}`, { ...vehicle, color: `Rosso ${type}` })).status).toBe(200);
    expect(await visit('/about')).toBe('miss');
  });

  it('stays a hit after an inquiry posted without JavaScript', async () => {
    await visit('/about');
    expect(await visit('/about')).toBe('hit');
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...contact('cache.form@example.com'), subject: 'Hi', message: 'Posted without JavaScript.' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(await visit('/about')).toBe('hit');
  });
});
