import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startMailCapture } from '../support/mail-capture';

/**
 * A lead's status follows its own steps (issue 40 item 5, issue 38 item 9): acted on, it is no longer New;
 * a sale closes it as won; a hold, offer or booking that ends without one closes it as lost with the reason;
 * staff can still set any status by hand.
 */

let mail: Awaited<ReturnType<typeof startMailCapture>>;
let server: TestServer;
let staff: ApiClient;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestServer({
    seed: false,
    env: { SMTP_URL: mail.url, MAIL_FROM: '"Atelier Test" <leads@example.com>', INQUIRY_RATE_LIMIT: '1000' },
  });
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const visitor = () => new ApiClient(server.url);
const contact = (email: string) => ({ name: 'Avery Follow', email, phone: '416-555-0100' });
const newVehicle = async () => {
  const res = await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023, price: 289_900 }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; vin: string };
};
const lead = async (id: number) => {
  const res = await staff.get(`/api/inquiries/${id}`);
  expect(res.status).toBe(200);
  return {
    status: res.body.status as string,
    outcome: res.body.outcome as string | null,
    outcomeReason: res.body.outcomeReason as string | null,
  };
};
const newCount = async () => (await staff.get('/api/dashboard')).body.inquiries.new as number;
const holdStep = (id: number, body: Record<string, unknown>) => staff.post(`/api/leads/hold/${id}/steps`, body);

describe('a hold moves its lead', () => {
  it('accepted, paid and sold: in progress, then closed as won, and the dashboard no longer counts it as new', async () => {
    const car = await newVehicle();
    const before = await newCount();
    const held = await visitor().post('/api/leads/hold', { ...contact('status.hold@example.com'), vehicleId: car.id, termsAccepted: true });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const id = held.body.id as number;
    expect(await lead(id)).toEqual({ status: 'new', outcome: null, outcomeReason: null });
    expect(await newCount()).toBe(before + 1);

    expect((await holdStep(id, { action: 'accept', depositMethod: 'at-dealership' })).status).toBe(201);
    expect(await lead(id)).toEqual({ status: 'in-progress', outcome: null, outcomeReason: null });
    expect(await newCount()).toBe(before);

    expect((await holdStep(id, { action: 'deposit' })).status).toBe(201);
    const sold = await staff.put(`/api/vehicles/${car.id}/status`, { status: 'sold', garageRegister: registerBody(car.vin) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(await lead(id)).toEqual({ status: 'closed', outcome: 'won', outcomeReason: null });

    const moves = server
      .sqlite()
      .prepare("select summary from activity_log where action = 'inquiry.status' and entity_id = ? order by id")
      .all(id) as { summary: string }[];
    expect(moves.map((m) => m.summary)).toEqual(['Lead moved to In Progress: hold accepted', 'Lead moved to Closed (won): sale recorded']);
  });

  it('declined: closed as lost with the reason', async () => {
    const car = await newVehicle();
    const held = await visitor().post('/api/leads/hold', {
      ...contact('status.decline@example.com'),
      vehicleId: car.id,
      termsAccepted: true,
    });
    const id = held.body.id as number;
    expect((await holdStep(id, { action: 'decline' })).status).toBe(201);
    expect(await lead(id)).toEqual({ status: 'closed', outcome: 'lost', outcomeReason: 'Hold declined' });
  });
});

describe('an offer moves its lead', () => {
  it('countered: in progress; declined: closed as lost', async () => {
    const car = await newVehicle();
    const offer = async (email: string) => {
      const res = await visitor().post('/api/leads/offer', { ...contact(email), vehicleId: car.id, amount: 250_000 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const countered = await offer('status.counter@example.com');
    const counter = await staff.post(`/api/leads/offer/${countered}/decision`, { decision: 'countered', counterAmount: 280_000 });
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    expect(await lead(countered)).toEqual({ status: 'in-progress', outcome: null, outcomeReason: null });

    const declined = await offer('status.declined@example.com');
    expect((await staff.post(`/api/leads/offer/${declined}/decision`, { decision: 'declined' })).status).toBe(201);
    expect(await lead(declined)).toEqual({ status: 'closed', outcome: 'lost', outcomeReason: 'Offer declined' });
  });
});

describe('staff still set the status by hand', () => {
  it('reopening a lost lead clears its outcome; a reply does not reopen a lead staff closed', async () => {
    const car = await newVehicle();
    const held = await visitor().post('/api/leads/hold', { ...contact('status.hand@example.com'), vehicleId: car.id, termsAccepted: true });
    const id = held.body.id as number;
    expect((await holdStep(id, { action: 'decline' })).status).toBe(201);
    const reopened = await staff.put(`/api/inquiries/${id}/status`, { status: 'in-progress' });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'in-progress', outcome: null, outcomeReason: null });

    expect((await staff.put(`/api/inquiries/${id}/status`, { status: 'closed' })).body).toMatchObject({ status: 'closed', outcome: null });
    const reply = await staff.post(`/api/inquiries/${id}/replies`, { message: 'Thank you for your interest; the car has found a home.' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(await lead(id)).toEqual({ status: 'closed', outcome: null, outcomeReason: null });
  });

  it('a reply moves a new lead to responded', async () => {
    const res = await visitor().post('/api/inquiries', {
      ...contact('status.reply@example.com'),
      subject: 'Hello',
      message: 'Is it still for sale?',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id as number;
    const reply = await staff.post(`/api/inquiries/${id}/replies`, { message: 'It is; come and see it.' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(await lead(id)).toEqual({ status: 'responded', outcome: null, outcomeReason: null });
  });
});
