import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { DELIVERY_COUNTRY_CODES, TRANSPORT_TYPES } from '#src/lib/remote-buying/delivery';
import { DEPOSIT_METHODS, HOLD_STATUSES } from '#src/lib/remote-buying/hold-state';
import { createdAt, updatedAt } from './columns';
import { inquiries } from './inquiries';
import { vehicles } from './vehicles';

/** A delivery quote request (issue 23 item 7): the details of an inquiry of type 'delivery'. */
export const deliveryQuotes = sqliteTable('delivery_quotes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  inquiryId: integer('inquiry_id')
    .notNull()
    .unique()
    .references(() => inquiries.id, { onDelete: 'cascade' }),
  country: text('country', { enum: DELIVERY_COUNTRY_CODES }).notNull(),
  /** A province or state code in Canada and the United States, the buyer's words elsewhere. */
  region: text('region').notNull(),
  postalCode: text('postal_code'),
  transport: text('transport', { enum: TRANSPORT_TYPES }).notNull(),
  /** 'YYYY-MM-DD' (a calendar date, no time zone), or null when the buyer named none. */
  wantedBy: text('wanted_by'),
  createdAt: createdAt(),
});

/**
 * A hold on a vehicle against a deposit (issue 23 item 8): the details of an inquiry of type 'hold',
 * and its state (src/lib/remote-buying/hold-state.ts).
 */
export const vehicleHolds = sqliteTable(
  'vehicle_holds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    inquiryId: integer('inquiry_id')
      .notNull()
      .unique()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: HOLD_STATUSES }).notNull().default('requested'),
    depositMethod: text('deposit_method', { enum: DEPOSIT_METHODS }),
    /** Dollars, as set when the instructions were sent. */
    depositAmount: integer('deposit_amount'),
    /** An accepted hold lapses here without its deposit; a reserved one returns the car to available here. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    depositReceivedAt: integer('deposit_received_at', { mode: 'timestamp_ms' }),
    /** Why it ended: 'expired', 'released by staff', 'declined', 'sold'. */
    endReason: text('end_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Two shoppers can never hold the same car: at most one accepted or reserved hold per vehicle,
    // refused by the database itself however the requests race.
    uniqueIndex('vehicle_holds_one_active_uq')
      .on(t.vehicleId)
      .where(sql`status in ('accepted', 'reserved')`),
    index('vehicle_holds_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status in ('accepted', 'reserved')`),
  ],
);

export type DeliveryQuote = typeof deliveryQuotes.$inferSelect;
export type VehicleHold = typeof vehicleHolds.$inferSelect;
