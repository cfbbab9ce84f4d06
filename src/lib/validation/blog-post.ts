import { z } from 'zod';
import { markdownImageProblems, isMediaLibraryUrl } from '#src/lib/content/markdown-images';
import { isValidSlug } from '#src/lib/content/slug';

import { META_DESCRIPTION_MAX, META_TITLE_MAX } from './blog-post-limits';

const text = (label: string, max: number, min = 1) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** A journal post as staff write it (the editor and the API parse the same schema). */
export const blogPostInputSchema = z
  .object({
    title: text('Title', 160, 3),
    /** Made from the title when left blank, and kept unique. */
    slug: z
      .string('Slug must be text.')
      .trim()
      .max(80, 'Slug must be at most 80 characters.')
      .refine((slug) => slug === '' || isValidSlug(slug), 'Slug may hold only lower-case letters, digits and single hyphens.')
      .optional()
      .transform((slug) => slug || undefined),
    excerpt: text('Excerpt', 300, 10),
    content: text('Content', 50_000, 20).superRefine((content, ctx) => {
      for (const problem of markdownImageProblems(content)) ctx.addIssue({ code: 'custom', message: problem });
    }),
    featuredImage: z
      .string('Featured image must be text.')
      .trim()
      .refine((url) => url === '' || isMediaLibraryUrl(url), 'Choose the featured image from the media library.')
      .nullish()
      .transform((url) => url || null),
    featuredImageAlt: optionalText('Featured image alt text', 200),
    author: text('Author', 120),
    category: text('Category', 60),
    tags: z
      .array(text('A tag', 40), 'Tags must be a list.')
      .max(12, 'At most 12 tags.')
      .default([])
      .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))]),
    metaTitle: optionalText('Meta title', META_TITLE_MAX),
    metaDescription: optionalText('Meta description', META_DESCRIPTION_MAX),
    keywords: optionalText('Keywords', 255),
  })
  .superRefine((post, ctx) => {
    if (post.featuredImage && !post.featuredImageAlt)
      ctx.addIssue({ code: 'custom', path: ['featuredImageAlt'], message: 'Describe the featured image (alt text is required).' });
  });
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

/** Publish now (no date) or at a time (scheduled). */
export const publishSchema = z.object({
  publishAt: z.iso
    .datetime({ offset: true, message: 'Publish time must be a date and time, e.g. 2026-12-01T09:00:00-05:00.' })
    .optional()
    .transform((value) => (value ? new Date(value) : undefined)),
});
