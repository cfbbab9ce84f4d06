/**
 * Where the gate sends the admin after signing in: a path inside the admin
 * area from `?next=`, else /admin. Anything else (another site, `//host`,
 * backslashes, the login page itself) falls back, so the gate cannot be used
 * as an open redirect.
 */
export function safeAdminNext(next: string | null | undefined): string {
  if (!next) return '/admin';
  if (!/^\/admin(?:[/?#]|$)/.test(next) || next.includes('\\') || /[\u0000-\u001f]/.test(next)) return '/admin';
  if (/^\/admin\/login(?:[/?#]|$)/.test(next)) return '/admin';
  return next;
}
