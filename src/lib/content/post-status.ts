/** Where a journal post stands, from its published flag and date (see blog_posts in src/db/schema/content.ts). */
export type PostStatus = 'draft' | 'scheduled' | 'published';

export function postStatus(post: { published: boolean; publishedAt: Date | null }, now: Date = new Date()): PostStatus {
  if (!post.published || !post.publishedAt) return 'draft';
  return post.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Vehicle pages a post links to (`/inventory/12`, or the full address), in order of first mention. */
export function mentionedVehicleIds(markdown: string): number[] {
  const ids = [...markdown.matchAll(/\]\((?:https?:\/\/[^/)\s]+)?\/inventory\/(\d{1,9})\/?(?:[?#][^)\s]*)?(?:\s+"[^"]*")?\)/g)].map((m) =>
    Number(m[1]),
  );
  return [...new Set(ids)];
}
