import { z } from 'zod';
import { markdownImageProblems, isMediaLibraryUrl } from '#src/lib/content/markdown-images';
import { PLACEHOLDERS, unknownPlaceholders } from '#src/lib/content/placeholders';

/**
 * The blocks of copy of the about, contact, privacy and terms pages (issue 24): one schema each, used by the API
 * and the editors alike. Every message names its field.
 */

const text = (label: string, min: number, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, { message: `${label} is required.`, abort: true })
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Text that may use the settings' placeholders ({{phone}} …), each one known. */
const withPlaceholders = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const name of unknownPlaceholders(value))
      ctx.addIssue({ code: 'custom', message: `{{${name}}} is not a placeholder: use ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.` });
  });

/** Markdown (rendered and sanitised on the server), its images only from the media library with alt text. */
const markdown = (label: string, min: number, max: number) =>
  withPlaceholders(text(label, min, max)).superRefine((value, ctx) => {
    for (const problem of markdownImageProblems(value)) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The demo's generated portraits (`art:team-…`), which the seed uses until staff choose photos of their own. */
const DEMO_ART = /^art:team-[a-z0-9-]{1,80}$/;

const teamMember = z.object({
  name: text('Name', 2, 80),
  role: text('Role', 2, 80),
  photo: z
    .string('Photo is required.')
    .trim()
    .min(1, { message: 'Photo is required: choose one from the media library.', abort: true })
    .refine((src) => isMediaLibraryUrl(src) || DEMO_ART.test(src), 'Photo must be an image from the media library.'),
  photoAlt: text('Photo alt text', 3, 200),
  bio: text('Bio', 10, 1200),
});
export type TeamMemberBlock = z.output<typeof teamMember>;

/** The about page: the story (Markdown) and the team, in the order shown. */
export const aboutBlockSchema = z.object({
  storyTitle: withPlaceholders(text('Story heading', 3, 120)),
  story: markdown('Story', 20, 8000),
  team: z.array(teamMember, 'Team must be a list.').max(24, 'At most 24 team members.'),
});
export type AboutBlock = z.output<typeof aboutBlockSchema>;

/** The contact page's words; the address, phone, e-mail and hours come from the settings. */
export const contactBlockSchema = z.object({
  title: text('Heading', 3, 120),
  intro: withPlaceholders(text('Introduction', 10, 400)),
  salesText: withPlaceholders(text('Sales text', 5, 300)),
  serviceText: withPlaceholders(text('Service text', 5, 300)),
});
export type ContactBlock = z.output<typeof contactBlockSchema>;

/**
 * A legal page: Markdown whose `## ` headings make the table of contents (`## 5. Cookies {#cookies}` gives the
 * heading an address). Its "Last updated" date is the time it is published.
 */
export const legalBlockSchema = z.object({ body: markdown('Text', 100, 60000) });
export type LegalBlock = z.output<typeof legalBlockSchema>;
