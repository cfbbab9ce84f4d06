import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRows } from '../support/fixtures';
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

const snapshot = () => ({ settings: tableRows(server, 'site_settings'), activity: tableRows(server, 'activity_log') });
const updated = {
  phoneDisplay: '(905) 555-0199',
  email: 'concierge@example.com',
  street: '100 Gallery Way',
  city: 'Vaughan',
  region: 'ON',
  postalCode: 'L4K 0A1',
  hours: [
    { days: 'Monday – Saturday', text: '10 AM – 6 PM' },
    { days: 'Sunday', text: 'By appointment' },
  ],
};

describe('GET /api/settings/dealer', () => {
  it('answers the published defaults to anyone before anything is saved', async () => {
    const res = await anon.get('/api/settings/dealer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      phoneDisplay: '(905) 555-0142',
      email: 'info@ateliermotorgallery.ca',
      street: '2600 Rutherford Road, Unit 12',
      city: 'Vaughan',
      region: 'ON',
      postalCode: 'L4K 5R1',
      hours: [
        { days: 'Monday – Friday', text: '9 AM – 7 PM' },
        { days: 'Saturday', text: '10 AM – 5 PM' },
        { days: 'Sunday', text: 'By appointment' },
      ],
    });
  });
});

describe('PUT /api/settings/dealer', () => {
  const bad: [string, unknown][] = [
    ['phoneDisplay', undefined],
    ['phoneDisplay', 'call us'],
    ['phoneDisplay', '123'],
    ['email', 'not-an-email'],
    ['email', undefined],
    ['street', '  '],
    ['street', 'x'.repeat(121)],
    ['city', ''],
    ['region', undefined],
    ['postalCode', '!!'],
    ['postalCode', 'x'.repeat(13)],
    ['hours', []],
    ['hours', 'Mon-Fri 9-5'],
    ['hours', Array.from({ length: 8 }, () => ({ days: 'Day', text: '9 AM – 5 PM' }))],
    ['hours.0.days', ''],
    ['hours.0.text', 'x'.repeat(61)],
  ];
  it.each(bad)('refuses a bad %s (%j) with a 400 naming it, saving nothing', async (field, value) => {
    const before = snapshot();
    const body = structuredClone(updated) as Record<string, any>;
    if (field.startsWith('hours.0.')) body.hours[0][field.slice(8)] = value;
    else if (value === undefined) delete body[field];
    else body[field] = value;
    const res = await admin.put('/api/settings/dealer', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(snapshot()).toEqual(before);
  });

  it('refuses employees (403) and visitors (401), saving nothing', async () => {
    const before = snapshot();
    expect((await staff.put('/api/settings/dealer', updated)).status).toBe(403);
    expect((await anon.put('/api/settings/dealer', updated)).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });

  it('saves the details for an admin, logs settings.dealer, and everyone then reads them', async () => {
    const res = await admin.put('/api/settings/dealer', { ...updated, city: '  Vaughan  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(updated);
    expect((await anon.get('/api/settings/dealer')).body).toEqual(updated);
    expect(server.sqlite().prepare("select actor_name from activity_log where action = 'settings.dealer'").all()).toEqual([
      { actor_name: 'Alexandra Reid' },
    ]);
  });
});
