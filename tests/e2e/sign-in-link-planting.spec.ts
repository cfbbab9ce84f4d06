import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInToken } from '../support/shopper';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { consoleErrors, declineCookies } from './public-fixtures';

// Issue 37, item 3: a sign-in link cannot be planted. A link opened in a browser that did not ask for it (an
// attacker's own link, sent to a victim) asks "Sign in as m…@example.com?" and signs nobody in and merges nothing
// until the visitor says yes; the shopper's own link, opened where it was asked for, signs in at once. Its own
// server with a mail server: the outbox keeps no link, and the links are read from the e-mails.

let server: TestServer;
let smtp: SmtpCapture;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await declineCookies(page);
  return page;
}

/** Asks for a sign-in link on /account as a person would; the token of the e-mail that arrives. */
async function askForLink(page: Page, email: string): Promise<string> {
  const before = smtp.messages.length;
  await page.goto('/account');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByTestId('link-sent')).toBeVisible();
  return signInToken(smtp, email, before);
}

const savedIn = (email: string) =>
  server
    .sqlite()
    .prepare('select count(*) from saved_vehicles s join users u on u.id = s.user_id where u.email = ?')
    .pluck()
    .get(email) as number;
const signedIn = async (page: Page) => ((await (await page.request.get('/api/shopper/me')).json()) as { signedIn: boolean }).signedIn;

test("a planted link asks first and merges nothing until the visitor confirms; the shopper's own link is one click", async ({
  browser,
}) => {
  // Three browsers and three sign-ins: more than one page's default time.
  test.setTimeout(90_000);
  const attackerEmail = `mallory-${Date.now()}@example.com`;
  const attacker = await newPage(browser);
  const planted = await askForLink(attacker, attackerEmail);

  // The victim saved a car on their device, then opens the attacker's link.
  const victim = await newPage(browser);
  const errors = consoleErrors(victim);
  await victim.goto('/inventory');
  const card = victim.getByTestId('vehicle-card').first();
  const carId = Number(await card.getAttribute('data-vehicle-id'));
  await card.locator('[data-save-vehicle]').click();
  await expect(card.locator('[data-save-vehicle]')).toHaveAttribute('aria-pressed', 'true');
  await victim.goto('/');
  await victim.goto(`/account#signin=${planted}`);
  const confirm = victim.getByTestId('confirm-sign-in');
  await expect(confirm.getByRole('heading', { name: 'Sign in as m…@example.com?' })).toBeVisible();
  await expect(confirm).toContainText('adds the car you saved on this device');
  expect(
    await new AxeBuilder({ page: victim })
      .include('[data-testid="confirm-sign-in"]')
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);
  // Asked, not answered: nobody is signed in, the link is not used, nothing is merged.
  expect(await signedIn(victim)).toBe(false);
  expect(savedIn(attackerEmail)).toBe(0);
  expect(await victim.evaluate(() => localStorage.getItem('amg.saved'))).toContain(String(carId));

  await victim.getByRole('button', { name: 'No, this is not me' }).click();
  await expect(victim.getByRole('heading', { name: 'Sign in to your garage' })).toBeVisible();
  expect(await signedIn(victim)).toBe(false);
  expect(savedIn(attackerEmail)).toBe(0);
  // Its owner confirms on another device (the same link, not used by being asked about): signed in, saves merged.
  await victim.goto('/');
  await victim.goto(`/account#signin=${planted}`);
  await victim.getByRole('button', { name: 'Yes, sign me in' }).click();
  await expect(victim.getByTestId('garage')).toBeVisible();
  expect(savedIn(attackerEmail)).toBe(1);

  // The shopper's own link, opened in the browser that asked for it: no question, signed in.
  const shopperEmail = `ada-${Date.now()}@example.com`;
  const shopper = await newPage(browser);
  const shopperErrors = consoleErrors(shopper);
  const own = await askForLink(shopper, shopperEmail);
  await shopper.goto('/');
  await shopper.goto(`/account#signin=${own}`);
  await expect(shopper.getByTestId('garage')).toBeVisible();
  await expect(shopper.getByTestId('confirm-sign-in')).toHaveCount(0);
  expect(await signedIn(shopper)).toBe(true);
  expect([...errors, ...shopperErrors]).toEqual([]);
});
