import { describe, expect, it } from 'vitest';
import { pageBody, pageResponse } from './page-bytes';

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
});
