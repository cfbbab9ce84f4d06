import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { countOf, fileOf, imageBytes, tableRows, vehicleBody } from '../support/fixtures';

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

/** Uploads one image and answers its media row id and url. */
async function uploadOne(name = 'car.jpg'): Promise<{ id: number; url: string }> {
  const data = new FormData();
  data.append('images', fileOf(new Uint8Array(await imageBytes('jpeg', { width: 48, height: 32 })), name, 'image/jpeg'));
  const res = await staff.post('/api/upload/images', data);
  expect(res.status).toBe(201);
  const { url } = res.body.files[0];
  const row = server.sqlite().prepare('select id from media where url = ?').get(url) as { id: number };
  return { id: row.id, url };
}

const snapshot = () => ({
  media: tableRows(server, 'media'),
  vehicles: tableRows(server, 'vehicles'),
  activity: tableRows(server, 'activity_log'),
});

describe('GET /api/media', () => {
  it('is for staff only', async () => {
    expect((await anon.get('/api/media')).status).toBe(401);
    expect((await staff.get('/api/media')).status).toBe(200);
    expect((await admin.get('/api/media')).status).toBe(200);
  });

  it('lists every image, newest first, with the vehicles that use it', async () => {
    const unused = await uploadOne('unused.jpg');
    const used = await uploadOne('used.jpg');
    const a = (
      await staff.post(
        '/api/vehicles',
        vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023, images: [used.url, '/media/elsewhere.webp'] }),
      )
    ).body;
    const b = (await staff.post('/api/vehicles', vehicleBody({ make: 'Aston Martin', model: 'DB12', year: 2024, images: [used.url] })))
      .body;
    const res = await staff.get('/api/media');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id).slice(0, 2)).toEqual([used.id, unused.id]);
    const usedItem = res.body.find((m: { id: number }) => m.id === used.id);
    expect(usedItem).toMatchObject({
      url: used.url,
      width: 48,
      height: 32,
      originalName: 'used.jpg',
      bytes: expect.any(Number),
      createdAt: expect.any(String),
    });
    expect(usedItem.usedBy).toEqual([
      { id: a.id, year: 2023, make: 'Ferrari', model: 'Roma', trim: '' },
      { id: b.id, year: 2024, make: 'Aston Martin', model: 'DB12', trim: '' },
    ]);
    expect(res.body.find((m: { id: number }) => m.id === unused.id).usedBy).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('DELETE /api/media/{id}', () => {
  it('refuses visitors (401) and unknown or malformed ids (404), changing nothing', async () => {
    const item = await uploadOne();
    const before = snapshot();
    expect((await anon.delete(`/api/media/${item.id}`)).status).toBe(401);
    expect((await staff.delete('/api/media/999999')).status).toBe(404);
    expect((await staff.delete('/api/media/abc')).status).toBe(404);
    expect(snapshot()).toEqual(before);
    expect((await fetch(server.url + item.url)).status).toBe(200);
  });

  it('refuses (409) while a vehicle uses the image, naming the vehicle; the file stays', async () => {
    const item = await uploadOne();
    const v = (await staff.post('/api/vehicles', vehicleBody({ make: 'McLaren', model: 'Artura', images: [item.url] }))).body;
    const before = snapshot();
    const res = await admin.delete(`/api/media/${item.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('McLaren Artura');
    expect(res.body.usedBy).toEqual([{ id: v.id, year: v.year, make: 'McLaren', model: 'Artura', trim: '' }]);
    expect(snapshot()).toEqual(before);
    expect((await fetch(server.url + item.url)).status).toBe(200);

    // Once the vehicle no longer lists it, it can go.
    expect((await staff.put(`/api/vehicles/${v.id}`, { ...vehicleBody({ vin: v.vin }), images: [], status: 'draft' })).status).toBe(200);
    expect((await admin.delete(`/api/media/${item.id}`)).status).toBe(200);
  });

  it.each(['employee', 'admin'] as const)('lets %s delete an unused image: the row, the files, and an activity entry', async (role) => {
    const api = role === 'admin' ? admin : staff;
    const item = await uploadOne();
    expect((await fetch(server.url + item.url)).status).toBe(200);
    const res = await api.delete(`/api/media/${item.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, id: item.id });
    expect(countOf(server, 'media', 'id = ?', item.id)).toBe(0);
    expect(countOf(server, 'activity_log', "action = 'media.deleted' and entity_id = ?", item.id)).toBe(1);
    expect((await fetch(server.url + item.url)).status).toBe(404);
    expect((await api.delete(`/api/media/${item.id}`)).status).toBe(404);
  });
});
