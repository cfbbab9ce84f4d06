import type { VehicleRecord } from '#src/lib/vehicle';
import { formatMileage } from '#src/lib/format/mileage';
import { firstFeature } from '#src/lib/inventory/features';
import { priceDisplay, type PricingSettings } from '#src/lib/pricing/all-in';
import { modelAndTrim } from '#src/lib/vehicle-status';

/** What a vehicle card shows, and nothing more: the answer of GET /api/vehicles/cards. */
export type VehicleCard = Pick<
  VehicleRecord,
  'id' | 'year' | 'make' | 'model' | 'mileage' | 'fuelType' | 'transmission' | 'color' | 'category' | 'status' | 'isFeatured'
> & {
  /** First image, or null for the placeholder. */
  image: string | null;
  imageCount: number;
  /** First feature (never a '## Group' heading), or 'Standard'. */
  feature: string;
  /** The all-in price in dollars; 0 when sold or "on request" (never shown then). */
  price: number;
  /** Formatted by the server so the browser ships no formatter: '$289,900' ('' when sold, 'Price on request'), '12,345 km'. */
  priceText: string;
  /** 'plus HST and licensing' after a shown price; '' when no price is shown. */
  priceNote: string;
  mileageText: string;
  /** "Price reduced" shows on the card (its latest change lowered the price within 30 days, as on its page). */
  reduced?: boolean;
  /** The CARFAX Canada report link, when staff gave one (the card's badge); absent otherwise. */
  carfaxUrl?: string;
};

/** The columns a card is made from (the inventory reads just these: src/db/queries/inventory.ts). */
export type CardSource = Pick<
  VehicleRecord,
  | 'id'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'price'
  | 'priceOnRequest'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'color'
  | 'category'
  | 'status'
  | 'isFeatured'
  | 'images'
  | 'features'
> &
  Partial<Pick<VehicleRecord, 'history'>>;

/** The card of a vehicle; its price is the all-in price under `pricing` (see allInPrice). */
export function toVehicleCard(v: CardSource, pricing: PricingSettings, reduced = false): VehicleCard {
  const shown = priceDisplay(v, pricing);
  return {
    id: v.id,
    year: v.year,
    make: v.make,
    // The card names the car as it reads: model and trim ('718 Cayman GT4 RS').
    model: modelAndTrim(v),
    // A sold vehicle's price is hidden on public pages: the card never carries it.
    price: shown.amount ?? 0,
    mileage: v.mileage,
    fuelType: v.fuelType,
    transmission: v.transmission,
    color: v.color,
    category: v.category,
    status: v.status,
    isFeatured: v.isFeatured,
    image: v.images[0] ?? null,
    imageCount: v.images.length,
    feature: firstFeature(v.features),
    priceText: v.status === 'sold' ? '' : shown.text,
    priceNote: shown.note ?? '',
    mileageText: formatMileage(v.mileage),
    reduced: reduced && v.status !== 'sold' && shown.amount !== null,
    ...(v.history?.carfaxUrl ? { carfaxUrl: v.history.carfaxUrl } : {}),
  };
}
