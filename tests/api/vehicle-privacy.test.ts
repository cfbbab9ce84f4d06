import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, tableRows, vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(() => server?.stop());

describe('a sold vehicle in the public API', () => {
  it('never carries its price to the public, by id or in the full list; staff still see it', async () => {
    const created = await staff.post('/api/vehicles', vehicleBody({ price: 312_500 }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const sold = await staff.put(`/api/vehicles/${id}/status`, { status: 'sold', garageRegister: registerBody(created.body.vin) });
    expect(sold.status).toBe(200);

    const one = await anon.get(`/api/vehicles/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, status: 'sold', price: null });
    expect(JSON.stringify(one.body)).not.toContain('312500');

    const all = await anon.get('/api/vehicles?includeAll=true');
    const listed = (all.body as { id: number; price: number | null }[]).find((v) => v.id === id);
    expect(listed).toMatchObject({ id, price: null });

    expect((await staff.get(`/api/vehicles/${id}`)).body.price).toBe(312_500);
  });

  it('still shows the price of a vehicle for sale', async () => {
    const created = await staff.post('/api/vehicles', vehicleBody({ price: 199_000 }));
    expect((await anon.get(`/api/vehicles/${created.body.id}`)).body.price).toBe(199_000);
  });
});

describe('vehicle images', () => {
  it.each(['/\\evil.example/x.png', '//evil.example/x.png', 'https://evil.example/x.png', '/media/../dealership.sqlite'])(
    'refuses the image %s with a 400 naming the field, storing nothing',
    async (image) => {
      const before = tableRows(server, 'vehicles');
      const res = await staff.post('/api/vehicles', vehicleBody({ images: ['/media/first.webp', image] }));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['images.1']);
      expect(tableRows(server, 'vehicles')).toEqual(before);
    },
  );

  it('refuses an off-site image on an edit too', async () => {
    const created = await staff.post('/api/vehicles', vehicleBody());
    const res = await staff.put(`/api/vehicles/${created.body.id}`, {
      ...vehicleBody({ vin: created.body.vin }),
      images: ['/\\evil.example/x.png'],
    });
    expect(res.status).toBe(400);
    expect((await staff.get(`/api/vehicles/${created.body.id}`)).body.images).toEqual(['/media/example.webp']);
  });
});
