import { expect, test, type Browser, type Page } from '@playwright/test';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { open } from '../support/e2e-fixtures';
import { declineCookies } from './public-fixtures';
import { zonedDate } from '#src/lib/appointments/time-zone';

// The links in a customer's appointment e-mail (manage, unsubscribe) are read from the e-mail itself: the outbox,
// which staff read, keeps neither token (SECURITY.md). Their own server with a mail server.

let server: TestServer;
let smtp: SmtpCapture;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '1000' } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const count = (table: string, where: string, ...params: unknown[]) =>
  (
    server
      .sqlite()
      .prepare(`select count(*) as n from ${table} where ${where}`)
      .get(...params) as { n: number }
  ).n;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await declineCookies(page);
  return page;
}

/** A free slot a few days ahead, booked over the API as a visitor would; the link of that name in its e-mail. */
async function bookAndRead(who: { name: string; email: string }, link: RegExp): Promise<{ id: number; start: string; url: URL }> {
  const visitor = new ApiClient(server.url);
  const today = new Date().toISOString().slice(0, 10);
  const { days } = (await visitor.get(`/api/appointments/days?from=${today}&count=14`)).body as { days: { date: string; free: number }[] };
  const day = days.slice(2).find((d) => d.free > 0)!;
  const { slots } = (await visitor.get(`/api/appointments/slots?date=${day.date}`)).body as { slots: { start: string }[] };
  const booked = await visitor.post('/api/appointments', { ...who, kind: 'viewing', start: slots.at(-1)!.start });
  expect(booked.status).toBe(201);
  const mail = await smtp.waitFor((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '') === who.email && link.test(m.text ?? ''));
  const found = link.exec(mail.text ?? '');
  return { id: booked.body.id as number, start: booked.body.start as string, url: new URL(found![0]) };
}

test('moves and then cancels the appointment from the link in the e-mail', async ({ browser }) => {
  const page = await newPage(browser);
  const booked = await bookAndRead({ name: 'Link Visitor', email: 'link.visitor@example.com' }, /https?:\/\/\S+\/book\/manage\?token=\S+/);
  const link = booked.url;
  await open(page, link.pathname + link.search);
  await expect(page.locator('[data-manage-state="requested"]')).toBeVisible();
  await expect(page.locator('[data-appointment-status]')).toHaveText('Requested');
  await page.getByRole('button', { name: 'Confirm my booking' }).click();
  await expect(page.locator('[data-manage-confirmed]')).toBeVisible();
  await expect(page.locator('[data-appointment-status]')).toHaveText('Confirmed');

  await page.getByRole('button', { name: 'Choose another time' }).click();
  const move = page.getByRole('form', { name: 'Choose another time' });
  // It opens on the booked day, not on the first day with a free time.
  await expect(move.locator(`input[type="radio"][value="${zonedDate(new Date(booked.start))}"]`)).toBeChecked();
  await move.locator('[data-slot-picker] label').first().click();
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await move.getByRole('button', { name: 'Move my appointment' }).click();
  await expect(page.locator('[data-manage-outcome="moved"]').getByRole('heading')).toBeFocused();
  const row = server.sqlite().prepare('select starts_at, sequence from appointments where id = ?').get(booked.id) as {
    starts_at: number;
    sequence: number;
  };
  expect(row.starts_at).not.toBe(Date.parse(booked.start));
  expect(row.sequence).toBe(1);
  // The page's heading follows the move at once (it kept the old time), as it reads after a reload.
  await expect(heading).not.toHaveText(before!);
  await expect(page.locator('[data-appointment-status]')).toHaveText('Confirmed');
  const moved = await heading.textContent();
  await page.reload();
  await expect(heading).toHaveText(moved!);

  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.locator('[data-manage-outcome="cancelled"]')).toContainText('cancelled');
  // The status beside it says so at once (it kept "Confirmed" or "Requested").
  await expect(page.locator('[data-appointment-status]')).toHaveText('Cancelled');
  // Nothing on the page still says it is confirmed or offers it to a calendar.
  await expect(page.locator('[data-add-to-calendar]')).toHaveCount(0);
  await expect(page.getByText('your booking is confirmed')).toHaveCount(0);
  expect(count('appointments', "id = ? and status = 'cancelled' and cancelled_by = 'customer'", booked.id)).toBe(1);
  await page.reload();
  await expect(page.locator('[data-manage-state="cancelled"]')).toBeVisible();
  await open(page, '/book/manage?token=' + encodeURIComponent(link.searchParams.get('token')!.slice(0, -1) + 'x'));
  await expect(page.locator('[data-manage-state="invalid"]')).toBeVisible();
  await page.context().close();
});

test('unsubscribes with the link in the e-mail footer: a confirm button, then honoured at once', async ({ browser }) => {
  const page = await newPage(browser);
  const { url: link } = await bookAndRead(
    { name: 'Footer Reader', email: 'footer.reader@example.com' },
    /https?:\/\/\S+\/unsubscribe\?token=\S+/,
  );
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  await expect(page.locator('main')).toContainText('f••••••@example.com');
  expect(count('consent_records', "email = ? and basis = 'withdrawn'", 'footer.reader@example.com')).toBe(0);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  expect(count('consent_records', "email = ? and basis = 'withdrawn' and source = 'unsubscribe'", 'footer.reader@example.com')).toBe(1);
  await page.context().close();
});
