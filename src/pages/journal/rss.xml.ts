import type { APIRoute } from 'astro';
import { listLivePostLinks } from '#src/db/queries/blog-posts';
import { journalRssXml } from '#src/lib/content/journal-rss';
import { DEALER } from '#src/lib/dealer';
import { renderMarkdown } from '#src/server/content/render-markdown';

/** The journal's RSS 2.0 feed: the 30 newest live posts with their full (sanitised) text. */
export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL(DEALER.siteUrl);
  const posts = listLivePostLinks(30).map((p) => ({ ...p, publishedAt: p.publishedAt!, html: renderMarkdown(p.content) }));
  const body = journalRssXml(
    posts,
    { title: `${DEALER.name} Journal`, description: `New arrivals, restorations, buying advice and events from ${DEALER.name}.` },
    base,
  );
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
};
