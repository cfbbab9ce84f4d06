import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ALERT_FREQUENCIES, ALERT_KINDS } from '#src/lib/shoppers/alerts';
import type { SavedSearchCriteria } from '#src/lib/shoppers/saved-search';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { vehicles } from './vehicles';

/*
 * The shopper's side (issue 22). A shopper is a `users` row with role 'customer'
 * (the spec's table) whose username is their e-mail address (staff usernames
 * cannot hold an '@', so the two never collide) and whose password hash is
 * unusable: they sign in with an e-mailed link or a passkey, never a password.
 * Their sessions live in a table of their own, read only by the shopper
 * middleware under their own cookie: the staff session lookup can never find
 * one, so a shopper's cookie opens nothing on the staff side.
 */

/** Only SHA-256(token) is stored, as for staff sessions. */
export const shopperSessions = sqliteTable(
  'shopper_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shopper_sessions_user_idx').on(t.userId)],
);

/** One-time sign-in links: SHA-256 of the token only; used once, 15 minutes. */
export const shopperSignInLinks = sqliteTable(
  'shopper_sign_in_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('shopper_sign_in_links_expiry_idx').on(t.expiresAt)],
);

/** WebAuthn credentials (passkeys): the public key only; the private key never leaves the shopper's device. */
export const shopperPasskeys = sqliteTable(
  'shopper_passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('shopper_passkeys_user_idx').on(t.userId)],
);

/** What the shopper chose for their alerts (one row per shopper, made on first sign-in). */
export const shopperPreferences = sqliteTable('shopper_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E-mail on price drops, reservations and sales of saved vehicles (needs express consent as well). */
  savedVehicleAlerts: integer('saved_vehicle_alerts', { mode: 'boolean' }).notNull().default(false),
  alertFrequency: text('alert_frequency', { enum: ALERT_FREQUENCIES }).notNull().default('instant'),
  updatedAt: updatedAt(),
});

/** "Alert me": an inventory filter combination or a "car I am looking for" request. */
export const savedSearches = sqliteTable(
  'saved_searches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    criteria: text('criteria', { mode: 'json' }).$type<SavedSearchCriteria>().notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('instant'),
    paused: integer('paused', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/**
 * Things to tell a shopper, found by the alert job (src/server/shoppers/alert-job.ts): sent at once
 * or gathered into a daily or weekly digest. A vehicle matches one saved search once.
 */
export const shopperAlerts = sqliteTable(
  'shopper_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    /** For a price drop: the all-in prices before and after, in dollars. */
    oldPrice: integer('old_price'),
    newPrice: integer('new_price'),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shopper_alerts_unsent_idx').on(t.sentAt, t.userId),
    uniqueIndex('shopper_alerts_search_vehicle_uq').on(t.savedSearchId, t.vehicleId, t.kind),
  ],
);

/**
 * What the alert job last saw of each vehicle: a publish, a price drop or a status change is found by
 * comparing against it, so a staff save does no alert work at all.
 */
export const alertVehicleState = sqliteTable('alert_vehicle_state', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  price: integer('price').notNull(),
  priceOnRequest: integer('price_on_request', { mode: 'boolean' }).notNull(),
});

export type SavedSearch = typeof savedSearches.$inferSelect;
export type ShopperAlert = typeof shopperAlerts.$inferSelect;
export type ShopperPasskey = typeof shopperPasskeys.$inferSelect;
