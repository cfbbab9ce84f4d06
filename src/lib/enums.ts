/**
 * The one list of each enumeration, used by every form, filter, slug and page.
 *
 * The spec has three category lists, two condition lists and two transmission
 * lists that disagree; these are the reconciled ones. Categories are stored by
 * slug so that every public category link finds its vehicles.
 */

export const CATEGORIES = [
  { slug: 'sports-cars', label: 'Sports Cars' },
  { slug: 'luxury-sedans', label: 'Luxury Sedans' },
  { slug: 'suvs-crossovers', label: 'SUVs & Crossovers' },
  { slug: 'exotic-collection', label: 'Exotic Collection' },
  { slug: 'convertibles', label: 'Convertibles' },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export function categoryLabel(slug: string): string {
  return CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}

/**
 * How a category reads inside a sentence: a label is Title Case with an ampersand ("SUVs & Crossovers"),
 * so lower-casing it gives "suvs & crossovers". `each`: after "Every …"; `all`: after "Browse …".
 */
const CATEGORY_WORDS: Record<CategorySlug, { each: string; all: string }> = {
  'sports-cars': { each: 'sports car', all: 'sports cars' },
  'luxury-sedans': { each: 'luxury sedan', all: 'luxury sedans' },
  'suvs-crossovers': { each: 'SUV and crossover', all: 'SUVs and crossovers' },
  'exotic-collection': { each: 'car in our exotic collection', all: 'our exotic collection' },
  convertibles: { each: 'convertible', all: 'convertibles' },
};

/** "Every SUV and crossover we offer …": the category's intro sentence. */
export function categoryIntro(slug: CategorySlug, city: string): string {
  const { each } = CATEGORY_WORDS[slug];
  const offer = slug === 'exotic-collection' ? '' : ' we offer';
  return `Every ${each}${offer} has passed our inspection and comes with its full history. Viewings by appointment in ${city}.`;
}

/** "sports cars", "SUVs and crossovers": the category as the object of a sentence. */
export function categoryPhrase(slug: CategorySlug): string {
  return CATEGORY_WORDS[slug].all;
}

/** Accepts a slug or a label in any case ('SUVs & Crossovers', 'suvs crossovers'); undefined when unknown. */
export function parseCategory(value: string | null | undefined): CategorySlug | undefined {
  if (!value) return undefined;
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/&/g, ' ')
      .replace(/[^a-z0-9]+/g, '');
  const wanted = norm(value);
  return CATEGORIES.find((c) => norm(c.slug) === wanted || norm(c.label) === wanted)?.slug;
}

export const CONDITIONS = ['New', 'Certified Pre-Owned', 'Excellent', 'Very Good', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const TRANSMISSIONS = ['Automatic', 'Manual', 'Semi-Automatic', 'DCT', 'CVT'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const FUEL_TYPES = ['Gasoline', 'Diesel', 'Electric', 'Hybrid', 'Plug-in Hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Which wheels are driven (Meta's catalogue lists 4X2 too: a truck's rear-wheel drive, not ours). */
export const DRIVETRAINS = ['AWD', 'RWD', 'FWD', '4X4'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];
export const DRIVETRAIN_LABELS: Record<Drivetrain, string> = {
  AWD: 'All-wheel drive',
  RWD: 'Rear-wheel drive',
  FWD: 'Front-wheel drive',
  '4X4': 'Four-wheel drive',
};

/**
 * 'draft': being prepared, seen by staff only; it goes live (available,
 * reserved or pending) only once the publish checklist passes
 * (src/lib/vehicle-publish.ts).
 */
export const VEHICLE_STATUSES = ['available', 'sold', 'reserved', 'pending', 'draft'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const VEHICLE_STATUS_LABELS: Record<VehicleStatus, string> = {
  available: 'Available',
  sold: 'Sold',
  reserved: 'Reserved',
  pending: 'Pending',
  draft: 'Draft',
};
/** The statuses the public site, its API and the feeds may show (sold pages stay up); drafts are staff-only. */
export const LISTED_STATUSES = VEHICLE_STATUSES.filter((s) => s !== 'draft') as readonly Exclude<VehicleStatus, 'draft'>[];
/** Whether visitors may see this vehicle at all (its page, the lists, the feeds, a lead about it). */
export function isListed(vehicle: { status: VehicleStatus }): boolean {
  return vehicle.status !== 'draft';
}

export const INQUIRY_STATUSES = ['new', 'in-progress', 'responded', 'resolved', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In Progress',
  responded: 'Responded',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** Inquiries still waiting for the dealer: what the admin dashboard calls "pending". */
/** Every lead lands in the inquiries inbox; its kind decides which detail table (if any) holds the rest. */
export const LEAD_TYPES = ['inquiry', 'appointment', 'trade-in', 'offer', 'financing', 'delivery', 'hold', 'document-request'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  inquiry: 'Inquiry',
  appointment: 'Appointment',
  'trade-in': 'Trade-in appraisal',
  offer: 'Offer',
  financing: 'Financing pre-qualification',
  delivery: 'Delivery quote',
  hold: 'Hold request',
  'document-request': 'Document request',
};

/** The badge on a lead in the inbox: an offer on a car is an "Offer", only a plain inquiry about one is a "Vehicle Inquiry". */
export function leadBadgeLabel(type: LeadType, aboutVehicle: boolean): string | null {
  if (type === 'inquiry') return aboutVehicle ? 'Vehicle Inquiry' : null;
  return LEAD_TYPE_LABELS[type];
}

export const OPEN_INQUIRY_STATUSES: readonly InquiryStatus[] = ['new', 'in-progress'];

export const PURPOSE_TYPES = ['Resale', 'Wrecking', 'Consignment'] as const;
export type PurposeType = (typeof PURPOSE_TYPES)[number];

export const USER_ROLES = ['admin', 'employee', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES: readonly UserRole[] = ['admin', 'employee'];

export const UTM_SOURCES = ['google', 'facebook', 'instagram', 'twitter', 'linkedin', 'email', 'newsletter', 'direct'] as const;
export const UTM_MEDIA = ['cpc', 'organic', 'social', 'email', 'display', 'referral', 'banner'] as const;

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest arrivals' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'year-desc', label: 'Year: newest first' },
  { value: 'year-asc', label: 'Year: oldest first' },
  { value: 'mileage-asc', label: 'Mileage: lowest first' },
  { value: 'mileage-desc', label: 'Mileage: highest first' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const INVENTORY_PAGE_SIZE = 24;
