import { z } from 'zod';
import { isoInstant, recordId } from './common';

/** A journal post as the editor shows it: its pending draft's fields when it has one, else what visitors see. */
export const staffPostAnswer = z.object({
  id: recordId,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string().describe('Markdown.'),
  featuredImage: z.string().nullable().describe('A media-library image (/media/…).'),
  featuredImageAlt: z.string().nullable(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  keywords: z.string().nullable(),
  status: z.enum(['draft', 'scheduled', 'published']).describe('`scheduled`: published with a future date; it goes live by itself.'),
  publishedAt: isoInstant.nullable(),
  hasDraft: z.boolean().describe('A published post has edits waiting to be published.'),
  updatedAt: isoInstant,
  liveSlug: z.string().describe('The address visitors see (a pending draft may change the slug).'),
});
export type StaffPostAnswer = z.output<typeof staffPostAnswer>;

/** GET /api/journal. */
export const staffPostsAnswer = z.object({
  posts: z.array(staffPostAnswer).describe('Newest first.'),
  canPublish: z.boolean().describe('Whether the caller may publish, unpublish, restore and delete.'),
});
export type StaffPostsAnswer = z.output<typeof staffPostsAnswer>;

export const postDeletedAnswer = z.object({ deleted: z.literal(true) });

/** A published version of a post, kept when it was published or restored. */
export const postRevisionAnswer = z.object({
  id: recordId,
  actorName: z.string().describe('Who published or restored it.'),
  action: z.string(),
  createdAt: isoInstant,
  title: z.string(),
});
export type PostRevisionAnswer = z.output<typeof postRevisionAnswer>;
export const postRevisionsAnswer = z.array(postRevisionAnswer).describe('Newest first.');
