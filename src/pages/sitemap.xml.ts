import type { APIRoute } from 'astro';
import { COLLECTION_LINKS } from '#src/components/site/navigation';
import { listLivePostLinks } from '#src/db/queries/blog-posts';
import { listVehiclePages } from '#src/db/queries/inventory';
import { DEALER } from '#src/lib/dealer';

const PAGES = [
  '/',
  '/inventory',
  '/services',
  '/gallery',
  '/journal',
  '/faq',
  '/about',
  '/contact',
  '/book',
  '/financing',
  '/sell-or-trade',
  '/buying-from-afar',
  '/sitemap',
  '/privacy-policy',
  '/terms',
];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page, every live journal post and every vehicle page, from the database at request time. */
export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL(DEALER.siteUrl);
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(new URL(path, base).href)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PAGES.map((p) => url(p)),
    ...COLLECTION_LINKS.map((l) => url(l.href)),
    ...listLivePostLinks().map((p) => url(`/journal/${p.slug}`, p.updatedAt)),
    ...listVehiclePages().map((v) => url(`/inventory/${v.id}`, v.updatedAt)),
    '</urlset>',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
};
