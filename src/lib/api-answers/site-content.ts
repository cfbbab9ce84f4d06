import { z } from 'zod';
import { SITE_BLOCK_KEYS, SITE_BLOCK_SCHEMAS, type SiteBlockKey } from '#src/lib/validation/site-blocks';
import { isoInstant, recordId } from './common';

/** The answers of /api/site-content/{key}: blocks of the site's copy, their drafts and revisions. */

/** A block's content: the shape its key gives it (the PUT body), one of these. */
const blocks = SITE_BLOCK_SCHEMAS;
export const siteBlockContentAnswer = z
  .union([blocks.faq, blocks.hero, blocks.promo, blocks.services, blocks.gallery, blocks.about, blocks.contact, blocks.privacy])
  .describe('The block as its schema gives it, by its key: the FAQ `{ items }`, about, contact, privacy and terms `{ body }`, …');

const blockKey = z.enum(SITE_BLOCK_KEYS as [SiteBlockKey, ...SiteBlockKey[]]);

/** GET: what is published, what visitors see, the pending draft, and whether the caller may publish. */
export const siteBlockReadAnswer = z.object({
  key: blockKey,
  published: siteBlockContentAnswer.nullable().describe('Null before a first publish.'),
  shown: siteBlockContentAnswer.describe('What visitors see: the published version, else the starting copy.'),
  draft: siteBlockContentAnswer.nullable().describe('The saved draft visitors do not see yet; null when none.'),
  publishedAt: isoInstant.nullable(),
  publishedBy: z.string().nullable().describe('Who published it, by name.'),
  canPublish: z.boolean().describe('Whether the caller may publish (admins, and employees an admin allowed).'),
});
export type SiteBlockReadAnswer = z.output<typeof siteBlockReadAnswer>;

/** The stored block after a write (a draft saved, a publish, a restore). */
export const siteBlockAnswer = z.object({
  key: blockKey,
  published: siteBlockContentAnswer.nullable().describe('Null before a first publish.'),
  draft: siteBlockContentAnswer.nullable().describe('Null once published.'),
  publishedAt: isoInstant.nullable(),
  publishedBy: z.string().nullable().describe('Who published it, by name.'),
  updatedAt: isoInstant,
});
export type SiteBlockAnswer = z.output<typeof siteBlockAnswer>;

export const blockRevisionAnswer = z.object({
  id: recordId,
  actorName: z.string(),
  action: z.enum(['publish', 'restore']),
  createdAt: isoInstant,
  title: blockKey.describe("The block's key."),
});
export const blockRevisionsAnswer = z.array(blockRevisionAnswer).describe('Every published version, newest first.');
export type BlockRevisionAnswer = z.output<typeof blockRevisionAnswer>;
