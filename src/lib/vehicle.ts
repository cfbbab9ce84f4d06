import type { CategorySlug, Condition, Drivetrain, FuelType, Transmission, VehicleStatus } from './enums';
import type { VehicleDisclosures } from './disclosures';
import type { VehicleHistory } from './history/declarations';

/**
 * A vehicle as the shared code reads it: the plain shape of a row of the
 * `vehicles` table. src/lib never imports the database schema (it runs in the
 * browser too); src/db/schema/vehicles.ts checks at compile time that its row
 * type still fits this shape, so the two cannot drift apart.
 */
export type VehicleRecord = {
  id: number;
  make: string;
  /** The model without its trim: '718 Cayman', not '718 Cayman GT4 RS' (feeds send the two apart). */
  model: string;
  /** The trim or version: 'GT4 RS', '4MATIC'; empty when there is none. */
  trim: string;
  year: number;
  /** Whole dollars. */
  price: number;
  priceOnRequest: boolean;
  /** Kilometres. */
  mileage: number;
  fuelType: FuelType;
  transmission: Transmission;
  /** Unknown (null) for a vehicle entered before it was asked. */
  drivetrain: Drivetrain | null;
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
  /** The CARFAX Canada link and the dealer's history declarations. */
  history: VehicleHistory;
  createdAt: Date;
  updatedAt: Date;
};
