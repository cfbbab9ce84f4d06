import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRegisterDate } from '#src/lib/format/dates';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { registerBody, vehicleBody, writableDb } from '../support/fixtures';

let server: TestServer;
let staff: ApiClient;
const ids: Record<string, number> = {};

const monthsAgo = (n: number, day = 10) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() - n, day);
};
const monthKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

async function add(name: string, overrides: Record<string, unknown>) {
  const res = await staff.post('/api/vehicles', vehicleBody(overrides));
  expect(res.status).toBe(201);
  ids[name] = res.body.id;
  return res.body;
}
async function sell(name: string, into: Date, out: Date) {
  const v = (await staff.get(`/api/vehicles/${ids[name]}`)).body;
  const res = await staff.put(`/api/vehicles/${v.id}/status`, {
    status: 'sold',
    garageRegister: registerBody(v.vin, { dateIntoStock: toRegisterDate(into), dateOutOfStock: toRegisterDate(out) }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  staff = await new ApiClient(server.url).loginAs('employee');
  await add('suvA', { category: 'suvs-crossovers', price: 100_000 });
  await add('suvB', { category: 'suvs-crossovers', price: 50_000, status: 'reserved' });
  await add('sportA', { category: 'sports-cars', price: 300_000 });
  await add('sportB', { category: 'sports-cars', price: 200_000 });
  await add('exotic', { category: 'exotic-collection', price: 1_000_000 });
  await add('old', { category: 'convertibles', price: 70_000 });
  // Sold this month after 10 days in stock, last month after 30, and 13 months ago after 5 (outside the chart).
  const thisMonth = monthsAgo(0, 1);
  await sell('sportA', new Date(thisMonth.getFullYear(), thisMonth.getMonth(), thisMonth.getDate() - 10), thisMonth);
  await sell('exotic', monthsAgo(2, 11), monthsAgo(1, 10));
  await sell('old', monthsAgo(13, 5), monthsAgo(13, 10));

  const handle = writableDb(server);
  const insert = handle.prepare(
    "insert into inquiries (name, email, subject, message, vehicle_id, status) values ('A', 'a@example.com', 'S', 'A message body', ?, ?)",
  );
  for (const [vehicle, status] of [
    [ids.suvA, 'new'],
    [ids.suvA, 'new'],
    [ids.suvA, 'resolved'],
    [ids.sportB, 'in-progress'],
    [null, 'closed'],
  ] as const)
    insert.run(vehicle, status);
  handle.close();
});
afterAll(() => server?.stop());

describe('GET /api/reports', () => {
  it('is for staff only', async () => {
    expect((await new ApiClient(server.url).get('/api/reports')).status).toBe(401);
    expect((await (await new ApiClient(server.url).loginAs('admin')).get('/api/reports')).status).toBe(200);
  });

  it('charts sales by month over the last twelve months with their value', async () => {
    const { body } = await staff.get('/api/reports');
    expect(body.salesByMonth).toHaveLength(12);
    expect(body.salesByMonth.at(-1)).toEqual({ month: monthKey(new Date()), count: 1, value: 300_000 });
    expect(body.salesByMonth.at(-2)).toEqual({ month: monthKey(monthsAgo(1)), count: 1, value: 1_000_000 });
    expect(body.salesByMonth.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(2);
  });

  it('averages days in stock over every sale', async () => {
    const { body } = await staff.get('/api/reports');
    const exoticDays = Math.round((monthsAgo(1, 10).getTime() - monthsAgo(2, 11).getTime()) / 86_400_000);
    expect(body.averageDaysInStock).toBeCloseTo((10 + exoticDays + 5) / 3, 1);
  });

  it('breaks the unsold inventory down by category and all vehicles by status', async () => {
    const { body } = await staff.get('/api/reports');
    expect(body.inventoryByCategory).toEqual([
      { category: 'sports-cars', label: 'Sports Cars', count: 1, value: 200_000 },
      { category: 'luxury-sedans', label: 'Luxury Sedans', count: 0, value: 0 },
      { category: 'suvs-crossovers', label: 'SUVs & Crossovers', count: 2, value: 150_000 },
      { category: 'exotic-collection', label: 'Exotic Collection', count: 0, value: 0 },
      { category: 'convertibles', label: 'Convertibles', count: 0, value: 0 },
    ]);
    expect(body.inventoryByStatus).toEqual([
      { status: 'available', count: 2, value: 300_000 },
      { status: 'sold', count: 3, value: 1_370_000 },
      { status: 'reserved', count: 1, value: 50_000 },
      { status: 'pending', count: 0, value: 0 },
      { status: 'draft', count: 0, value: 0 },
    ]);
  });

  it('counts inquiries by status and by vehicle, most asked-about first', async () => {
    const { body } = await staff.get('/api/reports');
    expect(body.inquiriesByStatus).toEqual([
      { status: 'new', count: 2 },
      { status: 'in-progress', count: 1 },
      { status: 'responded', count: 0 },
      { status: 'resolved', count: 1 },
      { status: 'closed', count: 1 },
    ]);
    expect(body.inquiriesByVehicle).toEqual([
      { vehicleId: ids.suvA, year: 2022, make: 'Porsche', model: '911 GT3', trim: '', count: 3 },
      { vehicleId: ids.sportB, year: 2022, make: 'Porsche', model: '911 GT3', trim: '', count: 1 },
    ]);
  });
});
