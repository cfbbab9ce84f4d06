import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from './same-origin';

const ours = 'https://www.example.ca';
const headers = (h: Record<string, string>) => new Headers(h);

describe('isSameOriginPost', () => {
  it('accepts a post whose Origin is this site', () => {
    expect(isSameOriginPost(headers({ origin: ours }), ours)).toBe(true);
  });
  it('refuses another origin, another scheme or port, and the opaque "null" origin', () => {
    expect(isSameOriginPost(headers({ origin: 'https://evil.example' }), ours)).toBe(false);
    expect(isSameOriginPost(headers({ origin: 'http://www.example.ca' }), ours)).toBe(false);
    expect(isSameOriginPost(headers({ origin: 'https://www.example.ca:8443' }), ours)).toBe(false);
    expect(isSameOriginPost(headers({ origin: 'null', referer: `${ours}/contact` }), ours)).toBe(false);
  });
  it('falls back to the Referer only when no Origin was sent', () => {
    expect(isSameOriginPost(headers({ referer: `${ours}/inventory/3?x=1` }), ours)).toBe(true);
    expect(isSameOriginPost(headers({ referer: 'https://evil.example/contact' }), ours)).toBe(false);
    expect(isSameOriginPost(headers({ referer: 'not a url' }), ours)).toBe(false);
  });
  it('refuses a post that names neither', () => {
    expect(isSameOriginPost(headers({}), ours)).toBe(false);
  });
});
