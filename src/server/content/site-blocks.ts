import { z } from 'zod';
import { SITE_BLOCK_KEYS, type SiteBlockKey } from '#src/lib/validation/site-blocks';

/** The public pages each block appears on: publishing it empties only their cached copies. */
export const BLOCK_PAGES: Record<SiteBlockKey, readonly string[]> = { faq: ['/faq'] };

/** `{ key }` from the path: a block that exists (anything else is a 404). */
export const blockParams = z.object({ key: z.enum(SITE_BLOCK_KEYS as [SiteBlockKey, ...SiteBlockKey[]]) });
