import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { countOf, registerBody, vehicleBody, writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startMailCapture } from '../support/mail-capture';
import { adfDtdErrors } from '../support/adf-dtd';

/**
 * A buyer far away (issue 23 items 7 and 8) over HTTP: the delivery quote lead
 * (inbox, ADF/XML, e-mails, the no-JS post) and a car held against a deposit
 * (its life, the database refusing two holds on one car, the expiry job, the sale).
 */

let mail: Awaited<ReturnType<typeof startMailCapture>>;
let server: TestServer;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestServer({
    seed: false,
    env: { SMTP_URL: mail.url, MAIL_FROM: '"Atelier Test" <leads@example.com>', INQUIRY_RATE_LIMIT: '1000' },
  });
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const visitor = () => new ApiClient(server.url);
const newVehicle = async (overrides: Record<string, unknown> = {}) => {
  const res = await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023, price: 289_900, ...overrides }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; vin: string };
};
const contact = (email: string) => ({ name: 'Avery Longway', email, phone: '604-555-0100' });
const delivery = (vehicleId: number, email: string, overrides: Record<string, unknown> = {}) => ({
  ...contact(email),
  vehicleId,
  country: 'CA',
  region: 'british columbia',
  postalCode: 'v6b1a1',
  transport: 'enclosed',
  wantedBy: '2099-06-30',
  ...overrides,
});
const publicStatus = async (id: number) => (await visitor().get(`/api/vehicles/${id}`)).body.status as string;

describe('delivery quote (POST /api/leads/delivery)', () => {
  it('lands in the inbox with its destination, tells the dealer (Reply-To the customer) and the customer, and exports valid ADF/XML', async () => {
    const car = await newVehicle();
    const email = 'delivery.ok@example.com';
    const res = await visitor().post('/api/leads/delivery', delivery(car.id, email));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: 'Request received' });
    const id = res.body.id as number;

    const stored = server
      .sqlite()
      .prepare(
        'select country, region, postal_code as postalCode, transport, wanted_by as wantedBy from delivery_quotes where inquiry_id = ?',
      )
      .get(id);
    expect(stored).toEqual({ country: 'CA', region: 'BC', postalCode: 'V6B 1A1', transport: 'enclosed', wantedBy: '2099-06-30' });

    const list = await staff.get('/api/inquiries?type=delivery');
    expect(list.status).toBe(200);
    const detail = await staff.get(`/api/leads/delivery/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.type).toBe('delivery');
    expect(detail.body.delivery).toMatchObject({ country: 'CA', region: 'BC', postalCode: 'V6B 1A1' });
    expect(detail.body.subject).toBe('Delivery quote: 2023 Ferrari Roma to BC, Canada');

    const notice = await mail.waitFor((m) => m.subject === 'New delivery quote: 2023 Ferrari Roma to BC, Canada');
    expect((notice.headers.get('reply-to') as { value: { address: string }[] }).value[0].address).toBe(email);
    expect(notice.text).toContain('Deliver to: BC, V6B 1A1, Canada');
    expect(notice.text).toContain('Transport: Enclosed transport');
    const ack = await mail.waitFor((m) => m.envelopeTo.includes(email) && m.subject.startsWith('We received your delivery quote request'));
    expect(ack.text).toContain('Nothing is booked until you agree to it.');

    const adf = await fetch(`${server.url}/api/leads/delivery/${id}/adf`, { headers: { cookie: staff.cookie } });
    expect(adf.status).toBe(200);
    const xml = await adf.text();
    expect(adfDtdErrors(xml)).toEqual([]);
    const root = create(xml).root().node as unknown as Element;
    expect(root.getElementsByTagName('latestdate')[0].textContent).toBe('2099-06-30');
    expect(root.getElementsByTagName('customer')[0].getElementsByTagName('comments')[0].textContent).toContain(
      'Delivery quote to BC, V6B 1A1, Canada; enclosed transport',
    );
  });

  it.each([
    [
      'a postal code of another province',
      { region: 'Alberta', postalCode: 'M5V 3L9' },
      'postalCode',
      'This postal code is not in Alberta.',
    ],
    ['a ZIP code that is not one', { country: 'US', region: 'NY', postalCode: '1000' }, 'postalCode', 'Please enter a valid ZIP code'],
    ['a US state in Canada', { region: 'Texas' }, 'region', 'Please enter a Canadian province or territory.'],
    ['a date in the past', { wantedBy: '2020-01-01' }, 'wantedBy', 'The date cannot be in the past.'],
    ['no transport', { transport: '' }, 'transport', 'Please choose enclosed or open transport.'],
  ])('refuses %s with the field named and stores nothing', async (_, overrides, field, message) => {
    const car = await newVehicle();
    const before = countOf(server, 'inquiries');
    const res = await visitor().post('/api/leads/delivery', delivery(car.id, 'delivery.bad@example.com', overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
    expect(countOf(server, 'inquiries')).toBe(before);
  });

  it('takes a destination abroad without a code, and the US with a ZIP+4', async () => {
    const car = await newVehicle();
    const abroad = await visitor().post(
      '/api/leads/delivery',
      delivery(car.id, 'delivery.jp@example.com', { country: 'JP', region: 'Tokyo', postalCode: '', wantedBy: '' }),
    );
    expect(abroad.status, JSON.stringify(abroad.body)).toBe(201);
    const us = await visitor().post(
      '/api/leads/delivery',
      delivery(car.id, 'delivery.us@example.com', { country: 'US', region: 'new york', postalCode: '10001-1234' }),
    );
    expect(us.status).toBe(201);
    expect(server.sqlite().prepare('select region, postal_code as p from delivery_quotes where inquiry_id = ?').get(us.body.id)).toEqual({
      region: 'NY',
      p: '10001-1234',
    });
  });

  it('without JavaScript: the form posts to the vehicle page and a stored quote redirects (303) to the sent view', async () => {
    const car = await newVehicle();
    const page = await fetch(`${server.url}/inventory/${car.id}`);
    expect(await page.text()).toContain(`action="/inventory/${car.id}?form=delivery#delivery-form"`);
    const email = 'delivery.nojs@example.com';
    const fields = Object.fromEntries(Object.entries(delivery(car.id, email)).map(([k, v]) => [k, String(v)]));
    const res = await fetch(`${server.url}/inventory/${car.id}?form=delivery`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/inventory/${car.id}?sent=delivery#delivery-form`);
    expect(countOf(server, 'inquiries', "email = ? and type = 'delivery'", email)).toBe(1);
    const sent = await (await fetch(`${server.url}${res.headers.get('location')}`)).text();
    expect(sent).toContain('We are preparing your delivery quote.');
  });
});

/** A hold request from a shopper on `vehicleId`: its lead id. */
async function askToHold(vehicleId: number, email: string): Promise<number> {
  const res = await visitor().post('/api/leads/hold', { ...contact(email), vehicleId, termsAccepted: true });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
const step = (id: number, body: Record<string, unknown>, as = staff) => as.post(`/api/leads/hold/${id}/steps`, body);
const holdRow = (id: number) =>
  server
    .sqlite()
    .prepare('select status, expires_at as expiresAt, end_reason as endReason from vehicle_holds where inquiry_id = ?')
    .get(id) as {
    status: string;
    expiresAt: number | null;
    endReason: string | null;
  };

describe('holding a car with a deposit', () => {
  it('takes a hold through its life: requested → accepted (instructions e-mailed) → reserved (the site says so) → extended → released (available again)', async () => {
    const saved = await admin.put('/api/settings/holds', {
      holdHours: 48,
      depositAmount: 2500,
      eTransferEmail: 'deposits@example.com',
      eTransferNote: 'Use the hold number as the message.',
      refundTerms: 'Refunded in full within 5 business days if we cannot complete the sale.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await staff.put('/api/settings/holds', saved.body)).status).toBe(403);

    const car = await newVehicle();
    const page = await (await fetch(`${server.url}/inventory/${car.id}`)).text();
    expect(page).toContain('Reserve This Car');
    expect(page).toContain('Refunded in full within 5 business days if we cannot complete the sale.');

    const email = 'hold.life@example.com';
    const id = await askToHold(car.id, email);
    expect(holdRow(id).status).toBe('requested');
    await mail.waitFor((m) => m.envelopeTo.includes(email) && m.subject === 'We received your request to reserve the 2023 Ferrari Roma');

    const bad = await step(id, { action: 'accept' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.depositMethod).toBe('Please choose how the deposit is paid.');
    expect((await step(id, { action: 'deposit' })).status).toBe(409);

    const accepted = await step(id, { action: 'accept', depositMethod: 'e-transfer' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.lead.hold.status).toBe('accepted');
    const instructions = await mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Deposit instructions to hold the 2023 Ferrari Roma',
    );
    expect(instructions.text).toContain('deposit of $2,500 by Interac e-Transfer');
    expect(instructions.text).toContain('To: deposits@example.com');
    expect(instructions.text).toContain(`Message: Hold ${id}`);
    expect(instructions.text).toContain('Refunds: Refunded in full within 5 business days');
    expect(await publicStatus(car.id)).toBe('available');

    const before = Date.now();
    const reserved = await step(id, { action: 'deposit' });
    expect(reserved.status).toBe(201);
    expect(await publicStatus(car.id)).toBe('reserved');
    const expiresAt = holdRow(id).expiresAt!;
    expect(expiresAt - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(expiresAt - before).toBeLessThan(48 * 3_600_000 + 60_000);
    await mail.waitFor((m) => m.envelopeTo.includes(email) && m.subject === 'The 2023 Ferrari Roma is reserved for you');
    const reservedPage = await (await fetch(`${server.url}/inventory/${car.id}`)).text();
    expect(reservedPage).toContain('Reserved');
    expect(reservedPage).not.toContain('Reserve This Car');
    // Nobody else can ask for a reserved car.
    const other = await visitor().post('/api/leads/hold', { ...contact('hold.late@example.com'), vehicleId: car.id, termsAccepted: true });
    expect(other.status).toBe(409);
    expect(other.body.errors.vehicleId).toBe('This vehicle is not available to reserve.');

    expect((await step(id, { action: 'extend', hours: 24 })).status).toBe(201);
    expect(holdRow(id).expiresAt).toBe(expiresAt + 24 * 3_600_000);
    await mail.waitFor((m) => m.envelopeTo.includes(email) && m.subject === 'Your hold on the 2023 Ferrari Roma is extended');

    expect((await step(id, { action: 'release' })).status).toBe(201);
    expect(holdRow(id)).toMatchObject({ status: 'released', endReason: 'released by staff' });
    expect(await publicStatus(car.id)).toBe('available');
    const released = await mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'Your hold on the 2023 Ferrari Roma has ended',
    );
    expect(released.text).toContain('About your deposit: Refunded in full');
    expect((await step(id, { action: 'extend' })).status).toBe(409);

    const actions = (
      server.sqlite().prepare("select action from activity_log where entity_type = 'inquiry' and entity_id = ? order by id").all(id) as {
        action: string;
      }[]
    ).map((r) => r.action);
    // The lead's status follows the hold: in progress once accepted, closed as lost once released.
    expect(actions).toEqual([
      'inquiry.received',
      'hold.accept',
      'inquiry.status',
      'hold.deposit',
      'hold.extend',
      'hold.release',
      'inquiry.status',
    ]);
  });

  it('two shoppers can never hold the same car: of parallel accepts exactly one wins, the others get 409; parallel deposits too', async () => {
    const car = await newVehicle();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await askToHold(car.id, `hold.race${i}@example.com`));
    const answers = await Promise.all(ids.map((id) => step(id, { action: 'accept', depositMethod: 'at-dealership' })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toBe('Another customer already holds this vehicle: release that hold first.');
    expect(countOf(server, 'vehicle_holds', "vehicle_id = ? and status in ('accepted', 'reserved')", car.id)).toBe(1);

    const winner = ids[answers.findIndex((a) => a.status === 201)];
    const deposits = await Promise.all(Array.from({ length: 5 }, () => step(winner, { action: 'deposit' })));
    expect(deposits.map((d) => d.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await publicStatus(car.id)).toBe('reserved');

    // The database itself refuses a second active hold, whatever the code above it does.
    const db = writableDb(server);
    try {
      const loser = ids.find((id) => id !== winner)!;
      expect(() => db.prepare("update vehicle_holds set status = 'reserved' where inquiry_id = ?").run(loser)).toThrow(
        /UNIQUE constraint failed: vehicle_holds\.vehicle_id/,
      );
    } finally {
      db.close();
    }
  });

  it('a reserved hold past its expiry returns the car to available by itself, and the customer is told', async () => {
    const car = await newVehicle();
    const email = 'hold.expire@example.com';
    const id = await askToHold(car.id, email);
    expect((await step(id, { action: 'accept', depositMethod: 'e-transfer' })).status).toBe(201);
    expect((await step(id, { action: 'deposit' })).status).toBe(201);
    expect(await publicStatus(car.id)).toBe('reserved');
    // The clock moved on: the hold's end set a second ago (the job runs every 15 s).
    const db = writableDb(server);
    try {
      db.prepare('update vehicle_holds set expires_at = ? where inquiry_id = ?').run(Date.now() - 1000, id);
    } finally {
      db.close();
    }
    await mail.waitFor((m) => m.envelopeTo.includes(email) && m.subject === 'Your hold on the 2023 Ferrari Roma has expired', 40_000);
    expect(holdRow(id)).toMatchObject({ status: 'released', endReason: 'expired' });
    expect(await publicStatus(car.id)).toBe('available');
    const page = await (await fetch(`${server.url}/inventory/${car.id}`)).text();
    expect(page).toContain('Reserve This Car');
  }, 60_000);

  it("erasing the customer whose deposit reserved a car puts the car back on sale in the same step; another customer's reservation stays", async () => {
    const car = await newVehicle();
    const kept = await newVehicle();
    const email = 'hold.erased@example.com';
    const id = await askToHold(car.id, email);
    expect((await step(id, { action: 'accept', depositMethod: 'at-dealership' })).status).toBe(201);
    expect((await step(id, { action: 'deposit' })).status).toBe(201);
    const other = await askToHold(kept.id, 'hold.kept@example.com');
    expect((await step(other, { action: 'accept', depositMethod: 'at-dealership' })).status).toBe(201);
    expect((await step(other, { action: 'deposit' })).status).toBe(201);
    expect(await publicStatus(car.id)).toBe('reserved');

    const erased = await admin.post('/api/customers/erase', { email, confirmEmail: email });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(countOf(server, 'vehicle_holds', 'inquiry_id = ?', id)).toBe(0);
    expect(await publicStatus(car.id)).toBe('available');
    expect(await (await fetch(`${server.url}/inventory/${car.id}`)).text()).toContain('Reserve This Car');
    expect(await publicStatus(kept.id)).toBe('reserved');
    const logged = server
      .sqlite()
      .prepare("select summary from activity_log where action = 'vehicle.status' and entity_id = ? order by id desc limit 1")
      .get(car.id) as { summary: string };
    expect(logged.summary).toMatch(/from reserved to available \(the customer whose hold reserved it was erased\)/);
    expect(logged.summary).not.toContain(email);
  });

  it('recording the sale of a reserved car ends its hold as sold, and the customer is thanked', async () => {
    const car = await newVehicle();
    const email = 'hold.sold@example.com';
    const id = await askToHold(car.id, email);
    await step(id, { action: 'accept', depositMethod: 'at-dealership' });
    const instructions = await mail.waitFor((m) => m.envelopeTo.includes(email) && m.subject.startsWith('Deposit instructions'));
    expect(instructions.text).toContain('bring a deposit of $2,500 to the dealership');
    await step(id, { action: 'deposit' });
    const sold = await staff.put(`/api/vehicles/${car.id}/status`, { status: 'sold', garageRegister: registerBody(car.vin) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(holdRow(id)).toMatchObject({ status: 'sold', endReason: 'sold' });
    await mail.waitFor((m) => m.envelopeTo.includes(email) && m.subject === 'Thank you for buying the 2023 Ferrari Roma');
  });

  it('the shopper must accept the terms, and staff alone take the steps', async () => {
    const car = await newVehicle();
    const res = await visitor().post('/api/leads/hold', { ...contact('hold.terms@example.com'), vehicleId: car.id });
    expect(res.status).toBe(400);
    expect(res.body.errors.termsAccepted).toBe('Please confirm you have read the hold terms.');
    const id = await askToHold(car.id, 'hold.auth@example.com');
    expect((await step(id, { action: 'accept', depositMethod: 'e-transfer' }, visitor())).status).toBe(401);
    expect((await step(999_999, { action: 'accept', depositMethod: 'e-transfer' })).status).toBe(404);
  });
});
