import { z } from 'zod';
import { requiredText, siteImageRef } from './content-fields';

/** The gallery's filter buttons, in order. */
export const GALLERY_CATEGORIES = [
  { id: 'showroom', label: 'Showroom' },
  { id: 'details', label: 'Details' },
  { id: 'events', label: 'Events' },
  { id: 'deliveries', label: 'Deliveries' },
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]['id'];
const CATEGORY_IDS = GALLERY_CATEGORIES.map((c) => c.id) as [GalleryCategory, ...GalleryCategory[]];

/** One picture of /gallery. */
export const galleryItemSchema = z.object({
  image: siteImageRef('Image'),
  alt: requiredText('Alt text', 200),
  title: requiredText('Title', 80),
  caption: requiredText('Caption', 240),
  category: z.enum(CATEGORY_IDS, `Category must be one of: ${CATEGORY_IDS.join(', ')}.`),
});
export type GalleryItem = z.output<typeof galleryItemSchema>;

/** The gallery's pictures in their order. */
export const galleryBlockSchema = z.object({
  items: z.array(galleryItemSchema, 'Pictures must be a list.').min(1, 'Pictures: add at least one.').max(120, 'Pictures: at most 120.'),
});
export type GalleryBlock = z.output<typeof galleryBlockSchema>;
