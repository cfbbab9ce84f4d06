import type { Vehicle } from '../../db/schema/vehicles';

/** What a vehicle card shows, and nothing more: the answer of GET /api/vehicles/cards. */
export type VehicleCard = Pick<
  Vehicle,
  'id' | 'year' | 'make' | 'model' | 'price' | 'mileage' | 'fuelType' | 'transmission' | 'color' | 'category' | 'status' | 'isFeatured'
> & {
  /** First image, or null for the placeholder. */
  image: string | null;
  imageCount: number;
  /** First feature, or 'Standard'. */
  feature: string;
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
    feature: v.features[0] ?? 'Standard',
  };
}
