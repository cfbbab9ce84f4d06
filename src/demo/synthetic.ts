import { withVinCheckDigit } from '#src/lib/vin';
import { modelAndTrim } from '#src/lib/vehicle-status';
import type { NewVehicle } from '#src/db/schema';
import { DEMO_VEHICLES } from '#src/demo/data/vehicles';
import { demoDisclosures } from '#src/demo/data/disclosures';

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
      trim: base.trim,
      drivetrain: base.drivetrain,
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
      disclosures: demoDisclosures(modelAndTrim(base)),
      createdAt: new Date(Date.now() - ((i * 3_600_000 * 7) % (400 * 86_400_000))),
    };
  }
}

const FIRST_NAMES = [
  'Adrian',
  'Beatrice',
  'Chen',
  'Danielle',
  'Emeka',
  'Farah',
  'Giulia',
  'Hiro',
  'Ines',
  'Jonas',
  'Kavya',
  'Luca',
  'Maya',
  'Noah',
];
const LAST_NAMES = [
  'Kowalski',
  'Moreau',
  'Li',
  'Singh',
  'Okafor',
  'Haddad',
  'Rossi',
  'Tanaka',
  'Silva',
  'Berg',
  'Patel',
  'Romano',
  'Cohen',
  'Tremblay',
];
const SUBJECTS = [
  'Vehicle Inquiry',
  'Test drive request',
  'Trade-in appraisal',
  'Financing question',
  'Is this still available?',
  'Shipping to Montreal',
];
const LEAD_TYPE_CYCLE = ['inquiry', 'inquiry', 'inquiry', 'appointment', 'trade-in', 'offer', 'financing'] as const;
const INQUIRY_STATUS_CYCLE = ['new', 'in-progress', 'responded', 'resolved', 'closed', 'resolved', 'closed'] as const;
const DAY_MS = 86_400_000;

const personName = (i: number) =>
  `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 5 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length]}`;
const registerDate = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '/');

/**
 * Deterministic leads for the list benchmarks, spread over the last two years:
 * most about a vehicle (ids cycled from `vehicleIds`), every status and type.
 */
export function* syntheticInquiries(count: number, vehicleIds: readonly number[], now = Date.now()) {
  for (let i = 0; i < count; i++) {
    const name = personName(i);
    const createdAt = new Date(now - ((i * 613_000) % (730 * DAY_MS)));
    yield {
      name,
      email: `${name.toLowerCase().replace(' ', '.')}${i % 97}@example.com`,
      phone: i % 3 ? `(416) 555-${String(i % 10_000).padStart(4, '0')}` : null,
      subject: SUBJECTS[i % SUBJECTS.length],
      message: `Hello, I am interested and would like to know more (request ${i}). `.repeat(1 + (i % 6)),
      vehicleId: i % 4 && vehicleIds.length ? vehicleIds[(i * 31) % vehicleIds.length] : null,
      status: INQUIRY_STATUS_CYCLE[i % INQUIRY_STATUS_CYCLE.length],
      type: LEAD_TYPE_CYCLE[i % LEAD_TYPE_CYCLE.length],
      createdAt,
      updatedAt: createdAt,
    };
  }
}

/** Deterministic garage register entries for sold vehicles (a vehicle may be sold more than once). */
export function* syntheticRegisterEntries(
  count: number,
  sold: readonly { id: number; make: string; model: string; trim?: string; color: string; vin: string; mileage: number }[],
  now = Date.now(),
) {
  for (let i = 0; i < count && sold.length; i++) {
    const v = sold[i % sold.length];
    const out = now - ((i * 2_711_000) % (1500 * DAY_MS));
    yield {
      vehicleId: v.id,
      make: v.make,
      modelStyle: modelAndTrim(v),
      colour: v.color,
      dateIntoStock: registerDate(out - (20 + (i % 200)) * DAY_MS),
      vinSerialNo: v.vin,
      purchasedFromName: personName(i + 3),
      purchasedFromAddress: `${100 + (i % 900)} King Street West, Toronto, ON`,
      purposeType: (['Resale', 'Resale', 'Consignment'] as const)[i % 3],
      dateOutOfStock: registerDate(out),
      soldToName: personName(i + 5),
      soldToAddress: `${10 + (i % 90)} Yonge Street, Toronto, ON`,
      plateNo: `B${String(i).padStart(6, '0')}`.slice(0, 8),
      odometerReading: v.mileage + (i % 500),
      createdAt: new Date(out),
    };
  }
}
