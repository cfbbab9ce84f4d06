// The calendar opens on this week; a request for a later week used to wait unseen ("0 to confirm"). Staff get a
// queue of every request waiting for an answer, whatever its week, and its count beside Appointments in the navigation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { writableDb } from '../support/fixtures';

let server: TestServer;
let staff: ApiClient;
const DAY = 86_400_000;

/** A booking as the database holds it: `hold` = an online hold the visitor has not confirmed yet. */
function insertBooking(name: string, startsIn: number, status: 'requested' | 'confirmed', hold = false): number {
  const db = writableDb(server);
  try {
    const inquiry = db
      .prepare(
        "insert into inquiries (name, email, subject, message, status, type) values (?, ?, 'Viewing request', 'A viewing, please.', 'new', 'appointment')",
      )
      .run(name, `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`).lastInsertRowid;
    const start = Date.now() + startsIn;
    return Number(
      db
        .prepare(
          'insert into appointments (inquiry_id, kind, starts_at, ends_at, bay, status, link_salt, hold_until, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?, ?, ?, ?)',
        )
        .run(inquiry, 'viewing', start, start + 3_600_000, status, 'salt', hold ? Date.now() + 3_600_000 : null, Date.now(), Date.now())
        .lastInsertRowid,
    );
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(() => server?.stop());

describe('the queue of requests waiting for staff', () => {
  it('lists every upcoming request not yet answered, soonest first, whatever the week; not holds, confirmed or past ones', async () => {
    expect((await new ApiClient(server.url).get('/api/appointments/requests')).status).toBe(401);
    const later = insertBooking('Week After', 9 * DAY, 'requested');
    const sooner = insertBooking('Next Week', 8 * DAY, 'requested');
    insertBooking('Already Confirmed', 8 * DAY + 7_200_000, 'confirmed');
    insertBooking('Unconfirmed Hold', 8 * DAY + 14_400_000, 'requested', true);
    insertBooking('In The Past', -DAY, 'requested');

    const res = await staff.get('/api/appointments/requests');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((a: { id: number; name: string }) => [a.id, a.name])).toEqual([
      [sooner, 'Next Week'],
      [later, 'Week After'],
    ]);
    expect(res.body.items[0]).not.toHaveProperty('linkSalt');
  });

  it('shows its count beside Appointments in both areas, and none once answered', async () => {
    const page = await staff.get('/employee/inventory');
    expect(page.body).toMatch(
      /data-testid="nav-count"[^>]*>\s*<span aria-hidden="true">2<\/span>\s*<span class="sr-only">: 2 requests to answer<\/span>/,
    );
    const admin = await new ApiClient(server.url).loginAs('admin');
    expect((await admin.get('/admin')).body).toContain(': 2 requests to answer');

    for (const a of (await staff.get('/api/appointments/requests')).body.items)
      expect((await staff.post(`/api/appointments/${a.id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect((await staff.get('/api/appointments/requests')).body).toEqual({ total: 0, items: [] });
    expect((await staff.get('/employee/inventory')).body).not.toContain('data-testid="nav-count"');
  });
});
