import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { apiCall, createVehicle, E2E_ORIGIN, expectToast, loginAs, open } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies } from './public-fixtures';
import { weekStart, weekTitle } from '#src/lib/appointments/calendar';
import { addDays, zonedDate } from '#src/lib/appointments/time-zone';

const count = (table: string, where = '1=1', ...params: unknown[]) => {
  const db = e2eDb();
  try {
    return (db.prepare(`select count(*) as n from ${table} where ${where}`).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
};

/** A free slot a few days ahead, booked over the API as a visitor would. */
async function bookOverApi(page: Page, who: { name: string; email: string }, vehicleId?: number) {
  const today = new Date().toISOString().slice(0, 10);
  const { days } = await apiCall<{ days: { date: string; free: number }[] }>(page, 'GET', `/api/appointments/days?from=${today}&count=14`);
  const day = days.slice(2).find((d) => d.free > 0)!;
  const { slots } = await apiCall<{ slots: { start: string }[] }>(
    page,
    'GET',
    `/api/appointments/slots?date=${day.date}${vehicleId ? `&vehicleId=${vehicleId}` : ''}`,
  );
  const booked = await apiCall<{ id: number; start: string }>(page, 'POST', '/api/appointments', {
    ...who,
    kind: 'viewing',
    start: slots.at(-1)!.start,
    vehicleId,
  });
  return { ...booked, date: day.date };
}

test.describe('visitor', () => {
  test.beforeEach(async ({ page }) => declineCookies(page));

  test('books a test drive from the vehicle page with the keyboard and a screen-reader-labelled picker', async ({ page }) => {
    await loginAs(page, 'employee');
    const vehicle = await createVehicle(page, { make: 'Ferrari', model: 'Roma', year: 2023 });
    await page.context().clearCookies();
    await declineCookies(page);

    await page.goto(`/inventory/${vehicle.id}`);
    await page.getByRole('link', { name: 'Book a Private Viewing' }).click();
    await expect(page).toHaveURL(new RegExp(`/book\\?vehicle=${vehicle.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2023 Ferrari Roma');
    const form = page.getByRole('form', { name: 'Book a private viewing or test drive' });
    await page.locator('astro-island:not([ssr]) [data-booking-form]').waitFor();

    await form.getByRole('radio', { name: /Test drive/ }).check();
    // The day picker is a radio group: arrow keys move to the next open day and choose it.
    const firstDay = form.locator('[data-day-picker] input:checked');
    await firstDay.focus();
    const before = await firstDay.getAttribute('value');
    await page.keyboard.press('ArrowRight');
    const chosenDay = form.locator('[data-day-picker] input:checked');
    await expect(chosenDay).not.toHaveAttribute('value', before!);
    await expect(chosenDay).toHaveAttribute('aria-label', /, \d+ times? available$/);
    await expect(form.getByRole('status')).toContainText(/times? available on/);

    const slot = form.locator('[data-slot-picker] input').first();
    await slot.focus();
    await page.keyboard.press('Space');
    await expect(slot).toBeChecked();
    const start = await slot.getAttribute('value');

    await form.getByLabel('Full name').fill('Eleanor Vance');
    await form.getByLabel('Email').fill('eleanor.e2e@example.com');
    await form.getByLabel('Phone').fill('416-555-0110');
    await expect(form.getByRole('checkbox', { name: /Stay informed/i })).not.toBeChecked();
    await form.getByRole('checkbox', { name: /Stay informed/i }).check();
    await form.getByRole('button', { name: 'Request this time' }).click();

    const confirmation = page.locator('[data-booking-confirmation]');
    await expect(confirmation.getByRole('heading')).toHaveText('Thank you. Please confirm your test drive.');
    await expect(confirmation.getByRole('heading')).toBeFocused();
    await expect(confirmation).toContainText('eleanor.e2e@example.com');
    // The .ics is offered on the page too (without SMTP_URL the e-mail carrying it never leaves).
    const calendar = confirmation.getByRole('link', { name: 'Add to calendar' });
    const ics = await page.request.get((await calendar.getAttribute('href'))!);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain('BEGIN:VEVENT');
    expect(
      count(
        'appointments a join inquiries i on i.id = a.inquiry_id',
        "i.email = ? and a.kind = 'test-drive' and a.starts_at = ?",
        'eleanor.e2e@example.com',
        Date.parse(start!),
      ),
    ).toBe(1);
    expect(count('consent_records', "email = ? and basis = 'express'", 'eleanor.e2e@example.com')).toBe(1);
  });

  test('bad input gets each field its message, focus goes to the first, and nothing is stored', async ({ page }) => {
    await open(page, '/book');
    const form = page.getByRole('form', { name: 'Book a private viewing or test drive' });
    const before = count('appointments');
    await form.getByLabel('Full name').fill('A');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Phone').fill('call me');
    await form.getByRole('button', { name: 'Request this time' }).click();
    await expect(form.getByText('Please choose a time.')).toBeVisible();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText(/Please enter a phone number/)).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('[data-slot-picker] input').first()).toBeFocused();
    expect(count('appointments')).toBe(before);
  });

  test('a time taken by someone else meanwhile is refused with the field message and fresh times', async ({ page }) => {
    await open(page, '/book');
    const form = page.getByRole('form', { name: 'Book a private viewing or test drive' });
    const slot = form.locator('[data-slot-picker] label').first();
    await slot.click();
    const start = await form.locator('[data-slot-picker] input:checked').getAttribute('value');
    // Someone else takes it first.
    const res = await page.request.post('/api/appointments', {
      data: { name: 'Quick Visitor', email: 'quick@example.com', kind: 'viewing', start },
      headers: { Origin: E2E_ORIGIN },
    });
    expect(res.status()).toBe(201);
    await form.getByLabel('Full name').fill('Slow Visitor');
    await form.getByLabel('Email').fill('slow@example.com');
    await form.getByRole('button', { name: 'Request this time' }).click();
    await expect(form.getByText('Sorry, that time has just been taken. Please choose another.')).toBeVisible();
    await expect(form.locator(`[data-slot-picker] input[value="${start}"]`)).toHaveCount(0);
    expect(count('inquiries', 'email = ?', 'slow@example.com')).toBe(0);
  });

  // The manage and unsubscribe links of the e-mail: tests/e2e/appointment-mail-links.spec.ts (read from the e-mail).

  test('/book has no axe violations', async ({ page }) => {
    await open(page, '/book');
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});

test.describe('staff', () => {
  test('confirm, then cancel with a note, from the week calendar; the customer is e-mailed each time', async ({ page }) => {
    await loginAs(page, 'employee');
    const booked = await bookOverApi(page, { name: 'Calendar Client', email: 'calendar.client@example.com' });
    await open(page, `/employee/appointments?week=${booked.date}`);
    const entry = page.locator(`[data-appointment="${booked.id}"]`).filter({ visible: true });
    await expect(entry).toHaveAccessibleName(/^\d{1,2}:\d{2} (AM|PM)\s*, Private viewing,\s*Calendar Client\s*, Requested$/);
    await entry.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Private viewing with Calendar Client');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Appointment confirmed');
    await expect(entry).toHaveAccessibleName(/, Confirmed$/);
    expect(count('appointments', "id = ? and status = 'confirmed'", booked.id)).toBe(1);

    await entry.click();
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await dialog.getByLabel('Note to the customer (optional)').fill('The car is away for detailing that day.');
    await dialog.getByRole('button', { name: 'Cancel and tell the customer' }).click();
    await expectToast(page, 'Appointment cancelled');
    await expect(entry).toHaveAccessibleName(/, Cancelled$/);
    const db = e2eDb();
    const mails = db.prepare('select subject, body from outbox_messages where "to" = ? order by id').all('calendar.client@example.com') as {
      subject: string;
      body: string;
    }[];
    db.close();
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Booked', 'Confirmed', 'Cancelled']);
    expect(mails[2].body).toContain('away for detailing');
  });

  test('the calendar is keyboard-usable: the dialog opens with Enter and closes with Escape back on its button', async ({ page }) => {
    await loginAs(page, 'employee');
    const booked = await bookOverApi(page, { name: 'Keyboard Client', email: 'keyboard.client@example.com' });
    await open(page, `/employee/appointments?week=${booked.date}`);
    const entry = page.locator(`[data-appointment="${booked.id}"]`).filter({ visible: true });
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(entry).toBeFocused();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  test('an appointment lead in the inbox opens in the calendar', async ({ page }) => {
    await loginAs(page, 'employee');
    const booked = await bookOverApi(page, { name: 'Inbox Client', email: 'inbox.client@example.com' });
    const db = e2eDb();
    const inquiryId = (db.prepare('select inquiry_id from appointments where id = ?').get(booked.id) as { inquiry_id: number }).inquiry_id;
    db.close();
    await open(page, `/employee/inquiries?open=${inquiryId}`);
    // The lead shows its booking (the lead answer's appointment), not only a link to it.
    await expect(page.getByRole('dialog').locator('[data-lead-appointment]')).toContainText(/Viewing .+ · Requested/);
    await page.getByRole('dialog').getByRole('link', { name: 'Open in the calendar' }).click();
    await expect(page).toHaveURL(/\/employee\/appointments\?lead=/);
    await expect(page.getByRole('dialog')).toContainText('Private viewing with Inbox Client');
  });

  test('a link to another week opens on that week, rendered the same by the server and the browser', async ({ page }) => {
    // The server has no address bar: before the page handed ?week= down, it rendered this week and the browser
    // another, and React logged a hydration error (#418) whenever the link named a week other than this one.
    const errors = consoleErrors(page);
    await loginAs(page, 'employee');
    const later = addDays(zonedDate(new Date()), 23);
    await open(page, `/employee/appointments?week=${later}`);
    await expect(page.locator('[data-week-title]')).toHaveText(weekTitle(weekStart(later)));
    await expect(page.getByRole('button', { name: 'This week' })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('admins reach the same calendar from /admin', async ({ page }) => {
    await loginAs(page, 'admin');
    await open(page, '/admin/appointments');
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page');
  });
});
