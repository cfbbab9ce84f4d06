import { apiCall, createInquiry, createVehicle, expect, open, test } from '../support/e2e-fixtures';

test('the activity log pages with page and a total like every list, searches and narrows to a kind of record', async ({
  staffPage: page,
}) => {
  const model = `Jesko ${Date.now().toString(36)}`;
  const logSize = async () => (await apiCall<{ total: number }>(page, 'GET', '/api/activity?page=1&pageSize=1')).total;
  // More than one page: each inquiry logs an entry (older than the vehicle's, which stays newest).
  for (let missing = 52 - (await logSize()); missing > 0; missing--) await createInquiry(page, { name: `Paging Visitor ${missing}` });
  const vehicle = await createVehicle(page, { make: 'Koenigsegg', model });
  const total = await logSize();
  expect(total).toBeGreaterThan(50);

  await open(page, '/employee/activity');
  const range = page.getByTestId('list-range');
  const entries = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
  await expect(range).toHaveText(`1–50 of ${total.toLocaleString('en-US')} entries`);
  await expect(entries).toHaveCount(50);
  // Newest first: the vehicle just added heads the log.
  await expect(entries.first()).toContainText(`Added 2021 Koenigsegg ${model}`);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(range).toHaveText(new RegExp(`^51–${Math.min(100, total)} of `));
  await expect(entries.first()).not.toContainText(model);

  // A search goes back to the first page and finds the one entry, linked to its vehicle.
  await page.getByLabel('Search the activity log').fill(model);
  await expect(range).toHaveText('1–1 of 1 entries');
  await expect(entries.getByRole('link', { name: `Added 2021 Koenigsegg ${model}` })).toHaveAttribute(
    'href',
    `/employee/inventory?edit=${vehicle.id}`,
  );

  await page.getByLabel('Kind of record').selectOption('inquiry');
  await expect(page.getByText('No matching activity.')).toBeVisible();

  await page.getByLabel('Search the activity log').fill('');
  await expect(range).toContainText(' of ');
  const hrefs = await entries.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/employee\/inquiries/);
});
