import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { CATEGORY_SLUGS, CONDITIONS, FUEL_TYPES, TRANSMISSIONS, VEHICLE_STATUSES } from '../../lib/enums';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const vehicles = sqliteTable(
  'vehicles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    /** Whole dollars. */
    price: integer('price').notNull(),
    /** Kilometres. */
    mileage: integer('mileage').notNull(),
    fuelType: text('fuel_type', { enum: FUEL_TYPES }).notNull(),
    transmission: text('transmission', { enum: TRANSMISSIONS }).notNull(),
    color: text('color').notNull(),
    description: text('description').notNull(),
    /** A category slug from CATEGORIES. */
    category: text('category', { enum: CATEGORY_SLUGS }).notNull(),
    condition: text('condition', { enum: CONDITIONS }).notNull().default('Excellent'),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('available'),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    features: text('features', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    vin: text('vin').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_status_created_idx').on(t.status, t.createdAt),
    index('vehicles_category_status_idx').on(t.category, t.status),
    index('vehicles_make_nocase_idx').on(sql`${t.make} collate nocase`),
    index('vehicles_price_idx').on(t.price),
    index('vehicles_year_idx').on(t.year),
    index('vehicles_mileage_idx').on(t.mileage),
    index('vehicles_created_idx').on(t.createdAt),
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

export type Vehicle = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;
