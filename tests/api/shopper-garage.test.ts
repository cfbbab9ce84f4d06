// My garage (issue 22 item 6): a signed-in shopper's appointments (reschedule, cancel), offers, trade-ins and consent
// records, found by the account's verified e-mail in any letter case; never another customer's.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, vehicleBody, writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { CookieClient, signInShopper } from '../support/shopper';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;
let anon: ApiClient;
let garage: CookieClient;
let vehicleId: number;
let mine: number;
let theirs: number;
let dates: string[];

const OWNER = 'garage.owner@example.com';
const toAddress = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value.map((a) => a.address).join(',') : '').toLowerCase();
const slotsOf = async (date: string) =>
  (await anon.get(`/api/appointments/slots?date=${date}&vehicleId=${vehicleId}`)).body.slots as { start: string; label: string }[];
const book = async (email: string, phone: string, date: string) => {
  const [slot] = await slotsOf(date);
  const res = await anon.post('/api/appointments', {
    name: 'Garage Owner',
    email,
    phone,
    kind: 'viewing',
    start: slot.start,
    vehicleId,
    marketingConsent: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return server
    .sqlite()
    .prepare('select a.id from appointments a join inquiries i on i.id = a.inquiry_id where i.email = ? and a.starts_at = ?')
    .get(email, Date.parse(slot.start)) as { id: number };
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    seed: false,
    env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '1000', BOOKING_HOLDS_PER_HOUR: '1000', BOOKING_HOLDS_PER_NETWORK: '1000' },
  });
  anon = new ApiClient(server.url);
  const staff = await new ApiClient(server.url).loginAs('employee');
  vehicleId = (await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023 }))).body.id;
  const today = new Date().toISOString().slice(0, 10);
  dates = ((await anon.get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[])
    .slice(2)
    .filter((d) => d.free >= 4)
    .map((d) => d.date);

  // The lead forms are typed in any case: the account's address is lower case.
  mine = (await book('Garage.Owner@Example.COM', '416-555-3001', dates[0])).id;
  theirs = (await book('someone.else@example.com', '416-555-3002', dates[1])).id;
  const offer = await anon.post('/api/leads/offer', {
    name: 'Garage Owner',
    email: 'GARAGE.OWNER@example.com',
    vehicleId,
    amount: 210_000,
  });
  expect(offer.status, JSON.stringify(offer.body)).toBe(201);
  await anon.post('/api/leads/offer', { name: 'Someone Else', email: 'someone.else@example.com', vehicleId, amount: 150_000 });
  expect(
    (
      await staff.post(`/api/leads/offer/${offer.body.id}/decision`, {
        decision: 'countered',
        counterAmount: 225_000,
        message: 'Serviced.',
      })
    ).status,
  ).toBe(201);
  const form = new FormData();
  form.set(
    'lead',
    JSON.stringify({
      name: 'Garage Owner',
      email: OWNER,
      year: 2019,
      make: 'Porsche',
      model: '911',
      trim: 'Carrera S',
      mileage: 32_000,
      condition: 'excellent',
      accidentHistory: 'none',
      lien: 'none',
    }),
  );
  expect((await anon.post('/api/leads/trade-in', form)).status).toBe(201);
  garage = await signInShopper(server.url, smtp, OWNER);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('My garage lists the shopper’s own records', () => {
  it('their appointment, offer with its counter, trade-in and consent records, and nobody else’s', async () => {
    const res = await garage.get('/api/shopper/garage');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store|private/);
    expect(res.body.appointments).toEqual([
      expect.objectContaining({ id: mine, kind: 'viewing', status: 'requested', canCancel: true, canReschedule: true }),
    ]);
    expect(res.body.appointments[0].vehicle).toMatchObject({ id: vehicleId, title: '2023 Ferrari Roma' });
    expect(res.body.offers).toEqual([expect.objectContaining({ amount: 210_000, status: 'countered', counterAmount: 225_000, vehicleId })]);
    expect(res.body.tradeIns).toEqual([expect.objectContaining({ make: 'Porsche', model: '911', mileage: 32_000, withOffer: false })]);
    expect(res.body.consent.state).toBe('express');
    const sources = res.body.consents.map((c: { source: string; basis: string }) => `${c.source}:${c.basis}`);
    expect(sources).toEqual(
      expect.arrayContaining(['appointment:express', 'appointment:implied-inquiry', 'offer:implied-inquiry', 'trade-in:implied-inquiry']),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/someone\.else|150000|Serviced\./);
  });

  it('needs a shopper session: anonymous and staff get 401', async () => {
    expect((await anon.get('/api/shopper/garage')).status).toBe(401);
    const staff = await new ApiClient(server.url).loginAs('admin');
    expect((await staff.get('/api/shopper/garage')).status).toBe(401);
  });

  it('a shopper with no leads gets empty lists', async () => {
    const other = await signInShopper(server.url, smtp, 'new.shopper@example.com');
    expect((await other.get('/api/shopper/garage')).body).toMatchObject({
      appointments: [],
      offers: [],
      tradeIns: [],
      consents: [],
      consent: { state: 'none' },
    });
  });
});

describe('reschedule and cancel from My garage', () => {
  it('another shopper’s appointment, an unknown or malformed id is 404 and nothing changes', async () => {
    const slot = (await slotsOf(dates[3]))[0];
    const before = server.sqlite().prepare('select starts_at, status, sequence from appointments where id = ?').get(theirs);
    const mails = smtp.messages.length;
    for (const path of [
      `/api/shopper/appointments/${theirs}/reschedule`,
      '/api/shopper/appointments/999999/reschedule',
      '/api/shopper/appointments/1e3/reschedule',
    ])
      expect((await garage.post(path, { start: slot.start })).status, path).toBe(404);
    expect((await garage.post(`/api/shopper/appointments/${theirs}/cancel`)).status).toBe(404);
    expect(server.sqlite().prepare('select starts_at, status, sequence from appointments where id = ?').get(theirs)).toEqual(before);
    expect(smtp.messages.length).toBe(mails);
    expect((await new CookieClient(server.url).post(`/api/shopper/appointments/${mine}/cancel`)).status).toBe(401);
  });

  it('bad input names the field and changes nothing', async () => {
    const res = await garage.post(`/api/shopper/appointments/${mine}/reschedule`, { start: 'tomorrow' });
    expect(res.status).toBe(400);
    expect(res.body.errors.start).toBe('Please choose a time.');
    const [slot] = await slotsOf(dates[3]);
    const off = new Date(Date.parse(slot.start) + 17 * 60_000).toISOString();
    const offSlot = await garage.post(`/api/shopper/appointments/${mine}/reschedule`, { start: off });
    expect(offSlot.status).toBe(400);
    expect(offSlot.body.errors.start).toMatch(/not one we offer/);
    expect(server.sqlite().prepare('select sequence from appointments where id = ?').get(mine)).toEqual({ sequence: 0 });
  });

  it('a time already taken (the same car, booked by another customer) is 409 naming start, nothing changed', async () => {
    const taken = server.sqlite().prepare('select starts_at from appointments where id = ?').get(theirs) as { starts_at: number };
    const res = await garage.post(`/api/shopper/appointments/${mine}/reschedule`, { start: new Date(taken.starts_at).toISOString() });
    expect(res.status).toBe(409);
    expect(res.body.errors.start).toMatch(/just been taken/);
    expect(server.sqlite().prepare('select sequence from appointments where id = ?').get(mine)).toEqual({ sequence: 0 });
  });

  it('moves the shopper’s appointment: the customer and staff are e-mailed as from the link', async () => {
    const target = (await slotsOf(dates[4]))[1];
    const res = await garage.post(`/api/shopper/appointments/${mine}/reschedule`, { start: target.start });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'requested', start: new Date(target.start).toISOString() });
    await smtp.waitFor((m) => toAddress(m) === OWNER && /New time/.test(m.subject ?? ''));
    const notice = await smtp.waitFor(
      (m) => toAddress(m) === 'info@ateliermotorgallery.ca' && /^Moved by the customer: private viewing/.test(m.subject ?? ''),
    );
    expect(notice.text).toMatch(/Was: .*\nNow: /);
    const listed = (await garage.get('/api/shopper/garage')).body.appointments[0];
    expect(listed.start).toBe(new Date(target.start).toISOString());
  });

  it('cancels it: e-mails both, the slot is free again, a second cancel is 409', async () => {
    const start = (await garage.get('/api/shopper/garage')).body.appointments[0].start as string;
    expect((await slotsOf(dates[4])).map((s) => s.start)).not.toContain(start);
    const res = await garage.post(`/api/shopper/appointments/${mine}/cancel`);
    expect(res.status).toBe(200);
    expect((await slotsOf(dates[4])).map((s) => s.start)).toContain(start);
    expect(res.body.status).toBe('cancelled');
    await smtp.waitFor((m) => toAddress(m) === OWNER && /Cancelled/.test(m.subject ?? ''));
    await smtp.waitFor(
      (m) => toAddress(m) === 'info@ateliermotorgallery.ca' && /^Cancelled by the customer: private viewing/.test(m.subject ?? ''),
    );
    expect((await garage.post(`/api/shopper/appointments/${mine}/cancel`)).status).toBe(409);
    expect((await garage.get('/api/shopper/garage')).body.appointments[0]).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(countOf(server, 'appointments', "id = ? and status = 'cancelled' and cancelled_by = 'customer'", mine)).toBe(1);
  });

  it('an appointment that is over cannot be changed (404), as its e-mailed link stops working', async () => {
    const past = (await book(OWNER, '416-555-3003', dates[5])).id;
    const rw = writableDb(server);
    rw.prepare('update appointments set starts_at = ?, ends_at = ? where id = ?').run(
      Date.now() - 3 * 3_600_000,
      Date.now() - 2 * 3_600_000,
      past,
    );
    rw.close();
    expect((await garage.post(`/api/shopper/appointments/${past}/cancel`)).status).toBe(404);
    const listed = (await garage.get('/api/shopper/garage')).body.appointments.find((a: { id: number }) => a.id === past);
    expect(listed).toMatchObject({ canCancel: false, canReschedule: false });
  });
});

describe('consent in My garage', () => {
  it('withdraws the shopper’s consent with a record of how; twice adds nothing', async () => {
    const res = await garage.post('/api/shopper/consent/withdraw');
    expect(res.status).toBe(200);
    expect(res.body.consent.state).toBe('withdrawn');
    expect(res.body.consents[0]).toMatchObject({ basis: 'withdrawn', granted: false, source: 'my-garage' });
    const n = () => countOf(server, 'consent_records', "email = ? and basis = 'withdrawn'", OWNER);
    expect(n()).toBe(1);
    expect((await garage.post('/api/shopper/consent/withdraw')).status).toBe(200);
    expect(n()).toBe(1);
    expect((await anon.post('/api/shopper/consent/withdraw')).status).toBe(401);
  });
});
