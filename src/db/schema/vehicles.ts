import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { CATEGORY_SLUGS, CONDITIONS, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS, VEHICLE_STATUSES } from '#src/lib/enums';
import type { VehicleDisclosures } from '#src/lib/disclosures';
import type { VehicleHistory } from '#src/lib/history/declarations';
import type { VehicleRecord } from '#src/lib/vehicle';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const vehicles = sqliteTable(
  'vehicles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    /** The trim, apart from the model ('GT4 RS' of a '718 Cayman'); empty when there is none. */
    trim: text('trim').notNull().default(''),
    year: integer('year').notNull(),
    /** Whole dollars. */
    price: integer('price').notNull(),
    /** 'Price on request': no price is shown or fed anywhere while set. */
    priceOnRequest: integer('price_on_request', { mode: 'boolean' }).notNull().default(false),
    /** Kilometres. */
    mileage: integer('mileage').notNull(),
    fuelType: text('fuel_type', { enum: FUEL_TYPES }).notNull(),
    transmission: text('transmission', { enum: TRANSMISSIONS }).notNull(),
    drivetrain: text('drivetrain', { enum: DRIVETRAINS }),
    color: text('color').notNull(),
    description: text('description').notNull(),
    /** A category slug from CATEGORIES. */
    category: text('category', { enum: CATEGORY_SLUGS }).notNull(),
    condition: text('condition', { enum: CONDITIONS }).notNull().default('Excellent'),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('available'),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    features: text('features', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    images: text('images', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    vin: text('vin').notNull().unique(),
    /** OMVIC disclosures; a key is absent until staff answer it (see src/lib/disclosures.ts). */
    disclosures: text('disclosures', { mode: 'json' })
      .$type<Partial<VehicleDisclosures>>()
      .notNull()
      .default(sql`'{}'`),
    /** The CARFAX Canada link and the dealer's history declarations (src/lib/history/declarations.ts). */
    history: text('history', { mode: 'json' })
      .$type<VehicleHistory>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_status_created_idx').on(t.status, t.createdAt),
    index('vehicles_category_status_idx').on(t.category, t.status),
    index('vehicles_make_nocase_idx').on(sql`${t.make} collate nocase`),
    // One index per inventory sort, in its exact order (ties: newest first) and holding the status the
    // listing filters on: a page of results, however deep, is read from the index without sorting the table.
    // Their leading columns also serve the price, year and mileage filters and "new arrivals".
    index('vehicles_newest_sort_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`, t.status),
    index('vehicles_price_asc_sort_idx').on(sql`${t.price} asc`, sql`${t.createdAt} desc`, sql`${t.id} desc`, t.status),
    index('vehicles_price_desc_sort_idx').on(sql`${t.price} desc`, sql`${t.createdAt} desc`, sql`${t.id} desc`, t.status),
    index('vehicles_year_asc_sort_idx').on(sql`${t.year} asc`, sql`${t.createdAt} desc`, sql`${t.id} desc`, t.status),
    index('vehicles_year_desc_sort_idx').on(sql`${t.year} desc`, sql`${t.createdAt} desc`, sql`${t.id} desc`, t.status),
    index('vehicles_mileage_asc_sort_idx').on(sql`${t.mileage} asc`, sql`${t.createdAt} desc`, sql`${t.id} desc`, t.status),
    index('vehicles_mileage_desc_sort_idx').on(sql`${t.mileage} desc`, sql`${t.createdAt} desc`, sql`${t.id} desc`, t.status),
    index('vehicles_featured_idx').on(t.isFeatured, t.status),
  ],
);

export const savedVehicles = sqliteTable(
  'saved_vehicles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('saved_vehicles_user_vehicle_uq').on(t.userId, t.vehicleId)],
);

/** Every change of a vehicle's asking price: who, when, from what to what (old is null for the first price). */
export const vehiclePriceChanges = sqliteTable(
  'vehicle_price_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** Whole dollars, before fees; null when the vehicle was added. */
    oldPrice: integer('old_price'),
    newPrice: integer('new_price').notNull(),
    oldOnRequest: integer('old_on_request', { mode: 'boolean' }),
    newOnRequest: integer('new_on_request', { mode: 'boolean' }).notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_price_changes_vehicle_idx').on(t.vehicleId, t.createdAt)],
);

/**
 * Which vehicles show which image URL: the vehicles' `images` JSON lists as
 * rows, so the media library finds an image's users by index instead of
 * unpacking every vehicle's list. Kept in step by triggers on `vehicles`
 * (migration 0008_vehicle_media), so every writer, the seed included, keeps it
 * right; a deleted vehicle's rows go with it (cascade).
 */
export const vehicleMedia = sqliteTable(
  'vehicle_media',
  {
    url: text('url').notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.url, t.vehicleId] }), index('vehicle_media_vehicle_idx').on(t.vehicleId)],
);

/** A row must fit the shape src/lib reads vehicles as (a compile error here means the two drifted apart). */
type FitsLib<T extends VehicleRecord> = T;
export type Vehicle = FitsLib<typeof vehicles.$inferSelect>;
export type NewVehicle = typeof vehicles.$inferInsert;
export type VehiclePriceChange = typeof vehiclePriceChanges.$inferSelect;
