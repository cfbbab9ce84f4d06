import Papa from 'papaparse';
import { FORMULA_START, UTF8_BOM } from '#src/lib/csv';
import type { VehicleRecord } from '#src/lib/vehicle';
import { DISCLOSURE_QUESTIONS } from '#src/lib/disclosures';
import { feedPrice, isOnHold, type FeedDealer, type FeedVehicle } from './feed-vehicle';

/**
 * CSV with a header row, starting with a UTF-8 byte-order mark (these files are opened in spreadsheets).
 * Formula-like cells get a leading quote by the same rule as every CSV of the site: papaparse's own
 * `escapeFormulae: true` tests /^[=+\-@\t\r].*$/, which a multi-line cell ("=cmd\nmore") escapes.
 */
const csv = (fields: string[], rows: unknown[][]) =>
  UTF8_BOM + Papa.unparse({ fields, data: rows }, { escapeFormulae: FORMULA_START, newline: '\r\n' });

/** Meta's body_style list: CONVERTIBLE, COUPE, CROSSOVER, HATCHBACK, MINIVAN, TRUCK, SUV, SEDAN, VAN, WAGON, OTHER. */
export const META_BODY_STYLES = [
  'CONVERTIBLE',
  'COUPE',
  'CROSSOVER',
  'HATCHBACK',
  'MINIVAN',
  'TRUCK',
  'SUV',
  'SEDAN',
  'VAN',
  'WAGON',
  'OTHER',
] as const;
const META_BODY: Record<VehicleRecord['category'], (typeof META_BODY_STYLES)[number]> = {
  'sports-cars': 'COUPE',
  'luxury-sedans': 'SEDAN',
  'suvs-crossovers': 'SUV',
  'exotic-collection': 'COUPE',
  convertibles: 'CONVERTIBLE',
};
const META_FUEL: Record<VehicleRecord['fuelType'], string> = {
  Gasoline: 'GASOLINE',
  Diesel: 'DIESEL',
  Electric: 'ELECTRIC',
  Hybrid: 'HYBRID',
  'Plug-in Hybrid': 'PLUGIN_HYBRID',
};
const metaState = (c: VehicleRecord['condition']) => (c === 'New' ? 'NEW' : c === 'Certified Pre-Owned' ? 'CPO' : 'USED');
/** Meta's condition scale (EXCELLENT, GOOD, FAIR, POOR, OTHER): how the car is, apart from new or used. */
const META_CONDITION: Record<VehicleRecord['condition'], string> = {
  New: 'EXCELLENT',
  'Certified Pre-Owned': 'EXCELLENT',
  Excellent: 'EXCELLENT',
  'Very Good': 'GOOD',
  Good: 'GOOD',
  Fair: 'FAIR',
};

// No walkaround video here: Meta's automotive inventory fields (developers.facebook.com, auto-ads reference) list
// images only; `video[0].url` is documented for product catalogues, not vehicle ones. The video is in the
// vehicle page's JSON-LD (VideoObject), which Meta's crawler reads from the page's url.
export const META_FIELDS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'trim',
  'image[0].url',
  'image[0].tag[0]',
  'image[1].url',
  'image[1].tag[0]',
  'image[2].url',
  'image[2].tag[0]',
  'body_style',
  'exterior_color',
  'state_of_vehicle',
  'price',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'vin',
  'fuel_type',
  'transmission',
  'drivetrain',
  'availability',
  'condition',
  'latitude',
  'longitude',
];

/** Meta asks for at least one tag per image: what it shows. The first photo is the car's exterior; the rest vary. */
const imageTag = (index: number, url: string | undefined) => (url ? (index === 0 ? 'Exterior' : 'Vehicle') : '');

/** Meta's automotive inventory catalogue (Facebook and Instagram automotive ads), one vehicle a row. */
export function metaVehiclesCsv(vehicles: readonly FeedVehicle[], dealer: FeedDealer): string {
  return csv(
    META_FIELDS,
    vehicles.map((v) => [
      v.stockNumber,
      v.title,
      v.description,
      v.url,
      v.make,
      v.model,
      v.year,
      v.mileageKm,
      'KM',
      v.trim,
      v.images[0] ?? '',
      imageTag(0, v.images[0]),
      v.images[1] ?? '',
      imageTag(1, v.images[1]),
      v.images[2] ?? '',
      imageTag(2, v.images[2]),
      META_BODY[v.category],
      v.color,
      metaState(v.condition),
      feedPrice(v.price),
      dealer.street,
      dealer.city,
      dealer.region,
      dealer.postalCode,
      dealer.country,
      v.vin,
      META_FUEL[v.fuelType],
      v.transmission === 'Manual' ? 'MANUAL' : 'AUTOMATIC',
      v.drivetrain ?? '',
      isOnHold(v.status) ? 'PENDING' : 'AVAILABLE',
      META_CONDITION[v.condition],
      dealer.latitude,
      dealer.longitude,
    ]),
  );
}

export const INVENTORY_FIELDS = [
  'stock_number',
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'title',
  'all_in_price',
  'currency',
  'price_note',
  'mileage_km',
  'exterior_color',
  'body_style',
  'condition',
  'fuel_type',
  'transmission',
  'drivetrain',
  'status',
  'url',
  'image_urls',
  'features',
  'description',
  'date_in_stock',
  ...DISCLOSURE_QUESTIONS.map((q) => `disclosure_${q.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`),
  'dealer_name',
  'dealer_phone',
];

/** Every public field, one vehicle a row, for marketplaces that import CSV (AutoTrader.ca, CarGurus, Kijiji Autos). */
export function inventoryCsv(vehicles: readonly FeedVehicle[], dealer: FeedDealer): string {
  return csv(
    INVENTORY_FIELDS,
    vehicles.map((v) => {
      const answers = new Map(v.disclosures.map((d) => [d.key, d.value]));
      return [
        v.stockNumber,
        v.vin,
        v.year,
        v.make,
        v.model,
        v.trim,
        v.title,
        v.price.toFixed(2),
        'CAD',
        v.priceNote,
        v.mileageKm,
        v.color,
        v.categoryLabel,
        v.condition,
        v.fuelType,
        v.transmission,
        v.drivetrain ?? '',
        v.status,
        v.url,
        v.images.join(' | '),
        v.features.join(' | '),
        v.description,
        v.dateInStock,
        ...DISCLOSURE_QUESTIONS.map((q) => answers.get(q.key) ?? ''),
        dealer.name,
        dealer.phone,
      ];
    }),
  );
}
