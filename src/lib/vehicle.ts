import type { CategorySlug, Condition, FuelType, Transmission, VehicleStatus } from './enums';
import type { VehicleDisclosures } from './disclosures';

/**
 * A vehicle as the shared code reads it: the plain shape of a row of the
 * `vehicles` table. src/lib never imports the database schema (it runs in the
 * browser too); src/db/schema/vehicles.ts checks at compile time that its row
 * type still fits this shape, so the two cannot drift apart.
 */
export type VehicleRecord = {
  id: number;
  make: string;
  model: string;
  year: number;
  /** Whole dollars. */
  price: number;
  priceOnRequest: boolean;
  /** Kilometres. */
  mileage: number;
  fuelType: FuelType;
  transmission: Transmission;
  color: string;
  description: string;
  category: CategorySlug;
  condition: Condition;
  status: VehicleStatus;
  isFeatured: boolean;
  features: string[];
  images: string[];
  vin: string;
  disclosures: Partial<VehicleDisclosures>;
  createdAt: Date;
  updatedAt: Date;
};
