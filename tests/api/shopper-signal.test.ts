// Staff see the signal (issue 22): saves per vehicle, the most-saved cars, a customer's saves and searches; data download and deletion by the shopper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { signInShopper } from '../support/shopper';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('what staff see of shoppers', () => {
  it('saves per vehicle, the most-saved cars and one customer’s saves and searches', async () => {
    const [a, b] = (server.sqlite().prepare("select id from vehicles where status = 'available' limit 2").all() as { id: number }[]).map(
      (r) => r.id,
    );
    const ana = await signInShopper(server.url, smtp, 'ana@example.com');
    const ben = await signInShopper(server.url, smtp, 'ben@example.com');
    for (const id of [a, b]) expect((await ana.post('/api/shopper/saved-vehicles', { vehicleId: id })).status).toBe(201);
    expect((await ben.post('/api/shopper/saved-vehicles', { vehicleId: a })).status).toBe(201);
    expect(
      (await ben.request('PUT', '/api/shopper/preferences', { savedVehicleAlerts: true, alertFrequency: 'daily', consent: true })).status,
    ).toBe(200);
    expect((await ana.post('/api/shopper/searches', { criteria: { make: 'Ferrari' }, frequency: 'weekly', consent: true })).status).toBe(
      201,
    );

    const staff = await new ApiClient(server.url).loginAs('employee');
    expect((await staff.get(`/api/shopper-signal/vehicles/${a}`)).body).toEqual({ saves: 2, waitingForPriceDrop: 1 });
    const most = (await staff.get('/api/shopper-signal/most-saved')).body.vehicles;
    expect(most[0]).toMatchObject({ id: a, saves: 2 });
    const customer = (await staff.get('/api/shopper-signal/customers?email=ANA@example.com')).body;
    expect(customer.savedVehicles.map((v: { id: number }) => v.id).sort()).toEqual([a, b].sort());
    expect(customer.savedSearches).toEqual([expect.objectContaining({ name: 'Ferrari', frequency: 'weekly', paused: false })]);
    expect((await new ApiClient(server.url).get('/api/shopper-signal/most-saved')).status).toBe(401);
  });
});

describe('the shopper’s own data (PIPEDA)', () => {
  it('downloads everything held and deletes the account with its saves, searches and consent records', async () => {
    const cleo = await signInShopper(server.url, smtp, 'cleo@example.com');
    const car = (server.sqlite().prepare("select id from vehicles where status = 'available' limit 1").get() as { id: number }).id;
    await cleo.post('/api/shopper/saved-vehicles', { vehicleId: car });
    await cleo.post('/api/shopper/searches', { criteria: { make: 'Porsche' }, frequency: 'daily', consent: true });
    const data = await cleo.get('/api/shopper/account');
    expect(data.headers.get('content-disposition')).toContain('attachment');
    expect(data.body).toMatchObject({
      account: { email: 'cleo@example.com' },
      savedVehicles: [car],
      savedSearches: [expect.objectContaining({ name: 'Porsche' })],
    });
    expect(data.body.consentRecords).toEqual([expect.objectContaining({ basis: 'express', source: 'shopper-alerts' })]);

    expect((await cleo.request('DELETE', '/api/shopper/account')).status).toBe(204);
    expect((await cleo.get('/api/shopper/me')).body).toEqual({ signedIn: false });
    const n = (sql: string) => (server.sqlite().prepare(sql).get() as { n: number }).n;
    expect(n("select count(*) n from users where email = 'cleo@example.com'")).toBe(0);
    expect(n("select count(*) n from consent_records where email = 'cleo@example.com'")).toBe(0);
    expect(n('select count(*) n from saved_searches s left join users u on u.id = s.user_id where u.id is null')).toBe(0);
  });

  it('an erasure by the admin also deletes the shopper account, its saves and the sign-in links naming the address', async () => {
    const dana = await signInShopper(server.url, smtp, 'dana@example.com');
    const car = (server.sqlite().prepare("select id from vehicles where status = 'available' limit 1").get() as { id: number }).id;
    expect((await dana.post('/api/shopper/saved-vehicles', { vehicleId: car })).status).toBe(201);
    const n = (sql: string) => (server.sqlite().prepare(sql).get() as { n: number }).n;
    expect(n("select count(*) n from users where username = 'dana@example.com'")).toBe(1);

    const admin = await new ApiClient(server.url).loginAs('admin');
    const res = await admin.post('/api/customers/erase', { email: 'Dana@example.com', confirmEmail: 'Dana@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accounts: 1 });
    expect(n("select count(*) n from users where username = 'dana@example.com'")).toBe(0);
    expect(n("select count(*) n from shopper_sign_in_links where email = 'dana@example.com'")).toBe(0);
    expect(n('select count(*) n from saved_vehicles s left join users u on u.id = s.user_id where u.id is null')).toBe(0);
    expect((await dana.get('/api/shopper/me')).body).toEqual({ signedIn: false });
  });
});
