import { z } from 'zod';
import { isoInstant, pageAnswer, recordId, tabCounts } from './common';

/** The answers of /api/media and /api/upload/images. */

/** A vehicle showing an image: enough to name it. */
export const mediaUserAnswer = z.object({ id: recordId, year: z.int(), make: z.string(), model: z.string(), trim: z.string() });
export type MediaUserAnswer = z.output<typeof mediaUserAnswer>;

const mediaFields = {
  id: recordId,
  url: z.string().describe('/media/<name>.webp: the re-encoded image.'),
  originalName: z.string().nullable().describe('The uploaded file name, shown to staff; null for images stored without one.'),
  width: z.int().positive(),
  height: z.int().positive(),
  bytes: z.int().nonnegative(),
  createdAt: isoInstant,
};

/** GET /api/media without ?page=: every image with every vehicle using it. */
export const mediaItemAnswer = z.object({
  ...mediaFields,
  usedBy: z.array(mediaUserAnswer).describe('Every vehicle showing the image, by id.'),
});
export type MediaItemAnswer = z.output<typeof mediaItemAnswer>;

/** A row of the paged library: the first vehicles using the image, and how many do. */
export const mediaRowAnswer = z.object({
  ...mediaFields,
  uploadedBy: recordId.nullable().describe('The staff account that uploaded it; null once that account is gone.'),
  usedBy: z.array(mediaUserAnswer).describe('The first 5 vehicles showing the image, by id.'),
  usedByCount: z.int().nonnegative().describe('How many vehicles show it.'),
});
export type MediaRowAnswer = z.output<typeof mediaRowAnswer>;

export const mediaPageAnswer = pageAnswer(mediaRowAnswer, tabCounts(['all', 'unused']));

export const mediaListAnswer = z
  .union([mediaPageAnswer, z.array(mediaItemAnswer)])
  .describe('With ?page=: a page with tab counts (all, unused). Without: every image, newest first.');
export type MediaListAnswer = z.output<typeof mediaListAnswer>;

export const mediaDeletedAnswer = z.object({ deleted: z.literal(true), id: recordId });

/** POST /api/upload/images. */
export const uploadedImagesAnswer = z.object({
  files: z
    .array(z.object({ url: z.string().describe('/media/<name>.webp'), width: z.int().positive(), height: z.int().positive() }))
    .describe('The stored images in the order sent, re-encoded with metadata stripped.'),
});
export type UploadedImagesAnswer = z.output<typeof uploadedImagesAnswer>;
