import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Machines' API keys (issue 41). Only SHA-256 of the secret is kept: the secret is shown once, when the key is
 * made or rotated, and a leaked database does not leak a live key. A key acts for the admin who made it (the
 * records it writes name them), so it goes with their account.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** The secret's last four characters, so the admin can tell which copy an integration holds. */
    hint: text('hint').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rotatedAt: integer('rotated_at', { mode: 'timestamp_ms' }),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    /** The client key (src/lib/net/client-key.ts) of the last request: an IPv4 address or an IPv6 /64. */
    lastUsedFrom: text('last_used_from'),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('api_keys_created_idx').on(t.createdAt)],
);

/**
 * Where events are pushed (Standard Webhooks). The signing secret is kept as issued (the server signs with it);
 * no answer after the first one carries it.
 */
export const webhookEndpoints = sqliteTable('webhook_endpoints', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull(),
  events: text('events', { mode: 'json' }).$type<string[]>().notNull(),
  secret: text('secret').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** A removed endpoint keeps its delivery log but is sent nothing more. */
  removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
});

/**
 * One event for one endpoint, written in the transaction of the change it reports (a crash loses none) and sent
 * by the webhook-delivery job until it is delivered or its day of retries runs out.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header: the same on every attempt, so a receiver can drop a repeat. */
    messageId: text('message_id').notNull().unique(),
    eventType: text('event_type').notNull(),
    /** The JSON body as first signed and sent. */
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** Each attempt at a delivery: its HTTP status, or what failed before one came back. */
export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);

export type ApiKey = typeof apiKeys.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
