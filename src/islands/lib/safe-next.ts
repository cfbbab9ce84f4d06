/**
 * Where to go after signing in: `next` when it is a path on this site under
 * `area` (never another origin: '//evil.test', '/\\evil.test', 'https://…'),
 * else the area's home.
 */
export function safeNext(next: string | null | undefined, area = '/employee'): string {
  if (!next) return area;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return area;
  try {
    const url = new URL(next, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return area;
    const path = url.pathname;
    if (path !== area && !path.startsWith(`${area}/`)) return area;
    if (path === `${area}/login`) return area;
    return path + url.search + url.hash;
  } catch {
    return area;
  }
}
