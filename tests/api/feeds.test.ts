import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { INVENTORY_FIELDS, META_BODY_STYLES, META_FIELDS } from '#src/lib/feeds/csv-feeds';
import { registerBody, vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

const SITE = 'https://cars.example.ca';
let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;
const ids: Record<'forSale' | 'second' | 'sold' | 'onRequest', { id: number; vin: string }> = {} as never;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { SITE_URL: SITE } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
  const add = async (overrides: Record<string, unknown>) => (await staff.post('/api/vehicles', vehicleBody(overrides))).body;
  ids.forSale = await add({
    make: 'Ferrari',
    model: 'Roma',
    year: 2022,
    price: 259_900,
    mileage: 4_100,
    images: ['/media/roma-1.webp', '/media/roma-2.webp'],
  });
  // Reserved: still listed, but not for sale today. Model and trim apart, as the feeds want them.
  ids.second = await add({
    make: 'Porsche',
    model: '911',
    trim: 'GT3',
    drivetrain: 'RWD',
    year: 2023,
    status: 'reserved',
    fuelType: 'Plug-in Hybrid',
    description: '=HYPERLINK("http://evil.example")',
  });
  ids.sold = await add({ make: 'Bentley', model: 'Bentayga' });
  await staff.put(`/api/vehicles/${ids.sold.id}/status`, { status: 'sold', garageRegister: registerBody(ids.sold.vin) });
  ids.onRequest = await add({ make: 'Bugatti', model: 'Chiron', priceOnRequest: true });
});
afterAll(() => server?.stop());

const fetchFeed = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });
const csvRows = (text: string) => {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed;
};

describe('/feeds/google-vehicles.xml', () => {
  it('parses back as RSS with every required vehicle listing field, all-in price included', async () => {
    const res = await fetchFeed('/feeds/google-vehicles.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const doc = convert(await res.text(), { format: 'object' }) as {
      rss: { channel: { item: Record<string, unknown>[] | Record<string, unknown> } };
    };
    const items = [doc.rss.channel.item].flat();
    expect(items.map((i) => i['g:vin']).sort()).toEqual([ids.forSale.vin, ids.second.vin].sort());
    const roma = items.find((i) => i['g:vin'] === ids.forSale.vin)!;
    for (const field of [
      'g:id',
      'g:vin',
      'g:store_code',
      'g:dealership_name',
      'g:dealership_address',
      'g:price',
      'g:condition',
      'g:make',
      'g:model',
      'g:year',
      'g:mileage',
      'g:image_link',
      'g:link_template',
      'g:google_product_category',
      'g:vehicle_fulfillment',
      'g:engine',
      'g:availability',
      'g:vehicle_all_in_price',
      'title',
      'link',
      'description',
    ])
      expect(roma[field], field).toBeTruthy();
    expect(roma).toMatchObject({
      'g:price': '260500.00 CAD',
      'g:vehicle_all_in_price': '260500.00 CAD',
      'g:condition': 'used',
      'g:make': 'Ferrari',
      'g:model': 'Roma',
      'g:year': '2022',
      'g:mileage': '4100 km',
      title: '2022 Ferrari Roma',
      link: `${SITE}/inventory/${ids.forSale.id}`,
      'g:link_template': `${SITE}/inventory/${ids.forSale.id}?store={store_code}`,
      'g:google_product_category': '916',
      'g:vehicle_fulfillment': { 'g:option': 'in_store', 'g:store_code': roma['g:store_code'] },
      'g:engine': 'gasoline',
      'g:availability': 'in_stock',
      'g:image_link': `${SITE}/media/roma-1.webp`,
      'g:additional_image_link': `${SITE}/media/roma-2.webp`,
      'g:dealership_name': 'Atelier Motor Gallery',
    });
    expect(roma['g:dealership_address']).toMatch(/Vaughan, ON .*, CA$/);
    // Google's engine replaces the non-standard fuel; a model without a trim sends none.
    expect(roma).not.toHaveProperty('g:fuel');
    expect(roma).not.toHaveProperty('g:trim');
    expect(roma).not.toHaveProperty('g:title');
  });

  it('sends the trim apart from the model, and a reserved car as out of stock', async () => {
    const doc = convert(await (await fetchFeed('/feeds/google-vehicles.xml')).text(), { format: 'object' }) as {
      rss: { channel: { item: Record<string, unknown>[] } };
    };
    const gt3 = [doc.rss.channel.item].flat().find((i) => i['g:vin'] === ids.second.vin)!;
    expect(gt3).toMatchObject({
      title: '2023 Porsche 911 GT3',
      'g:model': '911',
      'g:trim': 'GT3',
      'g:engine': 'plug-in_hybrid',
      'g:availability': 'out_of_stock',
    });
  });
});

describe('/feeds/meta-vehicles.csv', () => {
  it("parses back with Meta's automotive catalogue fields, sold and price-on-request left out", async () => {
    const res = await fetchFeed('/feeds/meta-vehicles.csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const { data, meta } = csvRows(await res.text());
    expect(meta.fields).toEqual(META_FIELDS);
    expect(data.map((r) => r.vin).sort()).toEqual([ids.forSale.vin, ids.second.vin].sort());
    const roma = data.find((r) => r.vin === ids.forSale.vin)!;
    expect(roma).toMatchObject({
      title: '2022 Ferrari Roma',
      url: `${SITE}/inventory/${ids.forSale.id}`,
      make: 'Ferrari',
      model: 'Roma',
      year: '2022',
      'mileage.value': '4100',
      'mileage.unit': 'KM',
      'image[0].url': `${SITE}/media/roma-1.webp`,
      state_of_vehicle: 'USED',
      price: '260500.00 CAD',
      'address.city': 'Vaughan',
      'address.country': 'CA',
      fuel_type: 'GASOLINE',
      transmission: 'AUTOMATIC',
      'image[0].tag[0]': 'Exterior',
      availability: 'AVAILABLE',
      condition: 'EXCELLENT',
      latitude: '43.8372',
      longitude: '-79.5083',
    });
    const gt3 = data.find((r) => r.vin === ids.second.vin)!;
    expect(gt3).toMatchObject({ model: '911', trim: 'GT3', drivetrain: 'RWD', availability: 'PENDING', title: '2023 Porsche 911 GT3' });
    // body_style only from Meta's list (SPORTSCAR and SUPERCAR are not in it).
    for (const row of data) expect(META_BODY_STYLES, row.vin).toContain(row.body_style);
    for (const field of [
      'vehicle_id',
      'description',
      'body_style',
      'exterior_color',
      'address.addr1',
      'address.region',
      'address.postal_code',
    ])
      expect(roma[field], field).toBeTruthy();
    // A formula in a description is neutralised for spreadsheet programs.
    expect(data.find((r) => r.vin === ids.second.vin)!.description).toBe(`'=HYPERLINK("http://evil.example")`);
  });
});

describe('/feeds/inventory.csv', () => {
  it('has one row per vehicle for sale with every public field and the disclosures', async () => {
    const { data, meta } = csvRows(await (await fetchFeed('/feeds/inventory.csv')).text());
    expect(meta.fields).toEqual(INVENTORY_FIELDS);
    expect(data).toHaveLength(2);
    const roma = data.find((r) => r.vin === ids.forSale.vin)!;
    expect(roma).toMatchObject({
      all_in_price: '260500.00',
      currency: 'CAD',
      price_note: 'plus HST and licensing',
      mileage_km: '4100',
      url: `${SITE}/inventory/${ids.forSale.id}`,
      disclosure_daily_rental: 'No',
      disclosure_brand_status: 'Normal',
      disclosure_sale_type: 'Certified (safety standards certificate)',
    });
  });
});

describe('spreadsheet CSVs', () => {
  it.each(['/feeds/meta-vehicles.csv', '/feeds/inventory.csv'])(
    '%s starts with a UTF-8 byte-order mark, so Excel reads "coupés" and "Maserati’s" right',
    async (path) => {
      const bytes = new Uint8Array(await (await fetchFeed(path)).arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3, 4))).not.toBe('\uFEFF');
    },
  );
});

describe('conditional requests', () => {
  it.each(['/feeds/google-vehicles.xml', '/feeds/meta-vehicles.csv', '/feeds/inventory.csv'])(
    '%s answers 304 while unchanged (ETag or date), 200 with a new ETag once a price changes',
    async (path) => {
      const first = await fetchFeed(path);
      const etag = first.headers.get('etag')!;
      const modified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(new Date(modified).toUTCString()).toBe(modified);

      const byTag = await fetchFeed(path, { 'if-none-match': etag });
      expect(byTag.status).toBe(304);
      expect(await byTag.text()).toBe('');
      expect((await fetchFeed(path, { 'if-modified-since': modified })).status).toBe(304);
      expect((await fetchFeed(path, { 'if-none-match': '"stale"' })).status).toBe(200);

      const price = 250_000 + Math.floor(Math.random() * 1000) * 100;
      await staff.put(
        `/api/vehicles/${ids.second.id}`,
        vehicleBody({ vin: ids.second.vin, make: 'Porsche', model: '911 GT3', year: 2023, price }),
      );
      const changed = await fetchFeed(path, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(await changed.text()).toContain(`${price + 600}.00`);
    },
  );
});

describe('GET /api/feeds', () => {
  it('lists each feed URL, its vehicles and when it was last fetched, to admins only', async () => {
    expect((await anon.get('/api/feeds')).status).toBe(401);
    expect((await staff.get('/api/feeds')).status).toBe(403);
    await fetchFeed('/feeds/inventory.csv');
    const res = await admin.get('/api/feeds');
    expect(res.status).toBe(200);
    expect(res.body.map((f: { url: string }) => f.url)).toEqual([
      `${SITE}/feeds/google-vehicles.xml`,
      `${SITE}/feeds/meta-vehicles.csv`,
      `${SITE}/feeds/inventory.csv`,
    ]);
    const inventory = res.body.find((f: { name: string }) => f.name === 'inventory');
    expect(inventory.vehicles).toBe(2);
    expect(Date.now() - Date.parse(inventory.lastFetchedAt)).toBeLessThan(60_000);
    expect(inventory.fetches).toBeGreaterThan(0);
  });
});
