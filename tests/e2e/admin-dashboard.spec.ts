import { expect, test, type Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { apiCall, loginAs, open } from '../support/e2e-fixtures';
import { formatPrice } from '#src/lib/format/price';
import { addVehicle } from './admin-helpers';

/** The value and the note under a dashboard figure. */
async function figure(page: Page, id: string) {
  const card = page.getByTestId(`stat-${id}`);
  return { value: (await card.locator('p').nth(1).innerText()).trim(), note: (await card.locator('p').nth(2).innerText()).trim() };
}

test.describe('the admin dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('shows each figure as the database has it', async ({ page }) => {
    // Make the figures non-trivial whatever the other tests left behind.
    await addVehicle(page, {
      make: 'Aston Martin',
      model: 'DB12',
      year: 2024,
      price: 312500,
      mileage: 1200,
      category: 'sports-cars',
      isFeatured: true,
    });
    await addVehicle(page, {
      make: 'Maserati',
      model: 'Quattroporte',
      year: 2021,
      price: 98700,
      mileage: 30500,
      category: 'luxury-sedans',
    });
    const inquiry = await page.request.post('/api/inquiries', {
      data: { name: 'Dana Figures', email: 'dana@example.com', subject: 'Viewing', message: 'May I see the DB12 next week?' },
    });
    expect(inquiry.status()).toBe(201);
    for (const isApproved of [true, false]) {
      const t = await page.request.post('/api/testimonials', {
        data: { name: 'Test Client', vehicle: '2020 Bentley', rating: 5, comment: 'Lovely people.', isApproved },
      });
      expect(t.status()).toBe(201);
    }

    const db = e2eDb();
    const one = (sql: string) => (db.prepare(sql).pluck().get() as number) ?? 0;
    const expected = {
      // Stock: the vehicles offered for sale (sold cars and drafts are not stock), as the reports count it.
      vehicles: one("select count(*) from vehicles where status in ('available', 'reserved', 'pending')"),
      featured: one("select count(*) from vehicles where is_featured = 1 and status in ('available', 'reserved', 'pending')"),
      value: one("select coalesce(sum(price), 0) from vehicles where status in ('available', 'reserved', 'pending')"),
      inquiries: one('select count(*) from inquiries'),
      pending: one("select count(*) from inquiries where status in ('new', 'in-progress')"),
      testimonials: one('select count(*) from testimonials'),
      approved: one('select count(*) from testimonials where is_approved = 1'),
    };
    db.close();

    await page.goto('/admin');
    const n = (x: number) => x.toLocaleString('en-US');
    expect(await figure(page, 'inventory')).toEqual({ value: n(expected.vehicles), note: `in stock · ${n(expected.featured)} featured` });
    expect(await figure(page, 'inquiries')).toEqual({ value: n(expected.inquiries), note: `${n(expected.pending)} pending` });
    expect(await figure(page, 'testimonials')).toEqual({ value: n(expected.testimonials), note: `${n(expected.approved)} approved` });
    expect((await figure(page, 'value')).value).toBe(formatPrice(expected.value));
  });

  test('lists the five newest inquiries and vehicles with their details', async ({ page }) => {
    const mclaren = await addVehicle(page, {
      make: 'McLaren',
      model: 'Artura',
      year: 2023,
      price: 289000,
      mileage: 4321,
      category: 'exotic-collection',
      images: ['/media/no-such-photo.webp'],
    });
    const posted = await page.request.post('/api/inquiries', {
      data: { name: 'Robin Recent', email: 'robin@example.com', subject: 'Artura', message: 'Is the Artura still available?' },
    });
    expect(posted.status()).toBe(201);
    const db = e2eDb();
    const inquiries = db.prepare('select name, email from inquiries order by created_at desc, id desc limit 5').all() as {
      name: string;
      email: string;
    }[];
    const vehicles = db.prepare('select year, make, model from vehicles order by created_at desc, id desc limit 5').all() as {
      year: number;
      make: string;
      model: string;
    }[];
    db.close();

    await open(page, '/admin');
    const inquiryRows = page.getByTestId('recent-inquiries').locator('li');
    await expect(inquiryRows).toHaveCount(inquiries.length);
    for (const [i, q] of inquiries.entries()) {
      await expect(inquiryRows.nth(i)).toContainText(q.name);
      await expect(inquiryRows.nth(i)).toContainText(q.email);
    }
    // The newest inquiry: status badge, message and date.
    await expect(inquiryRows.first()).toContainText('New');
    await expect(inquiryRows.first()).toContainText('Is the Artura still available?');
    await expect(inquiryRows.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const rows = page.getByTestId('recent-vehicles').locator('li');
    await expect(rows).toHaveCount(vehicles.length);
    for (const [i, v] of vehicles.entries()) await expect(rows.nth(i)).toContainText(`${v.year} ${v.make} ${v.model}`);
    // The newest is the McLaren: its details in km, and its missing photo falls back to the placeholder.
    await expect(rows.first()).toContainText('Excellent · Exotic Collection · 4,321 km');
    await expect(rows.first()).toContainText('$289,000');
    await expect(rows.first().locator('img')).toBeHidden();
    // Its photo is a name without a file: gone, so the staff lists of later specs load no missing image (a console 404).
    await apiCall(page, 'DELETE', `/api/vehicles/${mclaren}`);
  });

  test('quick actions lead to the inventory manager, inquiries, testimonials and analytics', async ({ page }) => {
    await open(page, '/admin');
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    const hrefs = await actions.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/admin/inventory-manager', '/admin/inquiries', '/admin/testimonials', '/admin/analytics']);
    await actions.getByRole('link', { name: /Manage Inventory/ }).click();
    await expect(page.getByRole('heading', { name: 'Inventory Manager', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Inventory', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
