import type { APIRoute } from 'astro';
import { DEALER } from '#src/lib/dealer';

/** Crawlers may read every public page; the staff areas and the API are off limits. */
export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL(DEALER.siteUrl);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /employee',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', base).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
