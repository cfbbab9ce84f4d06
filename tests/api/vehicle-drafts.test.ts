// A vehicle goes live only complete (price, photo, description, odometer, disclosures); until then it is a draft
// that only staff see: never on a public page, in the public API, the sitemap or a feed, and no lead can name it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { tableRows, vehicleBody } from '../support/fixtures';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(() => server?.stop());

const snapshot = () => ({ vehicles: tableRows(server, 'vehicles'), activity: tableRows(server, 'activity_log') });

/** The Ferrari that went live at "$600 plus HST and licensing": no price, 0 km, no photo, no description. */
const bare = (overrides: Record<string, unknown> = {}) =>
  vehicleBody({ make: 'Ferrari', model: '488 GTB', price: 0, mileage: 0, images: [], description: '', ...overrides });

async function publicViews(id: number, vin: string) {
  const page = await fetch(`${server.url}/inventory/${id}`);
  const list = await (await fetch(`${server.url}/inventory?status=all`)).text();
  const feeds = await Promise.all(
    ['/feeds/google-vehicles.xml', '/feeds/meta-vehicles.csv', '/feeds/inventory.csv'].map(async (p) =>
      (await fetch(server.url + p)).text(),
    ),
  );
  return {
    page: page.status,
    inList: list.includes(`/inventory/${id}"`),
    inApi: (await anon.get('/api/vehicles?includeAll=true')).body.some((v: { id: number }) => v.id === id),
    api: (await anon.get(`/api/vehicles/${id}`)).status,
    inSitemap: (await (await fetch(`${server.url}/sitemap.xml`)).text()).includes(`/inventory/${id}<`),
    inFeeds: feeds.map((f) => f.includes(vin)),
  };
}

describe('publishing a vehicle', () => {
  it('refuses an incomplete vehicle going live with 400 naming price, photos, description and odometer; nothing is stored', async () => {
    const before = snapshot();
    const res = await staff.post('/api/vehicles', bare());
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['description', 'images', 'mileage', 'price']);
    expect(res.body.errors.price).toBe('Enter the price (more than the $600 in fees), or choose price on request');
    expect(res.body.message).toContain('Save it as a draft');
    expect(snapshot()).toEqual(before);
  });

  it('refuses a price that is only the fees, and accepts price on request and 0 km on a new car', async () => {
    expect((await staff.post('/api/vehicles', vehicleBody({ price: 600 }))).body.errors).toEqual({
      price: 'Enter the price (more than the $600 in fees), or choose price on request',
    });
    const onRequest = await staff.post('/api/vehicles', vehicleBody({ price: 0, priceOnRequest: true }));
    expect(onRequest.status).toBe(201);
    const delivery = await staff.post('/api/vehicles', vehicleBody({ mileage: 0, condition: 'New' }));
    expect(delivery.status).toBe(201);
  });

  it('reads "149,900" and "12,400" as staff type them', async () => {
    const res = await staff.post('/api/vehicles', vehicleBody({ price: '149,900', mileage: '12,400' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ price: 149_900, mileage: 12_400 });
  });
});

describe('a draft', () => {
  it('is stored incomplete and seen by staff only: no page, list, API, sitemap or feed shows it', async () => {
    const res = await staff.post('/api/vehicles', bare({ status: 'draft' }));
    expect(res.status).toBe(201);
    const { id, vin } = res.body;
    expect(res.body.status).toBe('draft');
    expect((await staff.get(`/api/vehicles/${id}`)).status).toBe(200);
    expect((await staff.get('/api/vehicles?includeAll=true')).body.some((v: { id: number }) => v.id === id)).toBe(true);
    expect(await publicViews(id, vin)).toEqual({
      page: 404,
      inList: false,
      inApi: false,
      api: 404,
      inSitemap: false,
      inFeeds: [false, false, false],
    });
  });

  it('takes no lead: an inquiry naming it is refused as for a vehicle that is gone', async () => {
    const { id } = (await staff.post('/api/vehicles', bare({ status: 'draft' }))).body;
    const res = await anon.post('/api/inquiries', {
      name: 'Jane Doe',
      email: 'jane@example.com',
      subject: 'Viewing',
      message: 'I would like to see it this week.',
      vehicleId: id,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('vehicleId');
  });

  it('goes live only once complete: the status change names what is missing, then it shows everywhere', async () => {
    const draft = (await staff.post('/api/vehicles', bare({ status: 'draft' }))).body;
    const refused = await staff.put(`/api/vehicles/${draft.id}/status`, { status: 'available' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['description', 'images', 'mileage', 'price']);
    expect((await staff.get(`/api/vehicles/${draft.id}`)).body.status).toBe('draft');

    const completed = await staff.put(`/api/vehicles/${draft.id}`, vehicleBody({ vin: draft.vin, status: 'draft' }));
    expect(completed.status).toBe(200);
    const live = await staff.put(`/api/vehicles/${draft.id}/status`, { status: 'available' });
    expect(live.status).toBe(200);
    expect(await publicViews(draft.id, draft.vin)).toEqual({
      page: 200,
      inList: true,
      inApi: true,
      api: 200,
      inSitemap: true,
      inFeeds: [true, true, true],
    });
  });
});
