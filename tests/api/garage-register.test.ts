import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { registerBody, vehicleBody } from '../support/fixtures';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;
const sold: { id: number; date: string }[] = [];

async function sell(dateOutOfStock: string, overrides: Record<string, unknown> = {}) {
  const v = (await staff.post('/api/vehicles', vehicleBody())).body;
  const res = await staff.put(`/api/vehicles/${v.id}/status`, {
    status: 'sold',
    garageRegister: registerBody(v.vin, { dateOutOfStock, ...overrides }),
  });
  expect(res.status).toBe(200);
  sold.push({ id: res.body.garageRegister.id, date: dateOutOfStock });
  return res.body.garageRegister;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
  await sell('2025/03/04');
  await sell('2024/12/31');
  await sell('2025/06/15', { soldToName: '=HYPERLINK("http://evil.example","click")', soldToAddress: '12 "Maple" Ave,\nUnit 4, Toronto' });
  await sell('2025/01/01', { soldToName: 'Zoë Ängström', soldToAddress: '+1 Bay St' });
});
afterAll(() => server?.stop());

describe('GET /api/garage-registers', () => {
  it('is for staff only', async () => {
    expect((await anon.get('/api/garage-registers')).status).toBe(401);
    expect((await staff.get('/api/garage-registers')).status).toBe(200);
    expect((await admin.get('/api/garage-registers')).status).toBe(200);
  });

  it('lists every entry, newest date out of stock first', async () => {
    const res = await staff.get('/api/garage-registers');
    expect(res.body.map((e: { dateOutOfStock: string }) => e.dateOutOfStock)).toEqual([
      '2025/06/15',
      '2025/03/04',
      '2025/01/01',
      '2024/12/31',
    ]);
    expect(res.body[0]).toMatchObject({ plateNo: 'ABC123', purposeType: 'Resale', soldToAddress: '12 "Maple" Ave,\nUnit 4, Toronto' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the advertised all-in price at the sale, in cents (the bill of sale figure)', async () => {
    const res = await staff.get('/api/garage-registers');
    expect(res.body.map((e: { allInPriceCents: number }) => e.allInPriceCents)).toEqual([25_050_000, 25_050_000, 25_050_000, 25_050_000]);
  });

  it('filters by an inclusive range of sale dates, either end optional', async () => {
    const dates = async (q: string) =>
      (await staff.get(`/api/garage-registers${q}`)).body.map((e: { dateOutOfStock: string }) => e.dateOutOfStock);
    expect(await dates('?from=2025/01/01&to=2025/03/04')).toEqual(['2025/03/04', '2025/01/01']);
    expect(await dates('?from=2025/03/05')).toEqual(['2025/06/15']);
    expect(await dates('?to=2024/12/31')).toEqual(['2024/12/31']);
    expect(await dates('?from=&to=')).toHaveLength(4);
    expect(await dates('?from=2030/01/01')).toEqual([]);
  });

  it.each([
    ['?from=2025-01-01', 'from'],
    ['?to=01/02/2025', 'to'],
    ['?from=2025/02/30', 'from'],
    ['?from=2025/06/01&to=2025/01/01', 'to'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await staff.get(`/api/garage-registers${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
  });
});

describe('GET /api/garage-registers/export.csv', () => {
  it('is for staff only', async () => {
    const res = await anon.get('/api/garage-registers/export.csv');
    expect(res.status).toBe(401);
    expect(res.body).toHaveProperty('message');
  });

  it('downloads a CSV attachment: header row, one row per entry, newest first, quoting intact', async () => {
    const res = await admin.get('/api/garage-registers/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="garage-register-start-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text: string = res.body;
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([
      'Date of Sale',
      'Make',
      'Model / Style',
      'Colour',
      'VIN / Serial No.',
      'Date into Stock',
      'Purchased From',
      'Purchased From Address',
      'Purpose',
      'Sold To',
      'Sold To Address',
      'Plate No.',
      'Odometer (km)',
      'All-in Price (CAD, plus HST and licensing)',
    ]);
    expect(rows.map((r) => r[0])).toEqual(['2025/06/15', '2025/03/04', '2025/01/01', '2024/12/31']);
    expect(rows[0][10]).toBe('12 "Maple" Ave,\nUnit 4, Toronto');
    expect(rows[2][9]).toBe('Zoë Ängström');
    expect(rows[3][12]).toBe('8300');
    // $249,900 + the default fees ($587.50 administration, $12.50 OMVIC): the price the vehicle was advertised at.
    expect(rows[3][13]).toBe('250500.00');
  });

  it('starts with a UTF-8 byte-order mark so spreadsheet programs read accents right', async () => {
    const raw = await fetch(`${server.url}/api/garage-registers/export.csv`, { headers: { cookie: staff.cookie } });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('neutralises formula-like cells with a leading quote', async () => {
    const text: string = (await staff.get('/api/garage-registers/export.csv')).body;
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[1][9]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[3][10]).toBe("'+1 Bay St");
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('exports only the range asked for and names the file after it', async () => {
    const res = await staff.get('/api/garage-registers/export.csv?from=2025/01/01&to=2025/03/31');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="garage-register-2025-01-01-to-2025-03-31.csv"');
    const rows = Papa.parse<string[]>(res.body, { skipEmptyLines: true }).data;
    expect(rows.slice(1).map((r) => r[0])).toEqual(['2025/03/04', '2025/01/01']);
  });

  it('writes just the header row when nothing matches', async () => {
    const res = await staff.get('/api/garage-registers/export.csv?from=2031/01/01');
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('refuses a bad range with 400 JSON', async () => {
    const res = await staff.get('/api/garage-registers/export.csv?to=tomorrow');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('to');
  });
});
