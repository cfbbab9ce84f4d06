import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, hoistIslandStyle, withIslandStyleInHead } from './island-style';
import { pageResponse } from './page-bytes';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const hoist = (html: string) => hoistIslandStyle(Buffer.from(html)).toString();

describe('hoistIslandStyle', () => {
  it('moves the island style from the body to the end of the head, once', () => {
    const html = hoist(page(`<p>x</p>${ISLAND_STYLE}<astro-island></astro-island>`));
    expect(html).toBe(
      `<!doctype html><html><head><title>t</title>${ISLAND_STYLE}</head><body><p>x</p><astro-island></astro-island></body></html>`,
    );
  });
  it('keeps text in any script intact around the move (bytes, not characters)', () => {
    const html = hoist(page(`<p>Montréal — 日本 🚗</p>${ISLAND_STYLE}<p>é</p>`));
    expect(html).toBe(page(`<p>Montréal — 日本 🚗</p><p>é</p>`).replace('</head>', `${ISLAND_STYLE}</head>`));
  });
  it('leaves a page without islands, or without a head, as it is', () => {
    expect(hoist(page('<p>x</p>'))).toBe(page('<p>x</p>'));
    expect(hoist(`<p>${ISLAND_STYLE}</p>`)).toBe(`<p>${ISLAND_STYLE}</p>`);
  });
});

describe('withIslandStyleInHead', () => {
  it('rewrites an HTML answer, keeping status, reason and headers (every Set-Cookie too)', async () => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-length': '999' });
    headers.append('set-cookie', 'a=1');
    headers.append('set-cookie', 'b=2');
    const res = await withIslandStyleInHead(
      new Response(page(`<div></div>${ISLAND_STYLE}`), { status: 404, statusText: 'Not Found', headers }),
    );
    expect(res.status).toBe(404);
    expect(res.statusText).toBe('Not Found');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const text = await res.text();
    expect(text).toContain(`${ISLAND_STYLE}</head><body><div></div></body>`);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });
  it('moves the style in a copy of bytes handed on by another step, which stay as they were', async () => {
    const bytes = new TextEncoder().encode(page(`<p>x</p>${ISLAND_STYLE}`));
    const res = await withIslandStyleInHead(pageResponse(bytes, { headers: { 'content-type': 'text/html' } }));
    expect(await res.text()).toContain(`${ISLAND_STYLE}</head>`);
    expect(new TextDecoder().decode(bytes)).toBe(page(`<p>x</p>${ISLAND_STYLE}`));
  });
  it('passes anything but HTML through untouched', async () => {
    const json = Response.json({ a: ISLAND_STYLE });
    expect(await withIslandStyleInHead(json)).toBe(json);
  });
});
