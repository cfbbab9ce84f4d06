import { z } from 'zod';
import { isValidSlug } from '#src/lib/content/slug';
import { requiredText, siteImageRef } from './content-fields';

/** The icons a service can wear (drawn by the site's icon set). */
export const SERVICE_ICONS = ['compass', 'exchange', 'inspect', 'shield-check', 'handshake', 'sparkle', 'key', 'car'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** Paragraphs are separated by a blank line. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** One service: its card on the home page and its section of /services (reached at /services#anchor). */
export const serviceSchema = z.object({
  anchor: z
    .string('Anchor is required.')
    .trim()
    .min(2, 'Anchor must be at least 2 characters.')
    .max(40, 'Anchor must be at most 40 characters.')
    .refine(isValidSlug, 'Anchor may hold only lower-case letters, digits and single hyphens.'),
  icon: z.enum(SERVICE_ICONS, `Icon must be one of: ${SERVICE_ICONS.join(', ')}.`),
  title: requiredText('Title', 60, 3),
  summary: requiredText('Card text', 200, 10),
  text: requiredText('Text', 3000, 20),
  points: z.array(requiredText('Each highlight', 80), 'Highlights must be a list.').max(8, 'Highlights: at most 8.').default([]),
  image: siteImageRef('Image'),
  alt: requiredText('Alt text', 200),
});
export type Service = z.output<typeof serviceSchema>;

/** The services in their order on the home page and /services. */
export const servicesBlockSchema = z.object({
  services: z
    .array(serviceSchema, 'Services must be a list.')
    .min(1, 'Services: add at least one service.')
    .max(10, 'Services: at most 10.')
    .refine((list) => new Set(list.map((s) => s.anchor)).size === list.length, 'Services: each service needs its own anchor.'),
});
export type ServicesBlock = z.output<typeof servicesBlockSchema>;
