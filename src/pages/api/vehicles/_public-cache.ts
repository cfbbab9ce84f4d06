import type { APIContext } from 'astro';

/**
 * Public vehicle reads may be cached briefly by a visitor's browser; signed-in
 * staff must see their own changes at once. Vary: Cookie keeps a copy cached
 * before signing in from being served after it.
 */
export function publicReadHeaders(locals: APIContext['locals']): Record<string, string> {
  return { 'Cache-Control': locals.user ? 'private, no-store' : 'public, max-age=60', Vary: 'Cookie' };
}
