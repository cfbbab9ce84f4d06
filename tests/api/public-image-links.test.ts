import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePublicPages } from '../support/public-pages';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every image a public page links (og:image and twitter:image, the JSON-LD `image` and `logo`, every
 * src and srcset) answers 200: a social preview or a rich result with a broken picture is worse than
 * none. Absolute links point at SITE_URL; they are fetched from the test server by their path.
 */

let server: TestServer;
/** Link → the pages that carry it. */
const links = new Map<string, Set<string>>();

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

function jsonLdImages(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) jsonLdImages(v, out);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'image' || key === 'logo') && (typeof v === 'string' || Array.isArray(v)))
        out.push(...[v].flat().filter((x): x is string => typeof x === 'string'));
      else if ((key === 'image' || key === 'logo') && v && typeof v === 'object' && 'url' in v) out.push(String(v.url));
      else jsonLdImages(v, out);
    }
  return out;
}

function imageLinks(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const property = attr(tag, 'property') ?? attr(tag, 'name');
    if (property === 'og:image' || property === 'twitter:image') found.push(decode(attr(tag, 'content') ?? ''));
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    found.push(...jsonLdImages(JSON.parse(json)));
  for (const [tag] of html.matchAll(/<(?:img|source|script|iframe|video|audio)\s[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) found.push(decode(src));
    for (const name of ['srcset', 'imagesrcset']) {
      const set = attr(tag, name);
      if (set)
        found.push(
          ...decode(set)
            .split(/,\s+/)
            .map((c) => c.trim().split(/\s+/)[0])
            .filter(Boolean),
        );
    }
  }
  for (const [tag] of html.matchAll(/<link\s[^>]*>/g))
    if (/\srel="(?:icon|apple-touch-icon|preload)"/.test(tag) && attr(tag, 'href')) found.push(decode(attr(tag, 'href')!));
  return found.filter((u) => !u.startsWith('data:'));
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.sqlite();
  const one = (where: string) => (db.prepare(`select id from vehicles where ${where} order by id limit 1`).get() as { id: number }).id;
  const pages = resolvePublicPages({ vehicle: one("status = 'available'"), soldVehicle: one("status = 'sold'") }).filter((p) => !p.form);
  for (const page of pages) {
    const html = await (await fetch(server.url + page.path)).text();
    for (const link of imageLinks(html)) {
      const url = new URL(link, server.url);
      const key = url.pathname + url.search;
      if (!links.has(key)) links.set(key, new Set());
      links.get(key)!.add(page.path);
    }
  }
}, 180_000);
afterAll(() => server?.stop());

describe('image links on the public pages', () => {
  it('finds the social preview, the structured data images and the pictures', () => {
    expect([...links.keys()].some((k) => /^\/art\/og-default-\d+\.webp$/.test(k))).toBe(true);
    expect([...links.keys()].some((k) => k.startsWith('/media/'))).toBe(true);
    expect(links.size).toBeGreaterThan(50);
  });

  it('every og:image, JSON-LD image and logo, src and srcset answers 200', async () => {
    const broken: string[] = [];
    const queue = [...links.keys()];
    // A few at a time: the demo photos may still be rendering on a first start.
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          const res = await fetch(server.url + path);
          await res.arrayBuffer();
          if (res.status !== 200) broken.push(`${res.status} ${path} (on ${[...links.get(path)!].slice(0, 2).join(', ')})`);
        }
      }),
    );
    expect(broken).toEqual([]);
  }, 240_000);
});

describe('Cross-Origin-Resource-Policy', () => {
  it('lets other sites show the public images (vehicle photos, site art, icons), nothing else', async () => {
    const photo = [...links.keys()].find((k) => k.startsWith('/media/'))!;
    const art = [...links.keys()].find((k) => k.startsWith('/art/'))!;
    for (const path of [photo, art, '/favicon.svg', '/apple-touch-icon.png']) {
      const res = await fetch(server.url + path);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    }
    const script = [...links.keys()].find((k) => k.startsWith('/_astro/'))!;
    for (const path of ['/', '/inventory', '/api/openapi.json', script, '/media/no-such-photo.webp']) {
      const res = await fetch(server.url + path);
      await res.arrayBuffer();
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });
});
