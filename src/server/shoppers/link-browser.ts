import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { keyedHash } from '#src/db/queries/secrets';
import { config } from '#src/server/config';
import { SIGN_IN_LINK_TTL_MS } from './sign-in-link';

/**
 * Binds a sign-in link to the browser that asked for it: a cookie set with the request holds a keyed hash of the
 * link's token hash. A link opened where it was asked signs in at once; anywhere else (a link planted by someone
 * who asked for their own account) the page first asks "Sign in as a…@example.com?". Strict and HttpOnly: another
 * site can neither send nor read it. The last few requests are kept, so asking twice leaves both links one click.
 */
const KEPT = 3;

function cookieName(): string {
  return config().secureCookies ? '__Host-shopper-link' : 'shopper-link';
}

const mark = (tokenHash: string) => keyedHash('sign-in-link-browser', tokenHash);

/** After a request for a link: this browser is the one that asked (`null`: no link was made, a mark that matches none). */
export function bindLinkToBrowser(cookies: AstroCookies, tokenHash: string | null): void {
  const value = tokenHash ? mark(tokenHash) : randomBytes(32).toString('hex');
  const kept = (cookies.get(cookieName())?.value ?? '').split('.').filter((v) => /^[0-9a-f]{64}$/.test(v));
  cookies.set(cookieName(), [value, ...kept].slice(0, KEPT).join('.'), {
    httpOnly: true,
    sameSite: 'strict',
    secure: config().secureCookies,
    path: '/',
    maxAge: Math.ceil(SIGN_IN_LINK_TTL_MS / 1000),
  });
}

/** Whether this browser asked for the link of this token hash. */
export function isLinkFromThisBrowser(cookies: AstroCookies, tokenHash: string): boolean {
  const expected = Buffer.from(mark(tokenHash), 'hex');
  return (cookies.get(cookieName())?.value ?? '')
    .split('.')
    .filter((v) => /^[0-9a-f]{64}$/.test(v))
    .some((v) => timingSafeEqual(Buffer.from(v, 'hex'), expected));
}
