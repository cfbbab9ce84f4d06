import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';

/**
 * A one-time sign-in link to `email`, made by the test: the e2e server has no SMTP, and the outbox never keeps a
 * link (SECURITY.md), so the test stores a link's hash as the server does and keeps the token.
 */
export function testSignInToken(email: string): string {
  const token = randomBytes(32).toString('base64url');
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  const db = new Database(path.join(dir, 'dealership.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.prepare('insert into shopper_sign_in_links (token_hash, email, expires_at) values (?, ?, ?)').run(
    createHash('sha256').update(token).digest('hex'),
    email.trim().toLowerCase(),
    Date.now() + 15 * 60_000,
  );
  db.close();
  return token;
}

/**
 * Signs a shopper in with a sign-in link opened in a fresh load. The test's link was not asked for by this browser,
 * so the page asks "Sign in as …?" first: yes. (Asking on /account, and the one-click link of the browser that
 * asked, are sign-in-link-planting.spec.ts.)
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const token = testSignInToken(email);
  await page.goto('/');
  await page.goto(`/account#signin=${token}`);
  await page.getByRole('button', { name: 'Yes, sign me in' }).click();
  await expect(page.getByTestId('garage')).toBeVisible();
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}@example.com`;
