import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, hoistIslandStyle, withIslandStyleInHead } from './island-style';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

describe('hoistIslandStyle', () => {
  it('moves the island style from the body to the end of the head, once', () => {
    const html = hoistIslandStyle(page(`<p>x</p>${ISLAND_STYLE}<astro-island></astro-island>`));
    expect(html).toBe(
      `<!doctype html><html><head><title>t</title>${ISLAND_STYLE}</head><body><p>x</p><astro-island></astro-island></body></html>`,
    );
  });
  it('leaves a page without islands, or without a head, as it is', () => {
    expect(hoistIslandStyle(page('<p>x</p>'))).toBe(page('<p>x</p>'));
    expect(hoistIslandStyle(`<p>${ISLAND_STYLE}</p>`)).toBe(`<p>${ISLAND_STYLE}</p>`);
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
    expect(res.headers.has('content-length')).toBe(false);
    expect(await res.text()).toContain(`${ISLAND_STYLE}</head><body><div></div></body>`);
  });
  it('passes anything but HTML through untouched', async () => {
    const json = Response.json({ a: ISLAND_STYLE });
    expect(await withIslandStyleInHead(json)).toBe(json);
  });
});
