import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let secureServer: TestServer;

beforeAll(async () => {
  [server, secureServer] = await Promise.all([
    startTestServer({ seed: false }),
    startTestServer({ seed: false, env: { SECURE_COOKIES: 'true' } }),
  ]);
});
afterAll(() => Promise.all([server?.stop(), secureServer?.stop()]));

/** Each policy (a response may carry several, all enforced) as directive name → source list. */
function policies(headers: Headers): Map<string, string[]>[] {
  const value = headers.get('content-security-policy');
  expect(value, 'Content-Security-Policy header').toBeTruthy();
  // fetch joins repeated headers with ", "; CSP source lists never contain commas.
  return value!.split(/,\s*/).map(
    (policy) =>
      new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name, ...sources]) => [name, sources]),
      ),
  );
}
const directive = (headers: Headers, name: string) =>
  policies(headers)
    .find((p) => p.has(name))
    ?.get(name);

async function get(path: string, base = server.url) {
  const res = await fetch(base + path, { redirect: 'manual' });
  return { res, text: await res.text() };
}

function expectBaseline(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  expect(directive(headers, 'frame-ancestors')).toEqual(["'none'"]);
}

describe('a page', () => {
  it.each(['/', '/no-such-page'])('%s carries the baseline headers and a policy without inline scripts', async (path) => {
    const { res } = await get(path);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectBaseline(res.headers);
    expect(directive(res.headers, 'default-src')).toEqual(["'self'"]);
    expect(directive(res.headers, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directive(res.headers, 'form-action')).toEqual(["'self'"]);
    expect(directive(res.headers, 'base-uri')).toEqual(["'self'"]);
    expect(directive(res.headers, 'object-src')).toEqual(["'none'"]);
    const scriptSrc = directive(res.headers, 'script-src')!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directive(res.headers, 'style-src')).not.toContain("'unsafe-inline'");
  });

  it('allows exactly the inline scripts and styles the page itself contains (by hash)', async () => {
    const { res, text } = await get('/');
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const scripts = [...text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    );
    const styles = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const scriptSrc = directive(res.headers, 'script-src')!;
    const styleSrc = directive(res.headers, 'style-src')!;
    for (const body of scripts) expect(scriptSrc).toContain(hash(body));
    for (const body of styles) expect(styleSrc).toContain(hash(body));
  });

  it('sends HSTS only when served securely', async () => {
    expect((await get('/')).res.headers.get('strict-transport-security')).toBeNull();
    expect((await get('/', secureServer.url)).res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('an API answer', () => {
  it.each([
    ['a public read', '/api/settings/dealer', 200],
    ['a refusal', '/api/inquiries', 401],
  ])('%s carries the baseline headers and a policy that allows nothing', async (_label, path, status) => {
    const { res } = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectBaseline(res.headers);
    expect(directive(res.headers, 'default-src')).toEqual(["'none'"]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a hashed script, style or font', () => {
  // The page's policies govern documents; on a subresource they do nothing and cost ~400 bytes a file.
  it('carries nosniff, a same-origin resource policy and immutable caching, not the policies of a page', async () => {
    const { text } = await get('/');
    const asset = /(\/_astro\/[^"']+\.(?:css|js))/.exec(text)?.[1];
    expect(asset, 'the home page links a built /_astro asset').toBeTruthy();
    const { res } = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(res.headers.get(name), name).toBeNull();
  });

  it("that does not exist is the site's 404 page, with a page's headers", async () => {
    const { res } = await get('/_astro/no-such-file.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectBaseline(res.headers);
  });
});

describe('a file of the site that is not built by the bundler (public/)', () => {
  it('is sent with its type, a validator and the resource policy; a folder or a missing file is the 404 page', async () => {
    const { res, text } = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(text).toContain('<svg');
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(directive(res.headers, 'default-src')).toEqual(["'none'"]);
    // fetch adds Cache-Control: no-cache to a conditional request; a browser revalidating does not.
    const again = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(server.url + '/favicon.svg', { headers: { 'if-none-match': res.headers.get('etag')! } }, (r) => {
          r.resume();
          resolve(r.statusCode);
        })
        .on('error', reject),
    );
    expect(again).toBe(304);
    for (const path of ['/images/', '/images', '/favicon.svg.bak', '/.env']) {
      const missing = await get(path);
      expect(missing.res.status, path).toBe(404);
      expect(missing.res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('is refused with 400 when its address is not valid percent-encoding', async () => {
    const { res } = await get('/images/%E0%A4%A');
    expect(res.status).toBe(400);
  });
});
