import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleBody, writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;
let anon: ApiClient;
let staff: ApiClient;
let vehicleId: number;
const slots: { start: string }[] = [];

const toAddress = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '').toLowerCase();
const eventOf = (m: ParsedMail) => {
  const part = m.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
  return new ICAL.Component(ICAL.parse(part.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    seed: false,
    env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '1000', BOOKING_HOLDS_PER_HOUR: '1000', BOOKING_HOLDS_PER_NETWORK: '1000' },
  });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  vehicleId = (await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023 }))).body.id;
  const today = new Date().toISOString().slice(0, 10);
  const days = (await anon.get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[];
  for (const d of days.slice(2).filter((x) => x.free >= 3)) {
    slots.push(...(await anon.get(`/api/appointments/slots?date=${d.date}&vehicleId=${vehicleId}`)).body.slots);
    if (slots.length >= 4) break;
  }
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const visitor = (n: string) => ({ name: `Remote ${n}`, email: `remote.${n}@example.com`, phone: `416-555-${2000 + n.length}` });

describe('video-call viewings', () => {
  it('asks for the app of a video call, naming the field', async () => {
    const res = await anon.post('/api/appointments', {
      ...visitor('a'),
      kind: 'viewing',
      visitMode: 'video',
      start: slots[0].start,
      vehicleId,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['videoApp']);
  });

  it('stores the video call, tells staff, and confirms it with a meeting link carried by the e-mail and the .ics', async () => {
    const booked = await anon.post('/api/appointments', {
      ...visitor('bb'),
      kind: 'viewing',
      visitMode: 'video',
      videoApp: 'whatsapp',
      start: slots[1].start,
      vehicleId,
    });
    expect(booked.status).toBe(201);
    const row = writableDb(server).prepare('select visit_mode, video_app from appointments where id = ?').get(booked.body.id);
    expect(row).toEqual({ visit_mode: 'video', video_app: 'whatsapp' });
    const notice = await smtp.waitFor((m) => toAddress(m) === 'info@ateliermotorgallery.ca' && /New appointment/.test(m.subject ?? ''));
    expect(notice.text).toContain('Visit: Video call (WhatsApp)');
    const ack = await smtp.waitFor((m) => toAddress(m) === 'remote.bb@example.com' && /^Booked/.test(m.subject ?? ''));
    expect(ack.text).toContain('How: Video call (WhatsApp)');

    // A bad link is refused naming the field, and nothing changes.
    for (const meetingUrl of ['http://meet.example.com/x', 'javascript:alert(1)', 'meet.google.com/abc']) {
      const bad = await staff.post(`/api/appointments/${booked.body.id}/status`, { status: 'confirmed', meetingUrl });
      expect(bad.status, meetingUrl).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['meetingUrl']);
    }
    expect((await staff.get(`/api/appointments/${booked.body.id}`)).body).toMatchObject({ status: 'requested', meetingUrl: null });

    const link = 'https://meet.google.com/abc-defg-hij';
    const confirmed = await staff.post(`/api/appointments/${booked.body.id}/status`, { status: 'confirmed', meetingUrl: link });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', visitMode: 'video', videoApp: 'whatsapp', meetingUrl: link });
    const mail = await smtp.waitFor((m) => toAddress(m) === 'remote.bb@example.com' && /^Confirmed/.test(m.subject ?? ''));
    expect(mail.text).toContain(`Meeting link: ${link}`);
    const event = eventOf(mail);
    expect(event.getFirstPropertyValue('location')).toBe(link);
    expect(event.getFirstPropertyValue('url')).toBe(link);
    expect(String(event.getFirstPropertyValue('description'))).toContain(`Join the call: ${link}`);
    expect(event.getFirstPropertyValue('geo')).toBeNull();
  });

  it('refuses a meeting link on an appointment in person', async () => {
    const booked = await anon.post('/api/appointments', { ...visitor('ccc'), kind: 'viewing', start: slots[2].start, vehicleId });
    expect(booked.status).toBe(201);
    const res = await staff.post(`/api/appointments/${booked.body.id}/status`, { status: 'confirmed', meetingUrl: 'https://zoom.us/j/1' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['meetingUrl']);
  });

  it('keeps a test drive in person whatever was ticked', async () => {
    const booked = await anon.post('/api/appointments', {
      ...visitor('dddd'),
      kind: 'test-drive',
      visitMode: 'video',
      videoApp: 'zoom',
      start: slots[3].start,
      vehicleId,
    });
    expect(booked.status).toBe(201);
    expect(writableDb(server).prepare('select visit_mode from appointments where id = ?').get(booked.body.id)).toEqual({
      visit_mode: 'in-person',
    });
  });
});
