import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import {
  ACCIDENT_HISTORIES,
  EMPLOYMENT_STATUSES,
  INCOME_BANDS,
  LIEN_STATUSES,
  OFFER_EVENT_KINDS,
  OFFER_STATUSES,
  TRADE_CONDITIONS,
} from '#src/lib/leads/options';
import { createdAt } from './columns';
import { inquiries } from './inquiries';
import { users } from './users';

/**
 * The details of trade-in, offer and financing leads. The lead itself (contact,
 * vehicle of interest, status) is the row in `inquiries`; each table here holds
 * what its form adds and goes with the inquiry when it is deleted.
 */

/** A vehicle the customer wants to sell or trade: from /sell-or-trade, or the optional trade-in of an offer. */
export const tradeIns = sqliteTable('trade_ins', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  inquiryId: integer('inquiry_id')
    .notNull()
    .unique()
    .references(() => inquiries.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  trim: text('trim'),
  /** Odometer in km. */
  mileage: integer('mileage').notNull(),
  vin: text('vin'),
  condition: text('condition', { enum: TRADE_CONDITIONS }).notNull(),
  accidentHistory: text('accident_history', { enum: ACCIDENT_HISTORIES }).notNull(),
  lien: text('lien', { enum: LIEN_STATUSES }).notNull(),
  /** What is still owing, in dollars, when the customer knows it. */
  lienAmount: integer('lien_amount'),
  createdAt: createdAt(),
});

/** Visitors' photos of their trade-in: files under DATA_DIR/private, served only to staff. */
export const tradeInPhotos = sqliteTable(
  'trade_in_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradeInId: integer('trade_in_id')
      .notNull()
      .references(() => tradeIns.id, { onDelete: 'cascade' }),
    /** The random stored name (32 hex characters); files are <name>.webp and <name>-480.webp. */
    fileName: text('file_name').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trade_in_photos_trade_in_idx').on(t.tradeInId, t.position)],
);

/** An offer on a vehicle: the amount, the asking price when it was made, and where it stands. */
export const offers = sqliteTable('offers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  inquiryId: integer('inquiry_id')
    .notNull()
    .unique()
    .references(() => inquiries.id, { onDelete: 'cascade' }),
  /** Dollars, whole. */
  amount: integer('amount').notNull(),
  /** The vehicle's advertised price when the offer was made (it may change later). */
  askingPrice: integer('asking_price'),
  status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
  /** The latest counter-offer, when staff countered. */
  counterAmount: integer('counter_amount'),
  createdAt: createdAt(),
});

/** The history of one offer: the visitor's offer, then every accept, counter and decline, each with its e-mail. */
export const offerEvents = sqliteTable(
  'offer_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OFFER_EVENT_KINDS }).notNull(),
    amount: integer('amount'),
    message: text('message'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** How the customer was told (null for the visitor's own offer). */
    delivery: text('delivery', { enum: ['smtp', 'outbox', 'failed'] }),
    createdAt: createdAt(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId, t.createdAt)],
);

/**
 * Financing pre-qualification answers. Personal data: only staff read them, they
 * are never written to logs, and they are deleted (with their lead) by the
 * retention rule once the lead has been closed long enough.
 */
export const financingRequests = sqliteTable('financing_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  inquiryId: integer('inquiry_id')
    .notNull()
    .unique()
    .references(() => inquiries.id, { onDelete: 'cascade' }),
  employmentStatus: text('employment_status', { enum: EMPLOYMENT_STATUSES }).notNull(),
  incomeBand: text('income_band', { enum: INCOME_BANDS }).notNull(),
  /** Monthly rent or mortgage, dollars. */
  housingCost: integer('housing_cost').notNull(),
  termMonths: integer('term_months').notNull(),
  downPayment: integer('down_payment').notNull(),
  /** The visitor agreed to be contacted about this request (required by the form). */
  contactConsent: integer('contact_consent', { mode: 'boolean' }).notNull(),
  createdAt: createdAt(),
});

export type TradeIn = typeof tradeIns.$inferSelect;
export type TradeInPhoto = typeof tradeInPhotos.$inferSelect;
export type Offer = typeof offers.$inferSelect;
export type OfferEvent = typeof offerEvents.$inferSelect;
export type FinancingRequest = typeof financingRequests.$inferSelect;
