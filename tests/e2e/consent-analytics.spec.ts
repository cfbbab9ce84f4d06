import { expect, test } from '@playwright/test';
import { TEST_ACCOUNTS } from '../support/test-server';
import { acceptAll, countEventRequests, countEvents, events, fixtureVehicles, jsonCookie, visit } from './consent-fixtures';

let ids: ReturnType<typeof fixtureVehicles>;
test.beforeAll(() => {
  ids = fixtureVehicles();
});

test('a campaign landing is recorded: visit_sources, utm_params and a visit event with the campaign', async ({ page, context }) => {
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=Spring-Preview');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
  await visit(page, '/inventory');
  const sources = (await jsonCookie(context, 'visit_sources')) as { source: string; medium: string; campaign: string; time: number }[];
  expect(sources.at(-1)).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'Spring-Preview' });
  expect(await jsonCookie(context, 'utm_params')).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'Spring-Preview' });
  expect(await jsonCookie(context, 'visit_count')).toBe(1);
  const session = (await jsonCookie(context, 'session_data')) as { id: string; utmCampaign: string; pageViews: { path: string }[] };
  expect(session).toMatchObject({ utmCampaign: 'Spring-Preview', referrer: 'direct' });
  expect(session.pageViews.map((p) => p.path)).toEqual(['/', '/inventory']);
  await expect
    .poll(() => events("session_id = ? and type = 'visit'", session.id))
    .toEqual([expect.objectContaining({ source: 'newsletter', medium: 'email', campaign: 'Spring-Preview', path: '/' })]);
});

test('the A/B banner keeps its variant across visits and counts a click as a conversion', async ({ page, context, browser }) => {
  await acceptAll(page);
  await visit(page, '/');
  // The banner's script assigns the variant after the consent layer is ready: wait for its cookie.
  await expect.poll(() => jsonCookie(context, 'ab_variant')).toBeDefined();
  const state = (await jsonCookie(context, 'ab_variant')) as { variant: 'A' | 'B'; conversions: number };
  expect(['A', 'B']).toContain(state.variant);
  const banner = page.locator('[data-promo-ab]');
  await expect(banner).toHaveAttribute('data-variant', state.variant);
  const href = state.variant === 'A' ? '/financing' : '/inventory';
  await expect(banner.locator(`a[href="${href}"]`).first()).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await visit(page, '/');
    expect(((await jsonCookie(context, 'ab_variant')) as { variant: string }).variant).toBe(state.variant);
    await expect(banner).toHaveAttribute('data-variant', state.variant);
  }
  await banner.locator(`a[href="${href}"]`).first().click();
  await page.waitForURL(`**${href}`);
  expect(await jsonCookie(context, 'ab_variant')).toEqual({ variant: state.variant, conversions: 1 });
  const session = (await jsonCookie(context, 'session_data')) as { id: string };
  await expect.poll(() => countEvents("session_id = ? and type = 'ab_conversion' and variant = ?", session.id, state.variant)).toBe(1);

  // Without marketing consent: variant A and nothing stored.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await visit(other, '/');
  await expect(other.locator('[data-promo-ab]')).toHaveAttribute('data-variant', 'A');
  expect((await stranger.cookies()).map((c) => c.name)).not.toContain('ab_variant');
  await stranger.close();
});

test('the analytics summary adds up what a visitor browsed', async ({ page, context, request }) => {
  const campaign = `summary-${Date.now()}`;
  const eventRequests = await countEventRequests(page);
  await page.goto(`/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
  await visit(page, `/inventory/${ids.rolls}`);
  await visit(page, `/inventory/${ids.rolls}`);
  await visit(page, `/inventory/${ids.cayenne}`);
  await visit(page, '/inventory');
  const session = (await jsonCookie(context, 'session_data')) as { id: string };
  // One beacon per page left, the events batched in it (the counter the no-consent specs rely on does see them).
  expect(await eventRequests()).toBe(4);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => countEvents("session_id = ? and type = 'pageview'", session.id)).toBe(5);
  expect(countEvents("session_id = ? and type = 'vehicle_view'", session.id)).toBe(3);

  const login = await request.post('/api/auth/login', {
    data: { username: TEST_ACCOUNTS.employee.username, password: TEST_ACCOUNTS.employee.password },
  });
  expect(login.status()).toBe(200);
  const summary = await (await request.get('/api/analytics/summary?days=7')).json();
  expect(summary.campaigns).toContainEqual({ campaign, visits: 1, inquiries: 0 });
  expect(summary.sources).toContainEqual(expect.objectContaining({ source: 'google', medium: 'cpc' }));
  const rolls = summary.topVehicles.find((v: { vehicleId: number }) => v.vehicleId === ids.rolls);
  expect(rolls).toMatchObject({ title: '2020 Rolls-Royce Dawn' });
  expect(rolls.views).toBe(countEvents("type = 'vehicle_view' and vehicle_id = ?", ids.rolls));
  expect(summary.totals.visits).toBe(countEvents("type = 'visit'"));
  expect(summary.totals.pageViews).toBe(countEvents("type = 'pageview'"));
  expect(summary.visitsPerDay).toHaveLength(7);
});

async function sendInquiry(page: import('@playwright/test').Page): Promise<Record<string, unknown>> {
  let sent: Record<string, unknown> = {};
  await page.route('**/api/inquiries', async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 1 }) });
  });
  const form = page.getByRole('form', { name: 'Inquiry form' });
  await form.scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr])').filter({ has: form }).waitFor();
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Subject').fill('Viewing');
  await form.getByLabel(/Message/).fill('I would like to arrange a private viewing.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect.poll(() => sent.email).toBe('ada@example.com');
  return sent;
}

test('an inquiry carries the campaign with marketing consent, and nothing without', async ({ page, browser }) => {
  await page.goto('/?utm_source=instagram&utm_medium=social&utm_campaign=Autumn-Collection');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
  await visit(page, '/');
  expect(await sendInquiry(page)).toMatchObject({ utmSource: 'instagram', utmMedium: 'social', utmCampaign: 'Autumn-Collection' });

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/?utm_source=instagram&utm_medium=social&utm_campaign=Autumn-Collection');
  await other.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Customize' }).click();
  const dialog = other.getByRole('dialog', { name: 'Cookie Preferences' });
  await dialog.getByRole('switch', { name: /Analytics/ }).check();
  await dialog.getByRole('switch', { name: /Personalization/ }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  const sent = await sendInquiry(other);
  expect(Object.keys(sent).filter((k) => k.startsWith('utm'))).toEqual([]);
  await context.close();
});
