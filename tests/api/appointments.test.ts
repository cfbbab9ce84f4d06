import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, registerBody, vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;
let vehicleId: number;
let soldVehicleId: number;
/** Bookable dates (Toronto), each with at least 4 free slots, from two days ahead. */
let dates: string[];

// A phone number of its own per visitor: one number holds at most 2 open bookings (src/lib/appointments/holds.ts).
let phones = 0;
const person = (n: string) => ({ name: `Visitor ${n}`, email: `visitor.${n}@example.com`, phone: `416-555-${String(1000 + phones++)}` });
const slotsOf = async (date: string, vehicle?: number) =>
  (await anon.get(`/api/appointments/slots?date=${date}${vehicle ? `&vehicleId=${vehicle}` : ''}`)).body.slots as {
    start: string;
    end: string;
    label: string;
  }[];
const toAddress = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '').toLowerCase();
const icsOf = (m: ParsedMail) => {
  const part = m.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(part, 'an .ics attachment').toBeDefined();
  const component = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  return { calendar: component, event: component.getFirstSubcomponent('vevent')!, filename: part!.filename };
};
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?token=([^\\s>]+)`).exec(text);
  expect(match, `a ${path} link in the e-mail`).not.toBeNull();
  return decodeURIComponent(match![1]);
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    seed: false,
    env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '1000', BOOKING_HOLDS_PER_HOUR: '1000', BOOKING_HOLDS_PER_NETWORK: '1000' },
  });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
  vehicleId = (await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023 }))).body.id;
  const sold = vehicleBody({ make: 'Aston Martin', model: 'DB11' });
  soldVehicleId = (await staff.post('/api/vehicles', sold)).body.id;
  expect(
    (await staff.put(`/api/vehicles/${soldVehicleId}/status`, { status: 'sold', garageRegister: registerBody(sold.vin) })).status,
  ).toBe(200);
  expect(vehicleId).toBeGreaterThan(0);
  expect(soldVehicleId).toBeGreaterThan(0);
  const today = new Date().toISOString().slice(0, 10);
  const days = (await anon.get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[];
  dates = days
    .slice(2)
    .filter((d) => d.free >= 4)
    .map((d) => d.date);
  expect(dates.length).toBeGreaterThan(8);
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('GET /api/appointments/slots', () => {
  it('lists free slots in Toronto time with labels', async () => {
    const res = await anon.get(`/api/appointments/slots?date=${dates[0]}`);
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('America/Toronto');
    expect(res.body.slots[0]).toMatchObject({
      start: expect.stringMatching(/Z$/),
      label: expect.stringMatching(/^\d{1,2}:\d{2} (AM|PM)$/),
    });
  });

  it.each([
    ['date=tomorrow', 'date'],
    ['date=2026-02-30', 'date'],
    ['date=2026-03-01&vehicleId=abc', 'query'],
    ['', 'date'],
  ])('?%s is a 400 naming the field', async (query, field) => {
    const res = await anon.get(`/api/appointments/slots?${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(new RegExp(field === 'query' ? 'vehicleId' : 'date'));
  });

  it('a Sunday (no published hours) has no slots', async () => {
    const sunday = new Date();
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7) + 7);
    expect(await slotsOf(sunday.toISOString().slice(0, 10))).toEqual([]);
  });
});

describe('POST /api/appointments', () => {
  it('20 visitors posting the same slot at once: exactly one 201, the rest 409, one row in the database', async () => {
    const [slot] = await slotsOf(dates[0]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new ApiClient(server.url).post('/api/appointments', { ...person(`race${i}`), kind: 'viewing', start: slot.start }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(responses.find((r) => r.status === 409)!.body.errors.start).toMatch(/just been taken/);
    expect(countOf(server, 'appointments', "starts_at = ? and status <> 'cancelled'", Date.parse(slot.start))).toBe(1);
    expect(countOf(server, 'inquiries', "type = 'appointment' and email like 'visitor.race%'")).toBe(1);
    expect((await slotsOf(dates[0])).map((s) => s.start)).not.toContain(slot.start);
    // The dealer's notice of the one booking goes out after the answer; wait for it so later counts are stable.
    await smtp.waitFor((m) => toAddress(m) === 'info@ateliermotorgallery.ca' && /New appointment/.test(m.subject ?? ''));
    await expect.poll(() => countOf(server, 'outbox_messages')).toBe(2);
  });

  it('the database itself refuses a second live appointment in the same bay at the same start', () => {
    const row = server.sqlite().prepare("select sql from sqlite_master where name = 'appointments_active_slot_uq'").get() as {
      sql: string;
    };
    expect(row.sql).toMatch(/UNIQUE INDEX .* \(`starts_at`,`bay`\) WHERE status <> 'cancelled'/);
  });

  it('a sold vehicle cannot be booked, and nothing is stored', async () => {
    const before = countOf(server, 'inquiries');
    const [slot] = await slotsOf(dates[1]);
    const res = await anon.post('/api/appointments', {
      ...person('sold'),
      kind: 'test-drive',
      start: slot.start,
      vehicleId: soldVehicleId,
    });
    expect(res.status).toBe(409);
    expect(res.body.errors.vehicleId).toMatch(/sold/);
    expect(countOf(server, 'inquiries')).toBe(before);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', /valid email/],
    [{ name: 'A' }, 'name', /at least 2/],
    [{ start: '' }, 'start', /choose a time/i],
    [{ start: '2026-13-45T99:00' }, 'start', /choose a time/i],
    [{ kind: 'joyride' }, 'kind', /viewing or a test drive/],
    [{ phone: 'call me maybe' }, 'phone', /phone number/],
  ])('bad input %j gets the field message and stores nothing', async (override, field, message) => {
    const before = [
      countOf(server, 'inquiries'),
      countOf(server, 'appointments'),
      countOf(server, 'consent_records'),
      countOf(server, 'outbox_messages'),
    ];
    const [slot] = await slotsOf(dates[1]);
    const res = await anon.post('/api/appointments', { ...person('bad'), kind: 'viewing', start: slot.start, ...override });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(message);
    expect([
      countOf(server, 'inquiries'),
      countOf(server, 'appointments'),
      countOf(server, 'consent_records'),
      countOf(server, 'outbox_messages'),
    ]).toEqual(before);
  });

  it('a time that is not one of the offered slots is refused', async () => {
    const [slot] = await slotsOf(dates[1]);
    const off = new Date(Date.parse(slot.start) + 17 * 60_000).toISOString();
    const res = await anon.post('/api/appointments', { ...person('off'), kind: 'viewing', start: off });
    expect(res.status).toBe(400);
    expect(res.body.errors.start).toMatch(/not one we offer/);
  });
});

describe('e-mail through a real SMTP server', () => {
  let mail: ParsedMail;
  let slot: { start: string; end: string };
  let token: string;

  beforeAll(async () => {
    [slot] = await slotsOf(dates[2], vehicleId);
    const res = await anon.post('/api/appointments', {
      ...person('mail'),
      email: 'Mail.Visitor@Example.com',
      kind: 'test-drive',
      start: slot.start,
      vehicleId,
      marketingConsent: true,
      message: 'Keen on the Roma.',
    });
    expect(res.status).toBe(201);
    expect(res.body.delivery).toBe('smtp');
    mail = await smtp.waitFor((m) => toAddress(m) === 'mail.visitor@example.com' && /^Booked/.test(m.subject ?? ''));
    token = linkIn(mail.text ?? '', '/book/manage');
  });

  it('the dealer is told of the new lead at their own address', async () => {
    const notice = await smtp.waitFor(
      (m) => toAddress(m) === 'info@ateliermotorgallery.ca' && /New appointment: Test drive: 2023 Ferrari Roma/.test(m.subject ?? ''),
    );
    expect(notice.text).toContain('Mail.Visitor@Example.com');
  });

  it('the confirmation carries an .ics the calendar parser reads back with the booked time', () => {
    expect(mail.subject).toMatch(/^Booked: please confirm your test drive on \w+day, \w+ \d+ at \d{1,2}:\d{2} (AM|PM)$/);
    const { calendar, event, filename } = icsOf(mail);
    expect(filename).toBe('appointment.ics');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevent = new ICAL.Event(event);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(new Date(slot.start).toISOString());
    expect(vevent.endDate.toJSDate().toISOString()).toBe(new Date(slot.end).toISOString());
    expect(vevent.summary).toContain('2023 Ferrari Roma');
    expect(vevent.location).toContain('Vaughan');
    expect(vevent.uid).toMatch(/^appointment-\d+@/);
    expect(event.getFirstPropertyValue('sequence')).toBe(0);
  });

  it('names the sender and carries a working one-click unsubscribe (headers and footer)', async () => {
    expect(mail.text).toContain('Atelier Motor Gallery Inc.');
    expect(mail.text).toMatch(/Vaughan, ON/);
    expect(mail.html).toContain('Unsubscribe');
    const header = (name: string) =>
      mail.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = linkIn(mail.text ?? '', '/unsubscribe');
    const unsubscribeUrl = (mail.text ?? '').match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];
    expect(header('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    const consent = () =>
      server
        .sqlite()
        .prepare('select basis, granted, source, wording_version from consent_records where email = ? order by id')
        .all('mail.visitor@example.com');
    expect(consent()).toEqual([
      { basis: 'implied-inquiry', granted: 1, source: 'appointment', wording_version: 'implied' },
      { basis: 'express', granted: 1, source: 'appointment', wording_version: expect.any(String) },
    ]);
    const path = `/unsubscribe?token=${encodeURIComponent(unsubscribe)}`;
    expect((await fetch(server.url + path)).status).toBe(200);
    const click = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect(consent().at(-1)).toMatchObject({ basis: 'withdrawn', granted: 0, source: 'unsubscribe' });
  });

  it('the visitor reschedules with the link: a new time, the same UID, SEQUENCE 1', async () => {
    const slots = await slotsOf(dates[3], vehicleId);
    const target = slots[1];
    expect((await anon.post('/api/appointments/manage/reschedule', { token: token.slice(0, -2) + 'xx', start: target.start })).status).toBe(
      404,
    );
    const res = await anon.post('/api/appointments/manage/reschedule', { token, start: target.start });
    expect(res.status).toBe(200);
    const moved = await smtp.waitFor((m) => toAddress(m) === 'mail.visitor@example.com' && /New time/.test(m.subject ?? ''));
    const { event } = icsOf(moved);
    expect(new ICAL.Event(event).startDate.toJSDate().toISOString()).toBe(new Date(target.start).toISOString());
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    // Still a request until staff confirm it: TENTATIVE, not CONFIRMED.
    expect(event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(moved.text).toContain('a member of our team will confirm it');
    expect(moved.headers.get('auto-submitted')).toBe('auto-generated');
    expect(new ICAL.Event(event).uid).toBe(new ICAL.Event(icsOf(mail).event).uid);
    // Staff hear of it too, with Reply-To the customer.
    const notice = await smtp.waitFor(
      (m) => toAddress(m) === 'info@ateliermotorgallery.ca' && /^Moved by the customer: test drive/.test(m.subject ?? ''),
    );
    expect(notice.replyTo?.value.map((a) => a.address?.toLowerCase())).toEqual(['mail.visitor@example.com']);
    expect(notice.headers.get('auto-submitted')).toBe('auto-generated');
    expect(notice.text).toContain('held as a request');
    expect(notice.text).toMatch(/Was: .*\nNow: /);
    expect((await slotsOf(dates[2], vehicleId)).map((s) => s.start)).toContain(slot.start);
  });

  it('the visitor cancels with the link: METHOD:CANCEL, the slot is free again, a second cancel is refused', async () => {
    const res = await anon.post('/api/appointments/manage/cancel', { token });
    expect(res.status).toBe(200);
    const cancelled = await smtp.waitFor((m) => toAddress(m) === 'mail.visitor@example.com' && /Cancelled/.test(m.subject ?? ''));
    const { calendar, event } = icsOf(cancelled);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    const notice = await smtp.waitFor(
      (m) => toAddress(m) === 'info@ateliermotorgallery.ca' && /^Cancelled by the customer: test drive/.test(m.subject ?? ''),
    );
    expect(notice.replyTo?.value.map((a) => a.address?.toLowerCase())).toEqual(['mail.visitor@example.com']);
    expect(notice.text).toContain('The slot is free again.');
    expect((await anon.post('/api/appointments/manage/cancel', { token })).status).toBe(409);
  });
});

describe('staff', () => {
  let id: number;
  let email: string;

  beforeAll(async () => {
    email = 'returning.client@example.com';
    await anon.post('/api/inquiries', {
      name: 'Returning Client',
      email: 'RETURNING.client@example.com',
      subject: 'Earlier question',
      message: 'Do you take trades on a 911?',
    });
    const [slot] = await slotsOf(dates[4]);
    const res = await anon.post('/api/appointments', { name: 'Returning Client', email, kind: 'viewing', start: slot.start });
    expect(res.status).toBe(201);
    id = res.body.id;
  });

  it('the week list and the detail need a staff session', async () => {
    expect((await anon.get(`/api/appointments?from=${dates[4]}`)).status).toBe(401);
    expect((await anon.get(`/api/appointments/${id}`)).status).toBe(401);
    expect((await anon.post(`/api/appointments/${id}/status`, { status: 'confirmed' })).status).toBe(401);
  });

  it("the detail links the customer's other leads (same e-mail, any case) and never exposes the link salt", async () => {
    const res = await staff.get(`/api/appointments/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.otherLeads.map((l: { subject: string }) => l.subject)).toContain('Earlier question');
    expect(res.body.consent.state).toBe('implied');
    expect(JSON.stringify(res.body)).not.toMatch(/linkSalt|link_salt/);
    expect((await anon.get(`/api/appointments/by-lead/${res.body.inquiryId}`)).status).toBe(401);
    const byLead = await staff.get(`/api/appointments/by-lead/${res.body.inquiryId}`);
    expect(byLead.body.id).toBe(id);
    expect((await staff.get(`/api/appointments/by-lead/${res.body.otherLeads[0].id}`)).status).toBe(404);
    const week = await staff.get(`/api/appointments?from=${dates[4]}&days=7`);
    expect(week.body.some((a: { id: number }) => a.id === id)).toBe(true);
  });

  it('confirming tells the visitor; cancelling with a note tells them why', async () => {
    const confirm = await staff.post(`/api/appointments/${id}/status`, { status: 'confirmed' });
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('confirmed');
    const confirmed = await smtp.waitFor((m) => toAddress(m) === email && /^Confirmed/.test(m.subject ?? ''));
    expect(icsOf(confirmed).event.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const cancel = await staff.post(`/api/appointments/${id}/status`, {
      status: 'cancelled',
      reason: 'The car is away for detailing that morning.',
    });
    expect(cancel.status).toBe(200);
    const cancelled = await smtp.waitFor((m) => toAddress(m) === email && /^Cancelled/.test(m.subject ?? ''));
    expect(cancelled.text).toContain('away for detailing');
    expect(countOf(server, 'outbox_messages', '"to" = ? and delivery = ?', email, 'smtp')).toBe(3);
  });

  it('staff reschedule to a free slot; a taken one is a 409', async () => {
    const [a, b] = await slotsOf(dates[5]);
    const first = await anon.post('/api/appointments', { ...person('staffmove1'), kind: 'viewing', start: a.start });
    const second = await anon.post('/api/appointments', { ...person('staffmove2'), kind: 'viewing', start: b.start });
    expect((await staff.post(`/api/appointments/${second.body.id}/reschedule`, { start: a.start })).status).toBe(409);
    const [, , c] = await slotsOf(dates[5]);
    const moved = await staff.post(`/api/appointments/${first.body.id}/reschedule`, { start: c.start });
    expect(moved.status).toBe(200);
    expect(moved.body.startsAt).toBe(c.start);
  });

  it('a closed day offers nothing until staff reopen it', async () => {
    const block = await staff.post('/api/appointments/blocks', { date: dates[6], allDay: true, reason: 'Private event' });
    expect(block.status).toBe(201);
    expect(await slotsOf(dates[6])).toEqual([]);
    const bad = await staff.post('/api/appointments/blocks', { date: dates[6], allDay: false, from: '14:00', to: '13:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.to).toMatch(/end after the start/);
    expect((await staff.delete(`/api/appointments/blocks/${block.body.id}`)).status).toBe(200);
    expect((await slotsOf(dates[6])).length).toBeGreaterThan(0);
  });

  it('with two bays (admin setting) two visitors get the same time; only an admin changes the rules', async () => {
    const rules = (await staff.get('/api/appointments/settings')).body;
    expect(rules).toMatchObject({ slotMinutes: 60, bays: 1, noticeMinutes: 120 });
    expect((await staff.put('/api/appointments/settings', { ...rules, bays: 2 })).status).toBe(403);
    const bad = await admin.put('/api/appointments/settings', { ...rules, noticeMinutes: 30 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.noticeMinutes).toMatch(/2 hours/);
    expect((await admin.put('/api/appointments/settings', { ...rules, bays: 2 })).status).toBe(200);
    const [slot] = await slotsOf(dates[7]);
    const results = await Promise.all(
      [1, 2, 3].map((n) => anon.post('/api/appointments', { ...person(`bay${n}`), kind: 'viewing', start: slot.start })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const bays = server.sqlite().prepare('select bay from appointments where starts_at = ? order by bay').all(Date.parse(slot.start));
    expect(bays).toEqual([{ bay: 1 }, { bay: 2 }]);
    await admin.put('/api/appointments/settings', rules);
  });
});

describe("the visitor's page and e-mails say what happened", () => {
  /** The appointment's own details on /book/manage (the footer names the gallery's address on every page). */
  const detailsOf = (html: string) => /<dl[^>]*data-manage-state[\s\S]*?<\/dl>/.exec(html)?.[0] ?? '';
  const page = async (token: string) => (await fetch(`${server.url}/book/manage?token=${encodeURIComponent(token)}`)).text();

  it('a video call shows its app and that the link is sent, never the address; confirming with a link raises SEQUENCE and links it', async () => {
    const visitor = person('video');
    const [slot] = await slotsOf(dates[8], vehicleId);
    const res = await anon.post('/api/appointments', {
      ...visitor,
      kind: 'viewing',
      start: slot.start,
      vehicleId,
      visitMode: 'video',
      videoApp: 'zoom',
    });
    expect(res.status).toBe(201);
    const booked = await smtp.waitFor((m) => toAddress(m) === visitor.email && /^Booked/.test(m.subject ?? ''));
    // The deadline to confirm names its day, not only a time.
    expect(booked.text).toMatch(/Please confirm it by \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    const token = linkIn(booked.text ?? '', '/book/manage');
    const before = detailsOf(await page(token));
    expect(before).toContain('Video call (Zoom)');
    expect(before).toContain('We send the link with the confirmation');
    expect(before).not.toContain('Rutherford');
    expect(icsOf(booked).event.getFirstPropertyValue('sequence')).toBe(0);

    const meeting = 'https://zoom.us/j/5550142001';
    const confirm = await staff.post(`/api/appointments/${res.body.id}/status`, { status: 'confirmed', meetingUrl: meeting });
    expect(confirm.status).toBe(200);
    const confirmed = await smtp.waitFor((m) => toAddress(m) === visitor.email && /^Confirmed/.test(m.subject ?? ''));
    expect(icsOf(confirmed).event.getFirstPropertyValue('sequence')).toBe(1);
    expect(confirmed.html).toContain(`<a href="${meeting}"`);
    const after = detailsOf(await page(token));
    expect(after).toContain(`href="${meeting}"`);
    expect(after).not.toContain('Rutherford');
  });

  it('after "Confirm my booking" the status reads Confirmed', async () => {
    const visitor = person('selfconfirm');
    const [slot] = await slotsOf(dates[8]);
    expect((await anon.post('/api/appointments', { ...visitor, kind: 'viewing', start: slot.start })).status).toBe(201);
    const booked = await smtp.waitFor((m) => toAddress(m) === visitor.email && /^Booked/.test(m.subject ?? ''));
    const token = linkIn(booked.text ?? '', '/book/manage');
    const status = async () => /data-appointment-status[^>]*>\s*([^<]*?)\s*</.exec(await page(token))?.[1];
    expect(await status()).toBe('Requested');
    expect((await anon.post('/api/appointments/manage/confirm', { token })).status).toBe(200);
    expect(await status()).toBe('Confirmed');
  });
});

describe('closed dates (admin settings)', () => {
  it('ship with Christmas, Boxing Day and New Year; a date the admin adds offers no slot (days and slots agree) until removed', async () => {
    const rules = (await admin.get('/api/appointments/settings')).body;
    expect(rules.closedDates).toEqual(expect.arrayContaining(['12-25', '12-26', '01-01']));
    const date = dates[9];
    expect((await slotsOf(date)).length).toBeGreaterThan(0);

    const bad = await admin.put('/api/appointments/settings', { ...rules, closedDates: ['12-25', '2026-02-30'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['closedDates.1']).toMatch(/MM-DD .* or YYYY-MM-DD/);
    expect((await slotsOf(date)).length).toBeGreaterThan(0);

    expect((await admin.put('/api/appointments/settings', { ...rules, closedDates: [...rules.closedDates, date] })).status).toBe(200);
    expect(await slotsOf(date)).toEqual([]);
    const [day] = (await anon.get(`/api/appointments/days?from=${date}&count=1`)).body.days;
    expect(day).toMatchObject({ date, free: 0, closed: true, byAppointment: false });
    const [slot] = await slotsOf(dates[10]);
    const refused = await anon.post('/api/appointments', {
      ...person('closed'),
      kind: 'viewing',
      start: slot.start.replace(dates[10], date),
    });
    expect([400, 409]).toContain(refused.status);

    expect((await admin.put('/api/appointments/settings', rules)).status).toBe(200);
    expect((await slotsOf(date)).length).toBeGreaterThan(0);
  });
});
