import { z } from 'zod';
import { markdownImageProblems } from '#src/lib/content/markdown-images';
import { galleryBlockSchema } from './site-content/gallery-block';
import { heroBlockSchema } from './site-content/hero-block';
import { promoBlockSchema } from './site-content/promo-block';
import { servicesBlockSchema } from './site-content/services-block';
import { aboutBlockSchema, contactBlockSchema, legalBlockSchema } from './page-blocks';

/** An FAQ entry: the answer is Markdown (rendered and sanitised on the server). */
const faqItem = z.object({
  question: z
    .string('Question is required.')
    .trim()
    .min(5, 'Question must be at least 5 characters.')
    .max(200, 'Question must be at most 200 characters.'),
  answer: z
    .string('Answer is required.')
    .trim()
    .min(10, 'Answer must be at least 10 characters.')
    .max(4000, 'Answer must be at most 4000 characters.')
    .superRefine((answer, ctx) => {
      for (const problem of markdownImageProblems(answer)) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** The FAQ page: its questions in order (the order shown). */
export const faqBlockSchema = z.object({
  items: z.array(faqItem, 'Items must be a list.').min(1, 'Add at least one question.').max(60, 'At most 60 questions.'),
});
export type FaqBlock = z.output<typeof faqBlockSchema>;

/** Every block staff edit, by name, with its schema. */
export const SITE_BLOCK_SCHEMAS = {
  faq: faqBlockSchema,
  hero: heroBlockSchema,
  promo: promoBlockSchema,
  services: servicesBlockSchema,
  gallery: galleryBlockSchema,
  about: aboutBlockSchema,
  contact: contactBlockSchema,
  privacy: legalBlockSchema,
  terms: legalBlockSchema,
} as const;
export type SiteBlockKey = keyof typeof SITE_BLOCK_SCHEMAS;
export const SITE_BLOCK_KEYS = Object.keys(SITE_BLOCK_SCHEMAS) as SiteBlockKey[];
/** A block's content as its schema gives it. */
export type SiteBlockOf<K extends SiteBlockKey> = z.output<(typeof SITE_BLOCK_SCHEMAS)[K]>;
