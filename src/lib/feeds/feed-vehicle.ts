import type { VehicleRecord } from '#src/lib/vehicle';
import { disclosureLines } from '#src/lib/disclosures';
import { categoryLabel } from '#src/lib/enums';
import { publishedPrice, type PricingSettings } from '#src/lib/pricing/all-in';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { stockNumber } from '#src/lib/vin';

/**
 * One vehicle as every feed needs it: the same rows and the same all-in price
 * function as the site, links made absolute against the site URL. Sold and
 * "price on request" vehicles have no published price and are left out.
 */
export type FeedVehicle = {
  id: number;
  stockNumber: string;
  vin: string;
  title: string;
  description: string;
  url: string;
  images: string[];
  make: string;
  /** Without the trim ('718 Cayman'): Google's and Meta's model. */
  model: string;
  /** '' when there is none. */
  trim: string;
  year: number;
  mileageKm: number;
  color: string;
  category: VehicleRecord['category'];
  categoryLabel: string;
  condition: VehicleRecord['condition'];
  fuelType: VehicleRecord['fuelType'];
  transmission: VehicleRecord['transmission'];
  drivetrain: VehicleRecord['drivetrain'];
  status: VehicleRecord['status'];
  features: string[];
  /** The all-in price in dollars (fees in, HST and licensing extra). */
  price: number;
  priceNote: string;
  dateInStock: string;
  disclosures: ReturnType<typeof disclosureLines>;
};

export type FeedDealer = {
  name: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
  latitude: number;
  longitude: number;
};

/**
 * A reserved or sale-pending car is still listed (it may come back) but cannot be bought today: the
 * feeds and the structured data say so instead of "in stock".
 */
export const isOnHold = (status: VehicleRecord['status']) => status === 'reserved' || status === 'pending';

/** The vehicles a feed lists, in the site's order (newest first): everything with a published price. */
export function toFeedVehicles(rows: readonly VehicleRecord[], pricing: PricingSettings, site: URL): FeedVehicle[] {
  const out: FeedVehicle[] = [];
  for (const v of rows) {
    const price = publishedPrice(v, pricing);
    if (price === null) continue;
    out.push({
      id: v.id,
      stockNumber: stockNumber(v.vin),
      vin: v.vin,
      title: vehicleTitle(v),
      description: v.description,
      url: new URL(`/inventory/${v.id}`, site).href,
      images: v.images.map((src) => new URL(src, site).href),
      make: v.make,
      model: v.model,
      trim: v.trim,
      year: v.year,
      mileageKm: v.mileage,
      color: v.color,
      category: v.category,
      categoryLabel: categoryLabel(v.category),
      condition: v.condition,
      fuelType: v.fuelType,
      transmission: v.transmission,
      drivetrain: v.drivetrain,
      status: v.status,
      features: v.features.filter((f) => !f.startsWith('##')),
      price,
      priceNote: pricing.note,
      dateInStock: v.createdAt.toISOString().slice(0, 10),
      disclosures: disclosureLines(v.disclosures),
    });
  }
  return out;
}

/** The body type a category stands for (schema.org bodyType, Google's body_style). */
export const BODY_TYPES: Record<VehicleRecord['category'], string> = {
  'sports-cars': 'Coupe',
  'luxury-sedans': 'Sedan',
  'suvs-crossovers': 'SUV',
  'exotic-collection': 'Coupe',
  convertibles: 'Convertible',
};

/** '290500.00 CAD': a price as Google and Meta read it (ISO 4217). */
export const feedPrice = (amount: number, currency = 'CAD') => `${amount.toFixed(2)} ${currency}`;

export const dealerAddressLine = (d: FeedDealer) => `${d.street}, ${d.city}, ${d.region} ${d.postalCode}, ${d.country}`;
