/**
 * The gallery's pictures. Each is generated artwork (scripts/generate-site-art.ts)
 * of one scene kind; the filter buttons group them by category.
 */
export const GALLERY_CATEGORIES = [
  { id: 'showroom', label: 'Showroom' },
  { id: 'details', label: 'Details' },
  { id: 'events', label: 'Events' },
  { id: 'deliveries', label: 'Deliveries' },
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]['id'];

export type GalleryItem = {
  id: string;
  /** The artwork scene drawn for it (galleryArtwork kinds). */
  scene: 'showroom' | 'detail' | 'event' | 'delivery';
  category: GalleryCategory;
  title: string;
  caption: string;
};

export const GALLERY_ITEMS: readonly GalleryItem[] = [
  {
    id: 'showroom-1',
    scene: 'showroom',
    category: 'showroom',
    title: 'The main gallery',
    caption: 'Our Rutherford Road gallery, lit for an evening viewing.',
  },
  {
    id: 'detail-1',
    scene: 'detail',
    category: 'details',
    title: 'Forged wheel and ceramic brakes',
    caption: 'Every car is photographed wheel by wheel before it is listed.',
  },
  {
    id: 'event-1',
    scene: 'event',
    category: 'events',
    title: 'Spring collectors’ evening',
    caption: 'An annual evening for clients, with a preview of new arrivals.',
  },
  {
    id: 'delivery-1',
    scene: 'delivery',
    category: 'deliveries',
    title: 'Handover day',
    caption: 'A first drive home, after a full walk-through of the car.',
  },
  {
    id: 'showroom-2',
    scene: 'showroom',
    category: 'showroom',
    title: 'The viewing bay',
    caption: 'Private appointments are held in a bay of their own.',
  },
  {
    id: 'detail-2',
    scene: 'detail',
    category: 'details',
    title: 'Hand-finished interiors',
    caption: 'Leather, stitching and trim inspected under daylight lamps.',
  },
  {
    id: 'event-2',
    scene: 'event',
    category: 'events',
    title: 'Autumn drive to Muskoka',
    caption: 'Clients and their cars on our annual autumn route.',
  },
  {
    id: 'delivery-2',
    scene: 'delivery',
    category: 'deliveries',
    title: 'Enclosed transport',
    caption: 'Delivered anywhere in Canada in an enclosed carrier.',
  },
  {
    id: 'showroom-3',
    scene: 'showroom',
    category: 'showroom',
    title: 'New arrivals',
    caption: 'Fresh arrivals wait here for their inspection and photographs.',
  },
  {
    id: 'detail-3',
    scene: 'detail',
    category: 'details',
    title: 'Under the bonnet',
    caption: 'Our technicians document the engine bay of every car.',
  },
  {
    id: 'event-3',
    scene: 'event',
    category: 'events',
    title: 'Cars & coffee',
    caption: 'Saturday mornings, once a month, open to every enthusiast.',
  },
  {
    id: 'delivery-3',
    scene: 'delivery',
    category: 'deliveries',
    title: 'Keys, records and a full tank',
    caption: 'Each car leaves with its books, records and a detailed report.',
  },
];
