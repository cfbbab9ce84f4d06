import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookDelivery } from '#src/db/schema';
import { logActivity } from './activity';
import type { Actor } from './inquiries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An endpoint as the admin's list shows it: never its signing secret. */
export type WebhookEndpointSummary = { id: number; url: string; events: string[]; createdAt: Date };
const summaryColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  createdAt: webhookEndpoints.createdAt,
};

export function listWebhookEndpoints(): WebhookEndpointSummary[] {
  return db()
    .select(summaryColumns)
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.removedAt))
    .orderBy(desc(webhookEndpoints.id))
    .all();
}

export function createWebhookEndpoint(input: { url: string; events: string[]; secret: string }, actor: Actor): WebhookEndpointSummary {
  return db().transaction((tx) => {
    const row = tx
      .insert(webhookEndpoints)
      .values({ ...input, createdBy: actor.id })
      .returning(summaryColumns)
      .get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'webhook.created',
        entityType: 'webhook',
        entityId: row.id,
        summary: `Webhook to ${input.url} created (${input.events.join(', ')})`,
      },
      tx,
    );
    return row;
  });
}

export function removeWebhookEndpoint(id: number, actor: Actor): boolean {
  return db().transaction((tx) => {
    const row = tx
      .update(webhookEndpoints)
      .set({ removedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.removedAt)))
      .returning({ url: webhookEndpoints.url })
      .get();
    if (!row) return false;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'webhook.removed',
        entityType: 'webhook',
        entityId: id,
        summary: `Webhook to ${row.url} removed`,
      },
      tx,
    );
    return true;
  });
}

/**
 * Queues an event for every live endpoint subscribed to it, in the caller's transaction: the change and its
 * deliveries commit together, so a crash loses none. `data` names the record; the sender builds the body from
 * it at the first attempt and keeps that body for every retry.
 */
export function queueWebhookEvent(tx: Tx, type: string, data: Record<string, unknown>): void {
  const endpoints = tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.removedAt), sql`exists (select 1 from json_each(${webhookEndpoints.events}) where value = ${type})`))
    .all();
  const now = new Date();
  for (const { id } of endpoints) {
    tx.insert(webhookDeliveries)
      .values({
        endpointId: id,
        messageId: `msg_${randomUUID().replaceAll('-', '')}`,
        eventType: type,
        payload: JSON.stringify(data),
        nextAttemptAt: now,
      })
      .run();
  }
}

export type DueDelivery = WebhookDelivery & { url: string; secret: string };

/** Deliveries whose time has come, oldest first, with their endpoint's address and secret. */
export function dueWebhookDeliveries(now: Date, limit = 50): DueDelivery[] {
  return db()
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now), isNull(webhookEndpoints.removedAt)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit)
    .all()
    .map(({ delivery, url, secret }) => ({ ...delivery, url, secret }));
}

/** One attempt's outcome: the body as sent, the attempt in the log, and the delivery done, retried later, or given up. */
export function recordWebhookAttempt(
  delivery: { id: number; attempts: number },
  outcome: {
    payload: string;
    statusCode: number | null;
    error: string | null;
    durationMs: number;
    delivered: boolean;
    nextAttemptAt: Date | null;
  },
): void {
  db().transaction((tx) => {
    tx.insert(webhookAttempts)
      .values({ deliveryId: delivery.id, statusCode: outcome.statusCode, error: outcome.error, durationMs: outcome.durationMs })
      .run();
    const status = outcome.delivered ? 'delivered' : outcome.nextAttemptAt ? 'pending' : 'failed';
    tx.update(webhookDeliveries)
      .set({
        payload: outcome.payload,
        attempts: delivery.attempts + 1,
        status,
        ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
        ...(outcome.delivered ? { deliveredAt: new Date() } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id))
      .run();
  });
}

/** "Send again": a delivery (delivered or given up) is queued for now, with the same id and body. */
export function requeueWebhookDelivery(id: number): boolean {
  return (
    db().update(webhookDeliveries).set({ status: 'pending', nextAttemptAt: new Date() }).where(eq(webhookDeliveries.id, id)).run().changes >
    0
  );
}

/** An endpoint's latest deliveries with each attempt's status, newest first. */
export function webhookDeliveryLog(endpointId: number, limit = 50) {
  const deliveries = db()
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
    .all();
  return deliveries.map((d) => ({
    ...d,
    log: db()
      .select({
        statusCode: webhookAttempts.statusCode,
        error: webhookAttempts.error,
        durationMs: webhookAttempts.durationMs,
        at: webhookAttempts.createdAt,
      })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, d.id))
      .orderBy(asc(webhookAttempts.id))
      .all(),
  }));
}

type VehicleState = {
  id: number;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  price: number;
  status: string;
};

/**
 * The vehicle.* events of one change, queued in its transaction: published (out of draft, or added for sale),
 * sold, price_changed, and updated for any other edit or status change.
 */
export function queueVehicleEvents(tx: Tx, before: VehicleState | undefined, after: VehicleState): void {
  const { id, vin, year, make, model, trim, price, status } = after;
  const data = { vehicle: { id, vin, year, make, model, trim: trim ?? null, price, status } };
  if (status !== 'draft' && (!before || before.status === 'draft')) queueWebhookEvent(tx, 'vehicle.published', data);
  if (status === 'sold' && before && before.status !== 'sold') queueWebhookEvent(tx, 'vehicle.sold', data);
  if (before && before.price !== price) queueWebhookEvent(tx, 'vehicle.price_changed', { ...data, previousPrice: before.price });
  if (before) queueWebhookEvent(tx, 'vehicle.updated', data);
}
