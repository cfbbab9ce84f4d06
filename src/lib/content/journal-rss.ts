import { create } from 'xmlbuilder2';

export type FeedPost = { title: string; slug: string; excerpt: string; category: string; author: string; publishedAt: Date; html: string };

/** The journal as RSS 2.0: each post with its excerpt, its full text (content:encoded) and its link. */
export function journalRssXml(posts: readonly FeedPost[], channel: { title: string; description: string }, site: URL): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const rss = doc.ele('rss', {
    version: '2.0',
    'xmlns:atom': 'http://www.w3.org/2005/Atom',
    'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
    'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
  });
  const ch = rss.ele('channel');
  ch.ele('title').txt(channel.title);
  ch.ele('link').txt(new URL('/journal', site).href);
  ch.ele('description').txt(channel.description);
  ch.ele('language').txt('en-CA');
  ch.ele('http://www.w3.org/2005/Atom', 'atom:link', {
    href: new URL('/journal/rss.xml', site).href,
    rel: 'self',
    type: 'application/rss+xml',
  });
  if (posts[0]) ch.ele('lastBuildDate').txt(posts[0].publishedAt.toUTCString());
  for (const post of posts) {
    const url = new URL(`/journal/${post.slug}`, site).href;
    const item = ch.ele('item');
    item.ele('title').txt(post.title);
    item.ele('link').txt(url);
    item.ele('guid', { isPermaLink: 'true' }).txt(url);
    item.ele('pubDate').txt(post.publishedAt.toUTCString());
    item.ele('category').txt(post.category);
    item.ele('http://purl.org/dc/elements/1.1/', 'dc:creator').txt(post.author);
    item.ele('description').txt(post.excerpt);
    item.ele('http://purl.org/rss/1.0/modules/content/', 'content:encoded').dat(post.html.replaceAll(']]>', ']]]]><![CDATA[>'));
  }
  return doc.end({ prettyPrint: true });
}
