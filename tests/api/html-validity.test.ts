import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH } from '#src/lib/page-title';
import { PUBLIC_PAGES, resolvePublicPages, type PublicPage } from '../support/public-pages';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The W3C Nu Html Checker (npm vnu-jar, run with Java) over every public page
 * (tests/support/public-pages.ts) and every vehicle page, as the server sends
 * them: no errors. Its CSS checker does not know `@property`; only that noise
 * is left out.
 */

const VNU = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');
type NuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

let server: TestServer;
let dir: string;
/** Each page's HTML as fetched, by its label (path, plus "POST" for a posted form). */
const pages = new Map<string, { file: string; html: string; status: number }>();

const label = (page: PublicPage) => (page.form ? `POST ${page.path}` : page.path);

async function fetchPage(page: PublicPage) {
  const res = await fetch(server.url + page.path, {
    redirect: 'manual',
    ...(page.form
      ? {
          method: 'POST',
          headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(page.form).toString(),
        }
      : {}),
  });
  return { status: res.status, html: await res.text() };
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.sqlite();
  const one = (status: string) =>
    (db.prepare(`select id from vehicles where status ${status} order by id limit 1`).get() as { id: number } | undefined)?.id;
  const ids = { vehicle: one("= 'available'")!, soldVehicle: one("= 'sold'") ?? one("!= 'available'")! };
  const vehiclePages: PublicPage[] = (db.prepare('select id from vehicles order by id').all() as { id: number }[]).map((v) => ({
    path: `/inventory/${v.id}`,
  }));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-pages-'));
  const all = [...resolvePublicPages(ids), ...vehiclePages];
  for (const [i, page] of all.entries()) {
    if (pages.has(label(page))) continue;
    const { status, html } = await fetchPage(page);
    expect(status, label(page)).toBe(page.status ?? 200);
    const file = path.join(dir, `page-${i}.html`);
    fs.writeFileSync(file, html);
    pages.set(label(page), { file, html, status });
  }
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('public pages', () => {
  it('the W3C Nu Html Checker reports no errors on any public page', async () => {
    const byFile = new Map([...pages].map(([name, page]) => [page.file, name]));
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-Xss4m', '-jar', VNU, '--format', 'json', '--exit-zero-always', ...[...pages.values()].map((p) => p.file)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout || stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || (m.type === 'non-document-error' && m.subType !== 'internal'))
      .filter((m) => !/@property/.test(`${m.message} ${m.extract ?? ''}`))
      .map(
        (m) =>
          `${byFile.get(new URL(m.url).pathname) ?? m.url}:${m.lastLine ?? '?'}: ${m.message} [${(m.extract ?? '').trim().slice(0, 120)}]`,
      );
    expect(errors).toEqual([]);
  }, 180_000);

  it(`every page title is at most ${MAX_TITLE_LENGTH} characters`, () => {
    const long = [...pages]
      .map(([name, { html }]) => ({ name, title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '') }))
      .filter(({ title }) => title.length === 0 || title.length > MAX_TITLE_LENGTH)
      .map(({ name, title }) => `${name}: ${title.length} "${title}"`);
    expect(long).toEqual([]);
  });

  it('the list covers every public page the site has', () => {
    // A page file under src/pages that is neither staff-only nor in the list fails here, so new routes get checked.
    const listed = new Set(PUBLIC_PAGES.map((p) => new URL(p.path, 'http://x').pathname.replace(/\/\d+$|\/:\w+$/, '/[id]')));
    const root = path.resolve(import.meta.dirname, '../../src/pages');
    const routes = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.astro') && !/^(admin|employee)\//.test(f) && !path.basename(f).startsWith('_'))
      .map((f) => `/${f.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/')
      // Any route parameter ([id], [slug]) is listed with a placeholder (`:vehicle`, `:post`).
      .map((route) => route.replace(/\[\w+\]$/, '[id]'))
      .filter((route) => route !== '/404');
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
  });
});

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");
}
