import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { countOf, registerBody, tableRows, vehicleBody, writableDb } from '../support/fixtures';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(() => server?.stop());

async function create(overrides: Record<string, unknown> = {}) {
  const res = await staff.post('/api/vehicles', vehicleBody(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: number; vin: string; status: string };
}

const snapshot = () => ({
  vehicles: tableRows(server, 'vehicles'),
  register: tableRows(server, 'garage_register'),
  activity: tableRows(server, 'activity_log'),
});
const statusOf = (id: number) => (server.sqlite().prepare('select status from vehicles where id = ?').get(id) as { status: string }).status;
const userId = (username: string) =>
  (server.sqlite().prepare('select id from users where username = ?').get(username) as { id: number }).id;

describe('PUT /api/vehicles/{id}/status: changes other than sold', () => {
  it('refuses visitors with 401, changing nothing', async () => {
    const v = await create();
    const before = snapshot();
    expect((await anon.put(`/api/vehicles/${v.id}/status`, { status: 'reserved' })).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });

  it.each([
    ['employee', 'available', 'reserved'],
    ['admin', 'reserved', 'pending'],
    ['employee', 'pending', 'available'],
  ] as const)('lets %s change %s to %s at once, answering the vehicle and logging it', async (role, from, to) => {
    const api = role === 'admin' ? admin : staff;
    const v = await create({ status: from });
    const res = await api.put(`/api/vehicles/${v.id}/status`, { status: to });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, status: to });
    expect(statusOf(v.id)).toBe(to);
    const log = server
      .sqlite()
      .prepare("select actor_name, summary from activity_log where action = 'vehicle.status' and entity_id = ?")
      .get(v.id) as { actor_name: string; summary: string };
    expect(log.actor_name).toBe(role === 'admin' ? 'Alexandra Reid' : 'Marco Bellini');
    expect(log.summary).toContain(`from ${from} to ${to}`);
  });

  it('logs nothing when the status is already the one asked for', async () => {
    const v = await create({ status: 'pending' });
    const before = snapshot();
    const res = await staff.put(`/api/vehicles/${v.id}/status`, { status: 'pending' });
    expect(res.status).toBe(200);
    expect(snapshot()).toEqual(before);
  });

  it.each([{ status: 'gone' }, { status: '' }, {}, { status: 3 }])('refuses the body %j with 400 naming status', async (body) => {
    const v = await create();
    const before = snapshot();
    const res = await staff.put(`/api/vehicles/${v.id}/status`, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('status');
    expect(snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const before = snapshot();
    expect((await staff.put('/api/vehicles/999999/status', { status: 'reserved' })).status).toBe(404);
    expect((await staff.put('/api/vehicles/nope/status', { status: 'reserved' })).status).toBe(404);
    expect(
      (await staff.put('/api/vehicles/999999/status', { status: 'sold', garageRegister: registerBody('WP0AC2A90NS270001') })).status,
    ).toBe(404);
    expect(snapshot()).toEqual(before);
  });
});

describe('PUT /api/vehicles/{id}/status: selling', () => {
  it('without garageRegister changes nothing and answers 400 {message, requiresGarageRegister: true}', async () => {
    const v = await create();
    const before = snapshot();
    for (const body of [{ status: 'sold' }, { status: 'sold', garageRegister: null }]) {
      const res = await staff.put(`/api/vehicles/${v.id}/status`, body);
      expect(res.status).toBe(400);
      expect(res.body.requiresGarageRegister).toBe(true);
      expect(typeof res.body.message).toBe('string');
    }
    expect(snapshot()).toEqual(before);
  });

  it.each(['employee', 'admin'] as const)(
    'as %s writes the register entry (createdBy, vehicleId, plate uppercased) and the status together',
    async (role) => {
      const api = role === 'admin' ? admin : staff;
      const v = await create();
      const res = await api.put(`/api/vehicles/${v.id}/status`, {
        status: 'sold',
        garageRegister: registerBody(v.vin, { plateNo: 'cxyz42' }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: v.id,
        status: 'sold',
        garageRegister: { vehicleId: v.id, plateNo: 'CXYZ42', soldToName: 'Jordan Buyer', odometerReading: 8300 },
      });
      expect(statusOf(v.id)).toBe('sold');
      const entry = server.sqlite().prepare('select * from garage_register where vehicle_id = ?').get(v.id) as Record<string, unknown>;
      expect(entry).toMatchObject({
        id: res.body.garageRegister.id,
        created_by: userId(role === 'admin' ? 'admin' : 'staff'),
        plate_no: 'CXYZ42',
        vin_serial_no: v.vin,
        purpose_type: 'Resale',
      });
      expect(countOf(server, 'activity_log', "action = 'vehicle.sold' and entity_id = ?", v.id)).toBe(1);
    },
  );

  const badRegister: [string, unknown, string][] = [
    ['make', '', 'Make is required'],
    ['modelStyle', '  ', 'Model and style are required'],
    ['colour', undefined, 'Colour is required'],
    ['dateIntoStock', '2025-01-15', 'Date must be in format yyyy/mm/dd'],
    ['dateIntoStock', '2025/02/30', 'Date must be in format yyyy/mm/dd'],
    ['vinSerialNo', '', 'VIN is required'],
    ['purchasedFromName', '', 'Purchased-from name is required'],
    ['purchasedFromAddress', '', 'Purchased-from address is required'],
    ['purposeType', 'Gift', 'Purpose type must be one of: Resale, Wrecking, or Consignment'],
    ['dateOutOfStock', undefined, 'Date must be in format yyyy/mm/dd'],
    ['dateOutOfStock', '04/03/2025', 'Date must be in format yyyy/mm/dd'],
    ['soldToName', '', 'Buyer name is required'],
    ['soldToAddress', ' ', 'Buyer address is required'],
    ['plateNo', 'AB-123', 'Plate number must be alphanumeric'],
    ['plateNo', '', 'Plate number must be alphanumeric'],
    ['odometerReading', -1, 'Odometer reading must be positive'],
    ['odometerReading', 12.5, 'Odometer reading must be positive'],
    ['odometerReading', 'lots', 'Odometer reading must be positive'],
  ];
  it.each(badRegister)('refuses a bad %s (%j) with the message %j, changing nothing', async (field, value, message) => {
    const v = await create();
    const before = snapshot();
    const res = await staff.put(`/api/vehicles/${v.id}/status`, {
      status: 'sold',
      garageRegister: registerBody(v.vin, { [field]: value }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[`garageRegister.${field}`]).toBe(message);
    expect(snapshot()).toEqual(before);
  });

  it("refuses a register VIN that is not the vehicle's, changing nothing", async () => {
    const v = await create();
    const before = snapshot();
    const res = await staff.put(`/api/vehicles/${v.id}/status`, { status: 'sold', garageRegister: registerBody('WP0AC2A90NS999999') });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('garageRegister.vinSerialNo');
    expect(snapshot()).toEqual(before);
  });

  it('refuses to sell a vehicle already sold (409), so one sale makes one entry', async () => {
    const v = await create();
    expect((await staff.put(`/api/vehicles/${v.id}/status`, { status: 'sold', garageRegister: registerBody(v.vin) })).status).toBe(200);
    const before = snapshot();
    const again = await staff.put(`/api/vehicles/${v.id}/status`, { status: 'sold', garageRegister: registerBody(v.vin) });
    expect(again.status).toBe(409);
    expect(snapshot()).toEqual(before);
  });

  it('lets a sold vehicle go back to available; its register entry stays; selling again adds a second entry', async () => {
    const v = await create();
    await staff.put(`/api/vehicles/${v.id}/status`, { status: 'sold', garageRegister: registerBody(v.vin) });
    const back = await staff.put(`/api/vehicles/${v.id}/status`, { status: 'available' });
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('available');
    expect(countOf(server, 'garage_register', 'vehicle_id = ?', v.id)).toBe(1);
    const resold = await staff.put(`/api/vehicles/${v.id}/status`, {
      status: 'sold',
      garageRegister: registerBody(v.vin, { dateOutOfStock: '2025/05/01' }),
    });
    expect(resold.status).toBe(200);
    expect(countOf(server, 'garage_register', 'vehicle_id = ?', v.id)).toBe(2);
  });
});

describe('PUT /api/vehicles/{id}/status: the sale is one transaction', () => {
  async function withTrigger(sql: string, run: () => Promise<void>) {
    const handle = writableDb(server);
    handle.exec(sql);
    try {
      await run();
    } finally {
      handle.exec('drop trigger if exists fail_test');
      handle.close();
    }
  }

  it('keeps the status when writing the register entry fails', async () => {
    const v = await create();
    await withTrigger(
      "create trigger fail_test before insert on garage_register begin select raise(abort, 'register unavailable'); end",
      async () => {
        const before = snapshot();
        const res = await staff.put(`/api/vehicles/${v.id}/status`, { status: 'sold', garageRegister: registerBody(v.vin) });
        expect(res.status).toBe(500);
        expect(snapshot()).toEqual(before);
        expect(statusOf(v.id)).toBe('available');
      },
    );
  });

  it('drops the register entry when the status change fails after it', async () => {
    const v = await create();
    await withTrigger(
      "create trigger fail_test before update of status on vehicles when new.status = 'sold' begin select raise(abort, 'status locked'); end",
      async () => {
        const before = snapshot();
        const res = await staff.put(`/api/vehicles/${v.id}/status`, { status: 'sold', garageRegister: registerBody(v.vin) });
        expect(res.status).toBe(500);
        expect(snapshot()).toEqual(before);
        expect(countOf(server, 'garage_register', 'vehicle_id = ?', v.id)).toBe(0);
      },
    );
    // And with the fault gone the same sale goes through.
    const res = await staff.put(`/api/vehicles/${v.id}/status`, { status: 'sold', garageRegister: registerBody(v.vin) });
    expect(res.status).toBe(200);
  });
});
