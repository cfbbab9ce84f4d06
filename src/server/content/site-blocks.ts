import { z } from 'zod';
import { getSiteBlock } from '#src/db/queries/site-blocks';
import { SITE_BLOCK_KEYS, type SiteBlockKey, type SiteBlockOf } from '#src/lib/validation/site-blocks';
import { STARTING_BLOCKS } from './starting-copy/blocks';

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

/** Which version a page shows: visitors the published one, a staff preview the saved draft when there is one. */
export type BlockVersion = 'published' | 'preview';

export type ShownBlock<K extends SiteBlockKey> = {
  block: SiteBlockOf<K>;
  /** The saved draft is shown (a preview only). */
  draft: boolean;
  /** When the shown version was published; null for a draft or the starting copy. */
  publishedAt: Date | null;
};

/**
 * A block as a page shows it, in one read: the draft (for a preview that has one), else the published version, else
 * the starting copy before any publish, so a site seeded without blocks reads the same.
 */
export function shownBlock<K extends SiteBlockKey>(key: K, version: BlockVersion = 'published'): ShownBlock<K> {
  const row = getSiteBlock(key);
  if (version === 'preview' && row?.draft) return { block: row.draft as SiteBlockOf<K>, draft: true, publishedAt: null };
  if (row?.published) return { block: row.published as SiteBlockOf<K>, draft: false, publishedAt: row.publishedAt };
  return { block: STARTING_BLOCKS[key], draft: false, publishedAt: null };
}

/** What visitors see of a block. */
export function publishedBlock<K extends SiteBlockKey>(key: K): SiteBlockOf<K> {
  return shownBlock(key).block;
}

/** What a preview shows: the saved draft if there is one (`draft: true`), else what visitors see. */
export function previewBlock<K extends SiteBlockKey>(key: K): ShownBlock<K> {
  return shownBlock(key, 'preview');
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
