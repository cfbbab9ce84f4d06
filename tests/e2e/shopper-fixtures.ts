import { expect, type Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';

/** The token of the newest sign-in link to `email` (the e2e server has no SMTP: the outbox keeps it). */
export async function signInToken(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const db = e2eDb();
    const row = db.prepare('select body from outbox_messages where "to" = ? order by id desc limit 1').get(email) as
      { body: string } | undefined;
    db.close();
    const token = row && /#signin=([A-Za-z0-9_-]+)/.exec(row.body)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no sign-in e-mail to ${email}`);
}

/** Signs a shopper in with the e-mailed link, as a person would: asks on /account, opens the link in a fresh load. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/account');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByTestId('link-sent')).toBeVisible();
  const token = await signInToken(email);
  await page.goto('/');
  await page.goto(`/account#signin=${token}`);
  await expect(page.getByTestId('garage')).toBeVisible();
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}@example.com`;
