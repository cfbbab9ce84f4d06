import type { AstroGlobal } from 'astro';
import { safeNext } from '#src/islands/lib/safe-next';
import { hasAccess } from '#src/server/auth/guard';
import type { Gate } from '#src/islands/portal/sign-in/sign-in-form';

/** Where a gate sends the visitor after signing in: `next` when it is a path of the same area, else the area's home. */
export function signInTarget(url: URL, gate: Gate): string {
  return safeNext(url.searchParams.get('next'), gate === 'admin' ? '/admin' : '/employee');
}

/** Where to send a visitor who already has access to the gate's area (null: show the form). */
export function alreadySignedIn(astro: Pick<AstroGlobal, 'locals' | 'url'>, gate: Gate): string | null {
  return hasAccess(astro.locals, gate === 'admin' ? 'admin' : 'staff') ? signInTarget(astro.url, gate) : null;
}

/** Where the first sign-in's e-mail step sends the person on: the page they asked for, in either area, else the portal's home. */
export function emailStepNext(url: URL): string {
  const next = url.searchParams.get('next');
  return next?.startsWith('/admin') ? safeNext(next, '/admin') : safeNext(next, '/employee');
}
