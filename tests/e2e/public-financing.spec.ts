import { expect, test } from '@playwright/test';
import { monthlyPayment } from '#src/lib/finance';
import { consoleErrors, declineCookies, holdIslands, islandHydrated } from './public-fixtures';

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.beforeEach(async ({ page }) => declineCookies(page));

test('the payment calculator starts from the vehicle price in the link and shows its arithmetic', async ({ page }) => {
  await page.goto('/financing?price=200000#calculator');
  const calc = page.getByTestId('payment-calculator');
  await calc.scrollIntoViewIfNeeded();
  await islandHydrated(calc);
  await expect(calc.getByLabel('Vehicle price')).toHaveValue('200000');

  await calc.getByLabel('Down payment').fill('50,000');
  await calc.getByLabel('Trade-in value').fill('25000');
  await calc.getByLabel('Term').selectOption('48');
  await calc.getByLabel('Interest rate (APR %)').fill('5.49');
  const expected = monthlyPayment({ price: 200000, downPayment: 50000, tradeIn: 25000, termMonths: 48, aprPercent: 5.49 });
  await expect(calc.getByTestId('monthly-payment')).toHaveText(money(expected.monthly));
  await expect(calc).toContainText(`$200,000 − $50,000 − $25,000 = ${money(expected.financed)}`);
  await expect(calc.getByTestId('payment-formula')).toContainText(money(expected.monthly));
  // The financing disclosures beside the payment (Consumer Protection Act), from the same function, at the same prominence.
  await expect(calc.getByTestId('loan-apr')).toHaveText('5.49%');
  await expect(calc.getByTestId('loan-term')).toHaveText('48 months');
  await expect(calc.getByTestId('loan-cash-price')).toHaveText('$200,000');
  await expect(calc.getByTestId('loan-cost-of-borrowing')).toHaveText(money(expected.costOfBorrowing));
  const look = (testId: string) =>
    calc.getByTestId(testId).evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.fontSize} ${s.fontWeight} ${s.fontFamily} ${s.color}`;
    });
  const payment = await look('monthly-payment');
  for (const testId of ['loan-apr', 'loan-term', 'loan-cash-price', 'loan-cost-of-borrowing']) expect(await look(testId)).toBe(payment);

  await calc.getByLabel('Interest rate (APR %)').fill('0');
  await expect(calc.getByTestId('monthly-payment')).toHaveText(money(125000 / 48));

  await calc.getByLabel('Interest rate (APR %)').fill('abc');
  await expect(calc.getByRole('alert')).toHaveText('Enter amounts and a rate of 0 or more, using digits only.');
});

test('a vehicle page links its all-in price, cents and all, as the cash price', async ({ page }) => {
  await page.goto('/financing?price=290511.5#calculator');
  const calc = page.getByTestId('payment-calculator');
  await calc.scrollIntoViewIfNeeded();
  await islandHydrated(calc);
  await expect(calc.getByLabel('Vehicle price')).toHaveValue('290511.5');
  await expect(calc.getByTestId('loan-cash-price')).toHaveText('$290,511.50');
});

test('figures typed into the calculator before it hydrates are kept and used', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await holdIslands(page);
  await page.goto('/financing?price=200000#calculator', { waitUntil: 'commit' });
  const calc = page.getByTestId('payment-calculator');
  await expect(calc.locator('xpath=ancestor::astro-island')).toHaveAttribute('ssr', '');
  await calc.getByLabel('Down payment').fill('60000');
  await calc.getByLabel('Term').selectOption('36');
  await calc.getByLabel('Interest rate (APR %)').fill('6.5');
  release();
  await calc.scrollIntoViewIfNeeded();
  await islandHydrated(calc);
  await expect(calc.getByLabel('Down payment')).toHaveValue('60000');
  await expect(calc.getByLabel('Term')).toHaveValue('36');
  await expect(calc.getByLabel('Interest rate (APR %)')).toHaveValue('6.5');
  const expected = monthlyPayment({ price: 200000, downPayment: 60000, tradeIn: 0, termMonths: 36, aprPercent: 6.5 });
  await expect(calc.getByTestId('monthly-payment')).toHaveText(money(expected.monthly));
  // Still live after hydration.
  await calc.getByLabel('Trade-in value').fill('10000');
  const after = monthlyPayment({ price: 200000, downPayment: 60000, tradeIn: 10000, termMonths: 36, aprPercent: 6.5 });
  await expect(calc.getByTestId('monthly-payment')).toHaveText(money(after.monthly));
  expect(errors).toEqual([]);
});

test('without JavaScript the calculator posts its figures and the page shows the estimate (nothing in the URL)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/financing');
  const calc = page.getByTestId('payment-calculator');
  await calc.getByLabel('Vehicle price').fill('180000');
  await calc.getByLabel('Down payment').fill('30000');
  await calc.getByLabel('Term').selectOption('84');
  await calc.getByLabel('Interest rate (APR %)').fill('4.25');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    calc.getByRole('button', { name: 'Calculate' }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/financing#calculator$/);
  const expected = monthlyPayment({ price: 180000, downPayment: 30000, tradeIn: 0, termMonths: 84, aprPercent: 4.25 });
  await expect(calc.getByTestId('monthly-payment')).toHaveText(money(expected.monthly));
  await expect(calc.getByLabel('Vehicle price')).toHaveValue('180000');
  await expect(calc.getByLabel('Term')).toHaveValue('84');
  await context.close();
});
