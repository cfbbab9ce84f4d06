import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PURPOSE_TYPES } from '#src/lib/enums';
import { createdAt } from './columns';
import { users } from './users';
import { vehicles } from './vehicles';

/** The Ontario garage register of vehicles sold. Dates are 'yyyy/mm/dd' text, as the register is written. */
export const garageRegister = sqliteTable(
  'garage_register',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // restrict: a vehicle with a register entry cannot be deleted (the register must be kept).
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    make: text('make').notNull(),
    modelStyle: text('model_style').notNull(),
    colour: text('colour').notNull(),
    dateIntoStock: text('date_into_stock').notNull(),
    vinSerialNo: text('vin_serial_no').notNull(),
    purchasedFromName: text('purchased_from_name').notNull(),
    purchasedFromAddress: text('purchased_from_address').notNull(),
    purposeType: text('purpose_type', { enum: PURPOSE_TYPES }).notNull(),
    dateOutOfStock: text('date_out_of_stock').notNull(),
    soldToName: text('sold_to_name').notNull(),
    soldToAddress: text('sold_to_address').notNull(),
    plateNo: text('plate_no').notNull(),
    odometerReading: integer('odometer_reading').notNull(),
    /** The advertised all-in price at the sale, in cents (the bill of sale's price); null for entries made before it was kept. */
    allInPriceCents: integer('all_in_price_cents'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('garage_register_vehicle_idx').on(t.vehicleId), index('garage_register_date_out_idx').on(t.dateOutOfStock)],
);

export type GarageRegisterEntry = typeof garageRegister.$inferSelect;
