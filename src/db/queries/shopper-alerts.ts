import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import { db } from '#src/db/client';
import {
  alertVehicleState,
  savedVehicles,
  shopperAlerts,
  shopperPreferences,
  siteSettings,
  vehicles,
  type ShopperAlert,
} from '#src/db/schema';
import type { AlertFrequency, AlertKind } from '#src/lib/shoppers/alerts';

/** What the alert job compares: every vehicle now, and what it saw of each last time. */
export function readAlertSnapshot() {
  const now = db()
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      mileage: vehicles.mileage,
      color: vehicles.color,
      category: vehicles.category,
      status: vehicles.status,
      price: vehicles.price,
      priceOnRequest: vehicles.priceOnRequest,
      features: vehicles.features,
    })
    .from(vehicles)
    .all();
  const seen = new Map(
    db()
      .select()
      .from(alertVehicleState)
      .all()
      .map((s) => [s.vehicleId, s]),
  );
  const started = !!db().select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, STARTED)).get();
  return { now, seen, started };
}

/** Set once the job has recorded the stock it first saw (from then on, a vehicle it has not seen is new). */
const STARTED = 'shopper-alerts.started';
export type AlertSnapshotVehicle = ReturnType<typeof readAlertSnapshot>['now'][number];

export type NewAlert = {
  userId: number;
  vehicleId: number;
  savedSearchId: number | null;
  kind: AlertKind;
  frequency: AlertFrequency;
  oldPrice?: number | null;
  newPrice?: number | null;
};

/** Stores the alerts found and what was seen, in one transaction; a vehicle already alerted for a search is not again. */
export function storeAlertsAndSnapshot(alerts: readonly NewAlert[], seen: readonly AlertSnapshotVehicle[]): number {
  return db().transaction((tx) => {
    let added = 0;
    for (const a of alerts) added += tx.insert(shopperAlerts).values(a).onConflictDoNothing().run().changes;
    for (const v of seen) {
      const state = { status: v.status, price: v.price, priceOnRequest: v.priceOnRequest };
      tx.insert(alertVehicleState)
        .values({ vehicleId: v.id, ...state })
        .onConflictDoUpdate({ target: alertVehicleState.vehicleId, set: state })
        .run();
    }
    tx.insert(siteSettings).values({ key: STARTED, value: true, updatedAt: new Date() }).onConflictDoNothing().run();
    return added;
  });
}

/** Who saved these vehicles and asked to hear about them: userId, vehicleId and the frequency they chose. */
export function listWatchers(vehicleIds: readonly number[]): { userId: number; vehicleId: number; frequency: AlertFrequency }[] {
  if (!vehicleIds.length) return [];
  return db()
    .select({ userId: savedVehicles.userId, vehicleId: savedVehicles.vehicleId, frequency: shopperPreferences.alertFrequency })
    .from(savedVehicles)
    .innerJoin(shopperPreferences, eq(shopperPreferences.userId, savedVehicles.userId))
    .where(and(inArray(savedVehicles.vehicleId, [...vehicleIds]), eq(shopperPreferences.savedVehicleAlerts, true)))
    .all();
}

export function listUnsentAlerts(): ShopperAlert[] {
  return db().select().from(shopperAlerts).where(isNull(shopperAlerts.sentAt)).all();
}

/** When the shopper was last sent alerts of this frequency (a digest is due a day or a week after). */
export function lastAlertSent(userId: number, frequency: AlertFrequency): number | null {
  const row = db()
    .select({ at: max(shopperAlerts.sentAt) })
    .from(shopperAlerts)
    .where(and(eq(shopperAlerts.userId, userId), eq(shopperAlerts.frequency, frequency)))
    .get();
  return row?.at ? row.at.getTime() : null;
}

export function markAlertsSent(ids: readonly number[], at = new Date()): void {
  if (ids.length)
    db()
      .update(shopperAlerts)
      .set({ sentAt: at })
      .where(inArray(shopperAlerts.id, [...ids]))
      .run();
}
