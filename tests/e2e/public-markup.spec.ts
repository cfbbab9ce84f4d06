import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, resolvePublicPages } from '../support/public-pages';
import { e2eDb } from '../support/test-server';
import { declineCookies, islandsReady } from './public-fixtures';

/**
 * Markup rules the Nu checker does not cover, on every public page
 * (tests/support/public-pages.ts), hydrated: no two landmarks share a name,
 * every form has a submit button, every input says its type.
 */

test.beforeEach(async ({ page }) => declineCookies(page));

function ids() {
  const db = e2eDb();
  try {
    const one = (where: string) =>
      (db.prepare(`select id from vehicles where ${where} order by id limit 1`).get() as { id: number } | undefined)?.id;
    return { vehicle: one("status = 'available'")!, soldVehicle: one("status = 'sold'") ?? one("status != 'available'")! };
  } finally {
    db.close();
  }
}

for (const { path } of PUBLIC_PAGES.filter((p) => !p.form)) {
  test(`landmarks, forms and inputs are well formed on ${path}`, async ({ page }) => {
    const [resolved] = resolvePublicPages(ids(), [{ path }]);
    await page.goto(resolved.path);
    // Everything below the fold too: client:visible islands hydrate when one of their children is scrolled to, one
    // by one. The island itself has no box (display: contents) and its first child may be hidden (/book's no-JS day
    // form), so scroll to the first child a visitor can see, as Astro's IntersectionObserver watches each child.
    const islands = page.locator('astro-island[client="visible"]');
    for (let i = 0; i < (await islands.count()); i++) await islands.nth(i).locator(':scope > *:visible').first().scrollIntoViewIfNeeded();
    await islandsReady(page);
    const axe = await new AxeBuilder({ page }).withRules(['landmark-unique', 'duplicate-id-aria']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      for (const form of document.querySelectorAll('form')) {
        const submits = [...form.elements].filter(
          (el) => (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && ['submit', 'image'].includes(el.type),
        );
        if (!submits.length) found.push(`form without a submit button: ${form.outerHTML.slice(0, 100)}`);
      }
      for (const input of document.querySelectorAll('input:not([type])'))
        found.push(`input without a type: ${input.outerHTML.slice(0, 100)}`);
      return found;
    });
    expect(problems).toEqual([]);
  });
}
