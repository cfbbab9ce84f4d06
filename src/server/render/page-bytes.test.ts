import { describe, expect, it } from 'vitest';
import { ownPageBody, pageBody, pageResponse } from './page-bytes';

describe('page bytes handed between the middleware steps', () => {
  it('gives the next step the bytes a page Response was made from, without reading its body', async () => {
    const bytes = new TextEncoder().encode('<!DOCTYPE html><p>page</p>');
    const response = pageResponse(bytes, { status: 200, headers: { 'content-type': 'text/html' } });
    expect(await pageBody(response)).toBe(bytes);
    expect(response.bodyUsed).toBe(false);
    // The Response still carries the same page for whoever sends it.
    expect(await response.text()).toBe('<!DOCTYPE html><p>page</p>');
  });

  it('reads any other Response once', async () => {
    const response = new Response('<p>rendered by Astro</p>');
    expect(new TextDecoder().decode(await pageBody(response))).toBe('<p>rendered by Astro</p>');
    expect(response.bodyUsed).toBe(true);
  });

  it('reads a body of several chunks whole', async () => {
    const parts = ['<p>', 'in three ', 'chunks</p>'].map((part) => new TextEncoder().encode(part));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    expect(new TextDecoder().decode(await pageBody(new Response(body)))).toBe('<p>in three chunks</p>');
  });

  it('gives a step that changes the page its own copy of bytes handed on, never the bytes another step keeps', async () => {
    const bytes = new TextEncoder().encode('<p>kept by the page cache</p>');
    const own = await ownPageBody(pageResponse(bytes, {}));
    own[1] = 'x'.charCodeAt(0);
    expect(new TextDecoder().decode(bytes)).toBe('<p>kept by the page cache</p>');
    expect(new TextDecoder().decode(await ownPageBody(new Response('<p>read</p>')))).toBe('<p>read</p>');
  });
});
