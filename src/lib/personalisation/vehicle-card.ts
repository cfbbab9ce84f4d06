import type { Vehicle } from '../../db/schema/vehicles';
import { formatMileage } from '../format/mileage';
import { firstFeature } from '../inventory/features';
import { formatPrice } from '../format/price';

/** What a vehicle card shows, and nothing more: the answer of GET /api/vehicles/cards. */
export type VehicleCard = Pick<
  Vehicle,
  'id' | 'year' | 'make' | 'model' | 'price' | 'mileage' | 'fuelType' | 'transmission' | 'color' | 'category' | 'status' | 'isFeatured'
> & {
  /** First image, or null for the placeholder. */
  image: string | null;
  imageCount: number;
  /** First feature (never a '## Group' heading), or 'Standard'. */
  feature: string;
  /** Formatted by the server so the browser ships no formatter: '$289,900' ('' when sold), '12,345 km'. */
  priceText: string;
  mileageText: string;
};

export function toVehicleCard(v: Vehicle): VehicleCard {
  return {
    id: v.id,
    year: v.year,
    make: v.make,
    model: v.model,
    // A sold vehicle's price is hidden on public pages: the card never carries it.
    price: v.status === 'sold' ? 0 : v.price,
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
    priceText: v.status === 'sold' ? '' : formatPrice(v.price),
    mileageText: formatMileage(v.mileage),
  };
}
