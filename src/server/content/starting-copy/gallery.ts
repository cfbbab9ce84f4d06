/**
 * The gallery's pictures. Each is generated artwork (scripts/generate-site-art.ts); the row that
 * words a picture's title, caption and alternative text also names what the artwork draws (`art`:
 * the scene, and the close-up's subject, the paint and the body its words mention), so the words
 * and the picture cannot drift apart (src/components/gallery/gallery-words.test.ts holds them together). The seed publishes
 * them as the gallery's block (STARTING_GALLERY); staff edit the gallery in the admin area.
 */
import type { GalleryBlock, GalleryCategory } from '#src/lib/validation/site-content/gallery-block';
import type { GalleryKind, GallerySubject } from '#src/lib/content/gallery-subject';

export type GalleryItem = {
  id: string;
  /** What the artwork draws: its scene and, where the words depend on it, its subject. */
  art: { scene: GalleryKind } & GallerySubject;
  category: GalleryCategory;
  title: string;
  caption: string;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
};

export const GALLERY_ITEMS: readonly GalleryItem[] = [
  {
    id: 'showroom-1',
    art: {
      scene: 'showroom',
      cars: [
        { style: 'supercar', paint: 'Bronze' },
        { style: 'supercar', paint: 'Bronze' },
      ],
    },
    category: 'showroom',
    title: 'The main gallery',
    caption: 'A pair of bronze supercars on our gallery floor, lit for an evening viewing.',
    alt: 'Two bronze supercars on a dark showroom floor under ceiling light strips.',
  },
  {
    id: 'detail-1',
    art: { scene: 'detail', view: 'wheel-detail', paint: 'Giallo', style: 'convertible' },
    category: 'details',
    title: 'Forged wheel and drilled brakes',
    caption: 'Every car is photographed wheel by wheel before it is listed.',
    alt: 'Close-up of a bronze five-spoke wheel and a drilled brake disc against yellow bodywork.',
  },
  {
    id: 'event-1',
    art: { scene: 'event', paint: 'Midnight Blue', style: 'coupe' },
    category: 'events',
    title: 'Spring collectors’ evening',
    caption: 'A new arrival on show under the festoon lights at our annual evening for clients.',
    alt: 'A midnight-blue coupé behind a red velvet rope, under strings of warm festoon lights.',
  },
  {
    id: 'delivery-1',
    art: { scene: 'delivery', paint: 'Nero', style: 'gt' },
    category: 'deliveries',
    title: 'Handover day',
    caption: 'Ribboned and ready for its new owner, after a full walk-through of the car.',
    alt: 'A black grand tourer with a gold satin ribbon and bow across its hood, in a bright white studio.',
  },
  {
    id: 'showroom-2',
    art: {
      scene: 'showroom',
      cars: [
        { style: 'sedan', paint: 'Midnight Blue' },
        { style: 'suv', paint: 'Arancio' },
      ],
    },
    category: 'showroom',
    title: 'Sedan and SUV',
    caption: 'Two new arrivals side by side, waiting for their private viewings.',
    alt: 'An orange SUV in front of a midnight-blue sedan on a dark showroom floor.',
  },
  {
    id: 'detail-2',
    art: { scene: 'detail', view: 'dashboard' },
    category: 'details',
    title: 'The driver’s view',
    caption: 'Instruments, steering wheel and stitched leather dash, checked before every test drive.',
    alt: 'Two round instrument dials behind a leather steering wheel, set in a brown stitched leather dashboard.',
  },
  {
    id: 'event-2',
    art: { scene: 'event', paint: 'Bianco', style: 'suv' },
    category: 'events',
    title: 'Private preview',
    caption: 'A new SUV unveiled to clients before it reaches the inventory.',
    alt: 'A white SUV on display behind a red velvet rope, under strings of warm festoon lights.',
  },
  {
    id: 'delivery-2',
    art: { scene: 'delivery', paint: 'Midnight Blue', style: 'gt' },
    category: 'deliveries',
    title: 'Ready for collection',
    caption: 'Detailed, ribboned and waiting for its owner to collect it.',
    alt: 'A midnight-blue grand tourer with a gold satin ribbon and bow across its hood, in a bright white studio.',
  },
  {
    id: 'showroom-3',
    art: {
      scene: 'showroom',
      cars: [
        { style: 'coupe', paint: 'Bronze' },
        { style: 'convertible', paint: 'Bianco' },
      ],
    },
    category: 'showroom',
    title: 'New arrivals',
    caption: 'Fresh arrivals wait on the gallery floor for their inspection and photographs.',
    alt: 'A white convertible in front of a bronze coupé on a dark showroom floor.',
  },
  {
    id: 'detail-3',
    art: { scene: 'detail', view: 'interior' },
    category: 'details',
    title: 'Hand-finished interiors',
    caption: 'Quilted leather and contrast stitching, inspected under daylight lamps.',
    alt: 'A red leather seat with diamond quilting and gold contrast stitching.',
  },
  {
    id: 'event-3',
    art: { scene: 'event', paint: 'Giallo', style: 'convertible' },
    category: 'events',
    title: 'Summer open house',
    caption: 'Top down and on show for an evening open house with clients and their guests.',
    alt: 'A yellow convertible with its top down behind a red velvet rope, under strings of warm festoon lights.',
  },
  {
    id: 'delivery-3',
    art: { scene: 'delivery', paint: 'Nero', style: 'supercar' },
    category: 'deliveries',
    title: 'A gift, delivered',
    caption: 'Wrapped with a bow for a client’s anniversary surprise.',
    alt: 'A black supercar with a gold satin ribbon and bow across its hood, in a bright white studio.',
  },
];

/** The gallery a new site starts with: these pictures, as the block staff edit. */
export const STARTING_GALLERY: GalleryBlock = {
  items: GALLERY_ITEMS.map(({ id, category, title, caption, alt }) => ({ image: `art:gallery-${id}`, alt, title, caption, category })),
};
