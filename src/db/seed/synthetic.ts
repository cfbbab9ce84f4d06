import { withVinCheckDigit } from '../../lib/vin';
import type { NewVehicle } from '../schema';
import { DEMO_VEHICLES } from './data/vehicles';
import { demoDisclosures } from './data/disclosures';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/**
 * Deterministic extra vehicles for load and benchmark data: variations of the
 * hand-written demo cars (same images), with unique VINs.
 */
export function* syntheticVehicles(count: number, images: string[][]): Generator<NewVehicle> {
  for (let i = 0; i < count; i++) {
    const base = DEMO_VEHICLES[i % DEMO_VEHICLES.length];
    const serial = String(100000 + i).slice(-6);
    // Positions 1-10 from the base car (maker, model, year), then a plant letter and a 6-digit serial unique to i.
    const stem = base.vinStem.slice(0, 10) + VIN_CHARS[i % VIN_CHARS.length] + serial;
    const yearShift = (i % 5) - 2;
    yield {
      make: base.make,
      model: base.model,
      year: Math.min(new Date().getFullYear(), base.year + yearShift),
      price: Math.max(15000, Math.round((base.price * (0.8 + ((i * 37) % 40) / 100)) / 100) * 100),
      mileage: Math.max(0, base.mileage + ((i * 7919) % 40000) - 20000),
      fuelType: base.fuelType,
      transmission: base.transmission,
      color: base.color,
      description: base.description,
      category: base.category,
      condition: base.condition,
      status: i % 10 === 0 ? 'sold' : i % 13 === 0 ? 'reserved' : 'available',
      isFeatured: false,
      features: [...base.features],
      images: images[i % images.length],
      vin: withVinCheckDigit(stem),
      disclosures: demoDisclosures(base.model),
      createdAt: new Date(Date.now() - ((i * 3_600_000 * 7) % (400 * 86_400_000))),
    };
  }
}
