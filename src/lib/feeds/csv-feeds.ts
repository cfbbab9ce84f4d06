import Papa from 'papaparse';
import type { VehicleRecord } from '#src/lib/vehicle';
import { DISCLOSURE_QUESTIONS } from '#src/lib/disclosures';
import { feedPrice, type FeedDealer, type FeedVehicle } from './feed-vehicle';

/** CSV with a header row; cells that a spreadsheet would run as a formula are quoted harmless (papaparse's escapeFormulae). */
const csv = (fields: string[], rows: unknown[][]) => Papa.unparse({ fields, data: rows }, { escapeFormulae: true, newline: '\r\n' });

const META_BODY: Record<VehicleRecord['category'], string> = {
  'sports-cars': 'SPORTSCAR',
  'luxury-sedans': 'SEDAN',
  'suvs-crossovers': 'SUV',
  'exotic-collection': 'SUPERCAR',
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
  'image[0].url',
  'image[1].url',
  'image[2].url',
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
];

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
      v.images[0] ?? '',
      v.images[1] ?? '',
      v.images[2] ?? '',
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
    ]),
  );
}

export const INVENTORY_FIELDS = [
  'stock_number',
  'vin',
  'year',
  'make',
  'model',
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
