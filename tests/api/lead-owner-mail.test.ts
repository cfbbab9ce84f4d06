import { afterAll, beforeAll, expect, it } from 'vitest';
import { vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, TEST_ACCOUNTS, type TestServer } from '../support/test-server';
import { startMailCapture } from '../support/mail-capture';

/** The owner of a new lead is told by e-mail (issue 40 item 3), through the real outbox and SMTP, without the customer's personal data. */

let mail: Awaited<ReturnType<typeof startMailCapture>>;
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestServer({
    seed: false,
    env: { SMTP_URL: mail.url, MAIL_FROM: '"Atelier Test" <leads@example.com>', INQUIRY_RATE_LIMIT: '1000' },
  });
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

it('e-mails the owner the lead type, the vehicle and a portal link, never the customer', async () => {
  const staffId = ((await admin.get('/api/users')).body as { id: number; username: string }[]).find((u) => u.username === 'staff')!.id;
  expect((await admin.put('/api/settings/lead-assignment', { mode: 'one', userId: staffId })).status).toBe(200);
  const car = await admin.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023, price: 289_900 }));
  expect(car.status).toBe(201);
  const res = await new ApiClient(server.url).post('/api/inquiries', {
    name: 'Priya Confidential',
    email: 'priya.confidential@example.com',
    phone: '416-555-0199',
    subject: 'Viewing on Saturday?',
    message: 'My number is above.',
    vehicleId: car.body.id,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.id as number;
  const notice = await mail.waitFor((m) => m.envelopeTo.includes(TEST_ACCOUNTS.employee.email));
  expect(notice.subject).toBe(`New inquiry assigned to you on the 2023 Ferrari Roma (lead #${id})`);
  expect(notice.text).toContain(`/employee/inquiries?open=${id}`);
  for (const secret of ['Priya', 'Confidential', 'priya.confidential', '555-0199', 'Saturday', 'My number']) {
    expect(notice.subject).not.toContain(secret);
    expect(notice.text).not.toContain(secret);
  }
  const kept = server
    .sqlite()
    .prepare('select count(*) as n from outbox_messages where "to" = ? and inquiry_id = ?')
    .get(TEST_ACCOUNTS.employee.email, id);
  expect(kept).toEqual({ n: 1 });
});
