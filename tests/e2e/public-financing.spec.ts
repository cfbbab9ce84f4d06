import { expect, test } from '@playwright/test';
import { monthlyPayment } from '../../src/lib/finance';
import { declineCookies, islandsReady } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

test('the payment calculator starts from the vehicle price in the link and shows its arithmetic', async ({ page }) => {
  await page.goto('/financing?price=200000#calculator');
  const calc = page.getByTestId('payment-calculator');
  await calc.scrollIntoViewIfNeeded();
  await islandsReady(page);
  await expect(calc.getByLabel('Vehicle price')).toHaveValue('200000');

  await calc.getByLabel('Down payment').fill('50,000');
  await calc.getByLabel('Trade-in value').fill('25000');
  await calc.getByLabel('Term').selectOption('48');
  await calc.getByLabel('Interest rate (APR %)').fill('5.49');
  const expected = monthlyPayment({ price: 200000, downPayment: 50000, tradeIn: 25000, termMonths: 48, aprPercent: 5.49 });
  const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(calc.getByTestId('monthly-payment')).toHaveText(money(expected.monthly));
  await expect(calc).toContainText(`$200,000 − $50,000 − $25,000 = ${money(expected.financed)}`);
  await expect(calc.getByTestId('payment-formula')).toContainText(money(expected.monthly));

  await calc.getByLabel('Interest rate (APR %)').fill('0');
  await expect(calc.getByTestId('monthly-payment')).toHaveText(money(125000 / 48));

  await calc.getByLabel('Interest rate (APR %)').fill('abc');
  await expect(calc.getByRole('alert')).toHaveText('Enter amounts and a rate of 0 or more, using digits only.');
});
