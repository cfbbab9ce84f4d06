/**
 * What kind of page a visit measured, and on what kind of device: the two things a web-vitals report carries
 * beside its figures. Neither names the visitor nor the vehicle or post they read.
 */

export const PAGE_TYPES = [
  'home',
  'inventory',
  'vehicle',
  'journal',
  'article',
  'booking',
  'contact',
  'leads',
  'account',
  'compare',
  'information',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: 'Home',
  inventory: 'Inventory',
  vehicle: 'Vehicle page',
  journal: 'Journal',
  article: 'Journal post',
  booking: 'Booking',
  contact: 'Contact',
  leads: 'Financing, trade-in and delivery',
  account: 'My garage',
  compare: 'Compare',
  information: 'Information pages',
  other: 'Other',
};

const BY_FIRST_SEGMENT: Record<string, PageType> = {
  inventory: 'inventory',
  journal: 'journal',
  book: 'booking',
  contact: 'contact',
  financing: 'leads',
  'sell-or-trade': 'leads',
  'buying-from-afar': 'leads',
  account: 'account',
  compare: 'compare',
  services: 'information',
  gallery: 'information',
  faq: 'information',
  about: 'information',
  'privacy-policy': 'information',
  terms: 'information',
  sitemap: 'information',
};

/** The page type of a public path: `/inventory/12` is a vehicle page, `/journal/a-post` a journal post. */
export function pageTypeOf(pathname: string): PageType {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length) return 'home';
  const type = BY_FIRST_SEGMENT[segments[0]] ?? 'other';
  if (segments.length === 1) return type;
  if (type === 'inventory') return /^\d+$/.test(segments[1]) ? 'vehicle' : 'other';
  if (type === 'journal') return 'article';
  return type === 'booking' ? 'booking' : 'other';
}

export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Narrower than a small tablet held upright counts as mobile. */
const MOBILE_MAX_WIDTH = 767;

export function deviceClassOf(viewportWidth: number): DeviceClass {
  return viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}
