import { z } from 'zod';
import { BRAND_STATUSES, SALE_TYPES } from '#src/lib/disclosures';
import { DOCUMENT_KINDS, DOCUMENT_VISIBILITIES } from '#src/lib/documents/vehicle-documents';
import { CATEGORY_SLUGS, CONDITIONS, DRIVETRAINS, FUEL_TYPES, PURPOSE_TYPES, TRANSMISSIONS, VEHICLE_STATUSES } from '#src/lib/enums';
import { ACCIDENT_DECLARATIONS, LIEN_DECLARATIONS, YES_NO_UNKNOWN } from '#src/lib/history/declarations';
import { isoInstant, pageAnswer, recordId, tabCounts } from './common';

/** The answers of /api/vehicles and its sub-resources (documents, video, price history, cards, figures). */

/** The OMVIC disclosures answered so far (src/lib/disclosures.ts): a key is absent until staff answer it. */
export const vehicleDisclosuresAnswer = z
  .object({
    dailyRental: z.boolean(),
    policeOrEmergency: z.boolean(),
    taxiOrLimousine: z.boolean(),
    brandStatus: z.enum(BRAND_STATUSES),
    damageOver3000: z.boolean().describe('An accident or damage record over $3,000; `damageDetails` says what and the cost.'),
    damageDetails: z.string(),
    saleType: z.enum(SALE_TYPES),
    hasWarranty: z.boolean(),
    warrantyDetails: z.string(),
    outOfProvince: z.boolean().describe('Registered outside Ontario before; `outOfProvinceDetails` says where.'),
    outOfProvinceDetails: z.string(),
  })
  .partial()
  .describe('The OMVIC disclosures answered so far; a key is absent until answered.');

/** The dealer's history declarations (src/lib/history/declarations.ts): a key is absent until staff answer it. */
export const vehicleHistoryAnswer = z
  .object({
    carfaxUrl: z.string().describe('The CARFAX Canada report link.'),
    accident: z.enum(ACCIDENT_DECLARATIONS),
    accidentNote: z.string().describe("What was declared (with `accident: 'declared'`)."),
    lien: z.enum(LIEN_DECLARATIONS),
    registeredIn: z.string().describe('Province or state of registration, as written.'),
    imported: z.enum(YES_NO_UNKNOWN).describe('Previously registered out of province, or imported.'),
    importedFrom: z.string().describe("Where from, with `imported: 'yes'`."),
    owners: z.int().describe('Owners so far, the current one included.'),
  })
  .partial()
  .describe("The dealer's history declarations; a key is absent until answered.");

const vehicleFields = {
  id: recordId,
  make: z.string(),
  model: z.string().describe("The model without its trim ('718 Cayman')."),
  trim: z.string().describe("The trim or version ('GT4 RS'); empty when there is none."),
  year: z.int(),
  price: z.int().describe('The asking price in whole dollars, before fees.'),
  priceOnRequest: z.boolean().describe('"Price on request": no price is shown or fed anywhere while set.'),
  mileage: z.int().describe('Kilometres.'),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  drivetrain: z.enum(DRIVETRAINS).nullable().describe('Null for a vehicle entered before it was asked.'),
  color: z.string(),
  description: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  condition: z.enum(CONDITIONS),
  status: z.enum(VEHICLE_STATUSES),
  isFeatured: z.boolean(),
  features: z.array(z.string()).describe("Feature lines; a line starting '## ' heads a group."),
  images: z.array(z.string()).describe('Media paths (/media/….webp), the main photo first.'),
  vin: z.string(),
  disclosures: vehicleDisclosuresAnswer,
  history: vehicleHistoryAnswer,
  createdAt: isoInstant,
  updatedAt: isoInstant,
};

/** A vehicle with every field, as staff get it. */
export const vehicleAnswer = z.object(vehicleFields).meta({ id: 'Vehicle', description: 'A vehicle with every field (staff).' });
export type VehicleAnswer = z.output<typeof vehicleAnswer>;

/** A vehicle as visitors get it: every field, but no price once sold or while "on request". */
export const publicVehicleAnswer = z
  .object({
    ...vehicleFields,
    price: z.int().nullable().describe('The asking price in whole dollars, before fees; null once sold or while "price on request".'),
  })
  .meta({ id: 'PublicVehicle', description: 'A vehicle as visitors see it: its price null once sold or while "price on request".' });
export type PublicVehicleAnswer = z.output<typeof publicVehicleAnswer>;

/** GET /api/vehicles/{id}: staff get the whole vehicle, visitors the public one. */
export const vehicleReadAnswer = z
  .union([vehicleAnswer, publicVehicleAnswer])
  .describe('Staff: the vehicle (Vehicle). Visitors: the public vehicle (PublicVehicle), its price null once sold or "on request".');

/** A row of the staff inventory list (GET /api/vehicles?page=…): small, not the whole record. */
export const vehicleRowAnswer = z.object({
  id: recordId,
  year: z.int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  price: z.int().describe('Whole dollars, before fees.'),
  mileage: z.int().describe('Kilometres.'),
  status: z.enum(VEHICLE_STATUSES),
  isFeatured: z.boolean(),
  category: z.enum(CATEGORY_SLUGS),
  condition: z.enum(CONDITIONS),
  color: z.string(),
  vin: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  thumbnail: z.string().nullable().describe('The main photo, or null without photos.'),
  imageCount: z.int().nonnegative(),
});
export type VehicleRowAnswer = z.output<typeof vehicleRowAnswer>;

export const vehiclePageAnswer = pageAnswer(vehicleRowAnswer, tabCounts(['all', ...VEHICLE_STATUSES]));
export type VehiclePageAnswer = z.output<typeof vehiclePageAnswer>;

/** GET /api/vehicles: a page with ?page= (staff), else the whole list. */
export const vehicleListAnswer = z
  .union([vehiclePageAnswer, z.array(vehicleAnswer), z.array(publicVehicleAnswer)])
  .describe(
    'With ?page= (staff): a page of inventory rows with tab counts by status. Without: every vehicle but sold ones (sold too with includeAll=true): ' +
      'staff get whole vehicles, drafts included with includeAll=true; visitors get public vehicles, drafts never.',
  );
export type VehicleListAnswer = z.output<typeof vehicleListAnswer>;

/** GET /api/vehicles/featured: featured and offered for sale, newest first; visitors get the public shape. */
export const featuredVehiclesAnswer = z
  .union([z.array(vehicleAnswer), z.array(publicVehicleAnswer)])
  .describe('Staff: whole vehicles (Vehicle). Visitors: public vehicles (PublicVehicle), the price null while "on request".');

/** A garage register entry (spec section 5); dates are 'yyyy/mm/dd' text, as the register is written. */
export const garageRegisterEntryAnswer = z.object({
  id: recordId,
  vehicleId: recordId,
  make: z.string(),
  modelStyle: z.string(),
  colour: z.string(),
  dateIntoStock: z.string().describe('yyyy/mm/dd'),
  vinSerialNo: z.string(),
  purchasedFromName: z.string(),
  purchasedFromAddress: z.string(),
  purposeType: z.enum(PURPOSE_TYPES),
  dateOutOfStock: z.string().describe('yyyy/mm/dd'),
  soldToName: z.string(),
  soldToAddress: z.string(),
  plateNo: z.string(),
  odometerReading: z.int(),
  allInPriceCents: z
    .int()
    .nullable()
    .describe('The advertised all-in price at the sale, in cents; null for entries made before it was kept.'),
  createdAt: isoInstant,
  createdBy: recordId.nullable().describe('The staff account that wrote it; null once that account is gone.'),
});
export type GarageRegisterEntryAnswer = z.output<typeof garageRegisterEntryAnswer>;

/** PUT /api/vehicles/{id}/status: the vehicle; marked sold, with the register entry written with it. */
export const vehicleStatusAnswer = z.union([
  vehicleAnswer.extend({ garageRegister: garageRegisterEntryAnswer.describe('The entry written with the sale.') }),
  vehicleAnswer,
]);
export type VehicleStatusAnswer = z.output<typeof vehicleStatusAnswer>;

/** `{ deleted: true, id }`. */
export const vehicleDeletedAnswer = z.object({ deleted: z.literal(true), id: recordId });

/** GET /api/vehicles/stats (VehicleStats). */
export const vehicleStatsAnswer = z.object({
  total: z.int().nonnegative().describe('Every vehicle, sold ones and drafts included.'),
  byStatus: tabCounts(VEHICLE_STATUSES).describe('Vehicles in each status.'),
  inStock: z.int().nonnegative().describe('Offered for sale (available, reserved, pending); sold cars and drafts are not stock.'),
  featured: z.int().nonnegative().describe('Featured and offered for sale: what the public site shows as featured.'),
  inventoryValue: z.int().nonnegative().describe("Sum of the in-stock vehicles' list prices, whole dollars."),
  averagePrice: z.int().nonnegative().describe('inventoryValue / inStock, rounded; 0 without stock.'),
});
export type VehicleStatsAnswer = z.output<typeof vehicleStatsAnswer>;

/** One change of the asking price. */
export const priceChangeAnswer = z.object({
  id: recordId,
  vehicleId: recordId,
  oldPrice: z.int().nullable().describe('Whole dollars, before fees; null when the vehicle was added.'),
  newPrice: z.int(),
  oldOnRequest: z.boolean().nullable().describe('Null when the vehicle was added.'),
  newOnRequest: z.boolean(),
  userId: recordId.nullable().describe('Null once the account is gone.'),
  actorName: z.string(),
  createdAt: isoInstant,
});
export const priceHistoryAnswer = z.array(priceChangeAnswer).describe('Newest first.');
export type PriceChangeAnswer = z.output<typeof priceChangeAnswer>;

/** A vehicle card (VehicleCard of src/lib/personalisation/vehicle-card.ts). */
export const vehicleCardAnswer = z.object({
  id: recordId,
  year: z.int(),
  make: z.string(),
  model: z.string().describe("Model and trim as they read together ('718 Cayman GT4 RS')."),
  mileage: z.int(),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  color: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  status: z.enum(VEHICLE_STATUSES),
  isFeatured: z.boolean(),
  image: z.string().nullable().describe('The main photo, or null for the placeholder.'),
  imageCount: z.int().nonnegative(),
  feature: z.string().describe("The first feature, or 'Standard'."),
  price: z.number().describe('The all-in price in dollars; 0 when sold or "on request" (never shown then).'),
  priceText: z.string().describe("'$289,900'; 'Price on request'; '' when sold."),
  priceNote: z.string().describe("'plus HST and licensing' after a shown price; '' when no price is shown."),
  mileageText: z.string().describe("'12,345 km'."),
  reduced: z.boolean().optional().describe('"Price reduced" shows on the card.'),
  carfaxUrl: z.string().optional().describe('The CARFAX Canada report link, when staff gave one.'),
});
export type VehicleCardAnswer = z.output<typeof vehicleCardAnswer>;
export const vehicleCardsAnswer = z.object({ vehicles: z.array(vehicleCardAnswer) });

/** A vehicle document as the portal lists it (the stored file name stays on the server). */
export const vehicleDocumentAnswer = z.object({
  id: recordId,
  vehicleId: recordId,
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  visibility: z.enum(DOCUMENT_VISIBILITIES).describe('public: anyone downloads it; on-request: staff send it to a shopper who asks.'),
  bytes: z.int().nonnegative(),
  pages: z.int().nonnegative(),
  createdAt: isoInstant,
});
export type VehicleDocumentAnswer = z.output<typeof vehicleDocumentAnswer>;
export const vehicleDocumentsAnswer = z.array(vehicleDocumentAnswer).describe('Oldest first.');

const videoCommon = {
  poster: z.string().nullable().describe("The poster image: staff's own, else the vehicle's main photo; null without either."),
  ownPoster: z.boolean().describe('Staff chose this poster (else it is the main photo).'),
  uploadDate: isoInstant,
};

/** A walkaround video: an uploaded file or a YouTube/Vimeo link. */
export const walkaroundAnswer = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    src: z.string().describe('/media/video/<name>: where the file is served.'),
    mimeType: z.string(),
    codec: z.string().describe('avc, vp8, vp9 or av1.'),
    bytes: z.int().nonnegative(),
    captionsSrc: z.string().nullable().describe('The WebVTT captions, or null.'),
    durationSeconds: z.number().nonnegative(),
    width: z.int().nonnegative(),
    height: z.int().nonnegative(),
    ...videoCommon,
  }),
  z.object({
    kind: z.literal('link'),
    provider: z.enum(['youtube', 'vimeo']),
    providerName: z.string(),
    videoId: z.string(),
    embedUrl: z.string().describe("The privacy-enhanced player, autoplaying (framed after the visitor's click)."),
    publicEmbedUrl: z.string().describe('The same player without autoplay (the JSON-LD VideoObject).'),
    watchUrl: z.string(),
    ...videoCommon,
  }),
]);
export type WalkaroundAnswer = z.output<typeof walkaroundAnswer>;
export const vehicleVideoAnswer = z.object({ video: walkaroundAnswer.nullable().describe('Null when the vehicle has none.') });
export type VehicleVideoAnswer = z.output<typeof vehicleVideoAnswer>;
