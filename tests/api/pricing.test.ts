import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRows, vehicleBody, writableDb } from '../support/fixtures';
import { ANSWERED_DISCLOSURES } from '../support/disclosures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

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

const DEFAULTS = {
  fees: [
    { name: 'Administration fee', amount: 587.5, enabled: true },
    { name: 'OMVIC transaction fee', amount: 12.5, enabled: true },
  ],
  note: 'plus HST and licensing',
};

/** The price on the public vehicle page, its note, and the JSON-LD offer. */
async function vehiclePage(id: number) {
  const res = await fetch(`${server.url}/inventory/${id}`);
  const html = await res.text();
  const text = (testId: string) => html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))?.[1].trim() ?? null;
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  const car = blocks.flat().find((b: { '@type': string }) => b['@type'] === 'Car');
  return {
    price: text('vehicle-page-price'),
    note: text('price-note'),
    includes: html.includes('data-testid="price-includes"'),
    offer: car?.offers,
  };
}

async function card(id: number) {
  return (await anon.get(`/api/vehicles/cards?ids=${id}`)).body.vehicles[0];
}

describe('GET/PUT /api/settings/pricing', () => {
  it('answers the default fee lines (administration and OMVIC) to anyone', async () => {
    const res = await anon.get('/api/settings/pricing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
  });

  it('is changed by an admin only, and a bad line is refused naming the field without changing anything', async () => {
    const before = tableRows(server, 'site_settings');
    expect((await anon.put('/api/settings/pricing', DEFAULTS)).status).toBe(401);
    expect((await staff.put('/api/settings/pricing', DEFAULTS)).status).toBe(403);
    const bad = await admin.put('/api/settings/pricing', { ...DEFAULTS, fees: [{ name: 'Admin', amount: -5, enabled: true }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('fees.0.amount');
    const cents = await admin.put('/api/settings/pricing', { ...DEFAULTS, fees: [{ name: 'Admin', amount: 1.005, enabled: true }] });
    expect(cents.status).toBe(400);
    const blank = await admin.put('/api/settings/pricing', { ...DEFAULTS, note: ' ' });
    expect(blank.body.errors).toHaveProperty('note');
    expect(tableRows(server, 'site_settings')).toEqual(before);
  });
});

describe('the all-in price on every surface', () => {
  it('adds the enabled fee lines to the card, the vehicle page and its JSON-LD, with the note and what it includes', async () => {
    const v = (await staff.post('/api/vehicles', vehicleBody({ price: 200_000 }))).body;
    expect(await card(v.id)).toMatchObject({ price: 200_600, priceText: '$200,600', priceNote: 'plus HST and licensing' });
    expect(await vehiclePage(v.id)).toEqual({
      price: '$200,600',
      note: 'plus HST and licensing',
      includes: true,
      offer: expect.objectContaining({ price: 200_600, priceCurrency: 'CAD' }),
    });

    // A fee line switched off and another added: every surface follows at once.
    const saved = await admin.put('/api/settings/pricing', {
      fees: [
        { name: 'Administration fee', amount: 587.5, enabled: false },
        { name: 'OMVIC transaction fee', amount: 12.5, enabled: true },
        { name: 'Tire levy', amount: 25.75, enabled: true },
      ],
      note: 'plus HST and licence',
    });
    expect(saved.status).toBe(200);
    expect(await card(v.id)).toMatchObject({ price: 200_038.25, priceText: '$200,038.25', priceNote: 'plus HST and licence' });
    expect(await vehiclePage(v.id)).toMatchObject({
      price: '$200,038.25',
      note: 'plus HST and licence',
      offer: expect.objectContaining({ price: 200_038.25 }),
    });

    await admin.put('/api/settings/pricing', DEFAULTS);
    expect((await vehiclePage(v.id)).price).toBe('$200,600');
  });

  it('shows no price anywhere for a vehicle with its price on request', async () => {
    const v = (await staff.post('/api/vehicles', vehicleBody({ price: 3_000_000, priceOnRequest: true }))).body;
    expect(v.priceOnRequest).toBe(true);
    expect(await card(v.id)).toMatchObject({ price: 0, priceText: 'Price on request', priceNote: '' });
    const page = await vehiclePage(v.id);
    expect(page).toMatchObject({ price: 'Price on request', note: null, includes: false });
    expect(page.offer).not.toHaveProperty('price');
    const html = await (await fetch(`${server.url}/inventory/${v.id}`)).text();
    expect(html).not.toMatch(/3,000,[0-9]{3}|3000000/);
  });

  it('keeps "price on request" when an edit leaves it out, and clears it when told', async () => {
    const v = (await staff.post('/api/vehicles', vehicleBody({ priceOnRequest: true }))).body;
    const rest = vehicleBody({ vin: v.vin });
    expect((await staff.put(`/api/vehicles/${v.id}`, rest)).body.priceOnRequest).toBe(true);
    expect((await staff.put(`/api/vehicles/${v.id}`, { ...rest, priceOnRequest: false })).body.priceOnRequest).toBe(false);
  });
});

describe('the VIN check digit', () => {
  it('refuses a 1981+ vehicle whose check digit does not match, with 400 naming the VIN, and stores nothing', async () => {
    const before = tableRows(server, 'vehicles').length;
    const good = vehicleBody().vin as string;
    const bad = good.slice(0, 8) + (good[8] === '1' ? '2' : '1') + good.slice(9);
    const res = await staff.post('/api/vehicles', vehicleBody({ vin: bad }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ vin: 'VIN check digit does not match' });
    expect(tableRows(server, 'vehicles')).toHaveLength(before);

    const v = (await staff.post('/api/vehicles', vehicleBody())).body;
    const edit = await staff.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: bad }));
    expect(edit.status).toBe(400);
    expect(edit.body.errors.vin).toBe('VIN check digit does not match');
  });

  it('takes an older chassis number as it is', async () => {
    const res = await staff.post('/api/vehicles', vehicleBody({ year: 1973, vin: '9113600123' }));
    expect(res.status).toBe(201);
    expect(res.body.vin).toBe('9113600123');
  });
});

describe('the disclosure gate', () => {
  const ALL = [
    'disclosures.dailyRental',
    'disclosures.policeOrEmergency',
    'disclosures.taxiOrLimousine',
    'disclosures.brandStatus',
    'disclosures.damageOver3000',
    'disclosures.saleType',
    'disclosures.hasWarranty',
    'disclosures.outOfProvince',
  ];

  it.each(['available', 'reserved', 'pending'])(
    'refuses to offer a vehicle as %s without its disclosures: 400 naming each, nothing stored',
    async (status) => {
      const before = tableRows(server, 'vehicles').length;
      const res = await staff.post('/api/vehicles', vehicleBody({ status, disclosures: undefined }));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(ALL);
      expect(res.body.message).toMatch(/^Answer the disclosures before offering this vehicle for sale: previously used as a daily rental;/);
      expect(tableRows(server, 'vehicles')).toHaveLength(before);
    },
  );

  it('names only what is missing, and the details a "yes" needs', async () => {
    const res = await staff.post(
      '/api/vehicles',
      vehicleBody({ disclosures: { ...ANSWERED_DISCLOSURES, taxiOrLimousine: null, damageOver3000: true, saleType: undefined } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'disclosures.taxiOrLimousine': 'Answer "Previously used as a taxi or limousine"',
      'disclosures.damageDetails': 'Damage details are required when the answer is yes',
      'disclosures.saleType': 'Answer "Sold certified or as-is"',
    });
  });

  it('refuses a bad answer as invalid input naming it', async () => {
    const res = await staff.post('/api/vehicles', vehicleBody({ disclosures: { ...ANSWERED_DISCLOSURES, brandStatus: 'flood' } }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('disclosures.brandStatus');
  });

  it('keeps a vehicle without answers off sale: its status change and edits are refused until they are given', async () => {
    // A vehicle from before the disclosures existed: answers empty, kept off sale as sold would be wrong, so reserved in the database.
    const v = (await staff.post('/api/vehicles', vehicleBody())).body;
    const handle = writableDb(server);
    handle.prepare(`update vehicles set disclosures = '{}', status = 'reserved' where id = ?`).run(v.id);
    handle.close();

    const toAvailable = await staff.put(`/api/vehicles/${v.id}/status`, { status: 'available' });
    expect(toAvailable.status).toBe(400);
    expect(Object.keys(toAvailable.body.errors)).toEqual(ALL);

    const { disclosures: _, ...edit } = vehicleBody({ vin: v.vin, status: 'available' });
    expect((await staff.put(`/api/vehicles/${v.id}`, edit)).status).toBe(400);
    expect(server.sqlite().prepare('select status from vehicles where id = ?').get(v.id)).toEqual({ status: 'reserved' });

    const answered = await staff.put(`/api/vehicles/${v.id}`, {
      ...edit,
      disclosures: { ...ANSWERED_DISCLOSURES, hasWarranty: true, warrantyDetails: 'Porsche Approved, 24 months' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'available',
      disclosures: { hasWarranty: true, warrantyDetails: 'Porsche Approved, 24 months' },
    });
  });

  it('shows the answers in a Disclosures section of the vehicle page, with the as-is statement when sold as-is', async () => {
    const v = (
      await staff.post(
        '/api/vehicles',
        vehicleBody({
          disclosures: {
            ...ANSWERED_DISCLOSURES,
            saleType: 'as-is',
            outOfProvince: true,
            outOfProvinceDetails: 'Previously registered in Quebec',
          },
        }),
      )
    ).body;
    const html = await (await fetch(`${server.url}/inventory/${v.id}`)).text();
    expect(html).toContain('id="disclosures-title"');
    expect(html).toContain('Previously registered in Quebec');
    expect(html).toContain('data-testid="as-is-statement"');
    expect(html).toMatch(/not represented as being in road worthy condition/);
  });
});

describe('price history', () => {
  it('records who changed the price, when, from what to what; staff see it, visitors do not', async () => {
    const v = (await staff.post('/api/vehicles', vehicleBody({ price: 150_000 }))).body;
    await staff.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: v.vin, price: 150_000, color: 'Chalk' })); // not a price change
    await admin.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: v.vin, price: 139_900 }));
    const res = await staff.get(`/api/vehicles/${v.id}/price-history`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ oldPrice: 150_000, newPrice: 139_900, oldOnRequest: false, newOnRequest: false });
    expect(res.body[0].actorName).toMatch(/\S/);
    expect(res.body[0].actorName).not.toBe(res.body[1].actorName); // the admin made the change, the employee the listing
    expect(Date.now() - Date.parse(res.body[0].createdAt)).toBeLessThan(60_000);
    expect(res.body[1]).toMatchObject({ oldPrice: null, newPrice: 150_000 });
    expect((await anon.get(`/api/vehicles/${v.id}/price-history`)).status).toBe(401);
    expect((await staff.get('/api/vehicles/99999999/price-history')).status).toBe(404);
  });

  it('shows "Price reduced" on the public page after a reduction, and not after a rise; JSON-LD carries the current price only', async () => {
    const v = (await staff.post('/api/vehicles', vehicleBody({ price: 100_000 }))).body;
    const page = async () => (await fetch(`${server.url}/inventory/${v.id}`)).text();
    expect(await page()).not.toContain('data-testid="price-reduced"');
    await staff.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: v.vin, price: 95_000 }));
    const html = await page();
    expect(html).toContain('data-testid="price-reduced"');
    expect((await vehiclePage(v.id)).offer).toMatchObject({ price: 95_600 });
    expect(html).not.toMatch(/100,600|100600/);
    await staff.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: v.vin, price: 97_000 }));
    expect(await page()).not.toContain('data-testid="price-reduced"');
  });
});
