import { z } from 'zod';
import { getPublishedBlock, getSiteBlock } from '#src/db/queries/site-blocks';
import { SITE_BLOCK_KEYS, type SiteBlockKey, type SiteBlockOf } from '#src/lib/validation/site-blocks';
import { DEMO_SITE_BLOCKS } from '#src/server/seed/data/site-blocks';

/** The public pages each block appears on: publishing it empties only their cached copies. */
export const BLOCK_PAGES: Record<SiteBlockKey, readonly string[]> = {
  faq: ['/faq'],
  hero: ['/'],
  promo: ['/'],
  services: ['/', '/services'],
  gallery: ['/gallery'],
  about: ['/about'],
  contact: ['/contact'],
  privacy: ['/privacy-policy'],
  terms: ['/terms'],
};

/** `{ key }` from the path: a block that exists (anything else is a 404). */
export const blockParams = z.object({ key: z.enum(SITE_BLOCK_KEYS as [SiteBlockKey, ...SiteBlockKey[]]) });

/** What visitors see of a block: its published version, or the starting copy before any publish. One read. */
export function publishedBlock<K extends SiteBlockKey>(key: K): SiteBlockOf<K> {
  return getPublishedBlock<SiteBlockOf<K>>(key) ?? DEMO_SITE_BLOCKS[key];
}

/** What a preview shows: the saved draft if there is one (`draft: true`), else what visitors see. */
export function previewBlock<K extends SiteBlockKey>(key: K): { block: SiteBlockOf<K>; draft: boolean } {
  const row = getSiteBlock(key);
  if (row?.draft) return { block: row.draft as SiteBlockOf<K>, draft: true };
  return { block: (row?.published as SiteBlockOf<K> | null) ?? DEMO_SITE_BLOCKS[key], draft: false };
}

/** The notice over a preview: whether it shows a draft or, without one, what visitors see. */
export function previewNotice(what: string, draft: boolean): string {
  return draft
    ? `Preview of the ${what}’s unpublished draft: visitors still see the published version.`
    : `There is no draft of the ${what}: this is what visitors see.`;
}

/** A preview is staff-only (under /employee): never stored by a cache, never indexed. */
export function markPreview(headers: Headers): void {
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
}
