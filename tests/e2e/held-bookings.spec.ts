import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDb } from '../support/test-server';
import { apiCall, loginAs, open } from '../support/e2e-fixtures';

/** Free slots a few days ahead, booked over the API as visitors from one address (this browser's) would. */
async function bookHolds(page: Page, tag: string, count: number): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const { days } = await apiCall<{ days: { date: string; free: number }[] }>(page, 'GET', `/api/appointments/days?from=${today}&count=28`);
  const starts: string[] = [];
  for (const day of days.slice(3).filter((d) => d.free > 0)) {
    const { slots } = await apiCall<{ slots: { start: string }[] }>(page, 'GET', `/api/appointments/slots?date=${day.date}`);
    starts.push(...slots.slice(0, 2).map((s) => s.start));
    if (starts.length >= count) break;
  }
  for (let i = 0; i < count; i++) {
    await apiCall(page, 'POST', '/api/appointments', {
      name: `Flood ${tag} ${i}`,
      email: `flood.${tag}.${i}@example.com`,
      phone: `647-555-${String(2000 + i)}`,
      kind: 'viewing',
      start: starts[i],
    });
  }
}

const held = (tag: string) => {
  const db = e2eDb();
  try {
    return (
      db
        .prepare(
          "select count(*) as n from appointments a join inquiries i on i.id = a.inquiry_id where i.email like ? and a.status <> 'cancelled'",
        )
        .get(`flood.${tag}.%`) as { n: number }
    ).n;
  } finally {
    db.close();
  }
};

test('staff see unconfirmed bookings grouped by network and release the ones ticked in one step', async ({ page }) => {
  await bookHolds(page, 'panel', 4);
  expect(held('panel')).toBe(4);
  await loginAs(page, 'employee');
  await open(page, '/employee/appointments');
  const panel = page.getByRole('region', { name: /Unconfirmed bookings/ }).or(page.locator('section', { hasText: 'Unconfirmed bookings' }));
  await expect(panel.first()).toBeVisible();
  const group = page.locator('[data-hold-groups] li', { hasText: 'Network' }).first();
  await expect(group).toContainText(/\d+ bookings/);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  // Released by selection: other tests' bookings come from this address too, and stay.
  for (let i = 0; i < 4; i++) await page.getByRole('checkbox', { name: new RegExp(`booking of Flood panel ${i},`) }).check();
  await page.getByRole('button', { name: 'Release selected (4)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Bookings already confirmed are not touched');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('4 bookings released', { exact: true })).toBeVisible();
  expect(held('panel')).toBe(0);
  await expect(page.getByRole('checkbox', { name: /booking of Flood panel/ })).toHaveCount(0);
});

test('the dashboard tells staff when online booking came under pressure from the hourly count, with the way to release the flood', async ({
  page,
}) => {
  // The ceiling's alert as the server records it (the e2e server's ceiling is raised, so it is written here).
  const dir = process.env.E2E_DATA_DIR!;
  const db = new Database(path.join(dir, 'dealership.sqlite'));
  db.pragma('busy_timeout = 5000');
  const { lastInsertRowid } = db
    .prepare(
      "insert into activity_log (actor_name, action, entity_type, summary) values ('System', 'appointment.hold-ceiling', 'settings', ?)",
    )
    .run('Online booking under pressure: 30 unconfirmed bookings in the last hour');
  try {
    await loginAs(page, 'employee');
    await open(page, '/employee');
    const notice = page.locator('[data-hold-ceiling-notice]');
    await expect(notice).toContainText('Online booking came under pressure at');
    await notice.getByRole('link', { name: 'See and release them in Appointments' }).click();
    await expect(page).toHaveURL(/\/employee\/appointments$/);
    await expect(page.locator('[data-hold-ceiling]')).toBeVisible();
  } finally {
    db.prepare('delete from activity_log where id = ?').run(lastInsertRowid);
    db.close();
  }
});
