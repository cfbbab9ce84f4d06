/**
 * Writes tests/e2e/fixtures/site-text.json: the visible text and images of the pages issue 24 moved into the
 * database, read from a freshly seeded server of the current build. It was generated once from main before the
 * move (commit 3d285ee, built in a worktree of that commit), so the fixture is the site as it was:
 *
 *   git worktree add --detach /tmp/base 3d285ee && cd /tmp/base && npm install && npm run build
 *   cp <this file> <site-text.ts> tests/support/ && node --import tsx tests/support/capture-site-text.ts
 *
 * tests/e2e/site-unchanged.spec.ts compares the seeded site with it. Regenerate only for a deliberate change of copy.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { startTestServer } from './test-server';
import { MOVED_PAGES, pageText, VIEWPORT } from './site-text';

const server = await startTestServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ baseURL: server.url, viewport: VIEWPORT });
  const pages: Record<string, unknown> = {};
  for (const path of MOVED_PAGES) pages[path] = await pageText(page, path);
  fs.mkdirSync(new URL('../e2e/fixtures/', import.meta.url), { recursive: true });
  fs.writeFileSync(new URL('../e2e/fixtures/site-text.json', import.meta.url), `${JSON.stringify(pages, null, 2)}\n`);
  console.log(`Captured ${MOVED_PAGES.length} pages from ${server.url}`);
} finally {
  await browser.close();
  await server.stop();
}
