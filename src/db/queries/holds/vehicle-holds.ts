import { and, eq, inArray, lte } from 'drizzle-orm';
import { db } from '#src/db/client';
import { vehicleHolds, vehicles, type Vehicle, type VehicleHold } from '#src/db/schema';
import { logActivity } from '#src/db/queries/activity';
import { moveLeadStatus } from '#src/db/queries/leads/lead-status';
import type { Tx } from '#src/db/queries/leads/insert-lead';
import {
  ACTIVE_HOLD_STATUSES,
  HOLD_STATUS_LABELS,
  extendedExpiry,
  holdExpiry,
  nextHoldStatus,
  type DepositMethod,
  type HoldAction,
  type HoldStatus,
} from '#src/lib/remote-buying/hold-state';
import { vehicleTitle } from '#src/lib/vehicle-status';

export type HoldActor = { id: number | null; name: string };

/** A shopper's request to hold a vehicle, in the lead's transaction (storeLead). */
export function insertHoldRequest(tx: Tx, inquiryId: number, vehicleId: number): VehicleHold {
  return tx.insert(vehicleHolds).values({ inquiryId, vehicleId }).returning().get();
}

export function getHold(inquiryId: number): VehicleHold | undefined {
  return db().select().from(vehicleHolds).where(eq(vehicleHolds.inquiryId, inquiryId)).get();
}

export type HoldStep = {
  action: HoldAction;
  now: Date;
  /** accept, deposit, extend: how long the hold lasts from now (or, extending, from its expiry). */
  hours?: number;
  depositMethod?: DepositMethod;
  depositAmount?: number;
};

export type HoldStepResult =
  | { ok: true; hold: VehicleHold; before: HoldStatus; vehicle: Vehicle }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'wrong-state'; status: HoldStatus }
  | { ok: false; reason: 'vehicle-unavailable'; vehicleStatus: Vehicle['status'] }
  | { ok: false; reason: 'vehicle-held' };

/** True for SQLite's refusal of a second active hold on one vehicle (vehicle_holds_one_active_uq). */
function isSecondActiveHold(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' && /vehicle_holds\.vehicle_id/.test(e.message ?? '');
}

const ACTIVITY_VERB: Record<HoldAction, string> = {
  accept: 'Accepted the hold request',
  decline: 'Declined the hold request',
  deposit: 'Deposit received: reserved',
  extend: 'Extended the hold',
  release: 'Released the hold',
  sell: 'Hold converted to a sale',
  expire: 'Hold expired',
};

/**
 * One step of a hold (src/lib/remote-buying/hold-state.ts), with the vehicle's status and the
 * activity entry, in one transaction. The deposit reserves the car (it must be available), a
 * release or expiry of a reserved hold makes it available again. A second accepted or reserved hold
 * on the same vehicle is refused by the database (`vehicle-held`), however the requests race.
 */
export function applyHoldStep(inquiryId: number, step: HoldStep, actor: HoldActor): HoldStepResult {
  try {
    return db().transaction((tx) => stepInTransaction(tx, inquiryId, step, actor));
  } catch (error) {
    if (isSecondActiveHold(error)) return { ok: false, reason: 'vehicle-held' };
    throw error;
  }
}

function stepInTransaction(tx: Tx, inquiryId: number, step: HoldStep, actor: HoldActor): HoldStepResult {
  const hold = tx.select().from(vehicleHolds).where(eq(vehicleHolds.inquiryId, inquiryId)).get();
  if (!hold) return { ok: false, reason: 'not-found' };
  const vehicle = tx.select().from(vehicles).where(eq(vehicles.id, hold.vehicleId)).get();
  if (!vehicle) return { ok: false, reason: 'not-found' };
  const to = nextHoldStatus(hold.status, step.action);
  if (!to) return { ok: false, reason: 'wrong-state', status: hold.status };

  const hours = step.hours ?? 0;
  const set: Partial<VehicleHold> = { status: to };
  let vehicleStatus: Vehicle['status'] | null = null;
  switch (step.action) {
    case 'accept':
      if (vehicle.status !== 'available') return { ok: false, reason: 'vehicle-unavailable', vehicleStatus: vehicle.status };
      Object.assign(set, { depositMethod: step.depositMethod, depositAmount: step.depositAmount, expiresAt: holdExpiry(step.now, hours) });
      break;
    case 'deposit':
      if (vehicle.status !== 'available') return { ok: false, reason: 'vehicle-unavailable', vehicleStatus: vehicle.status };
      Object.assign(set, { depositReceivedAt: step.now, expiresAt: holdExpiry(step.now, hours) });
      vehicleStatus = 'reserved';
      break;
    case 'extend':
      set.expiresAt = extendedExpiry(hold.expiresAt, step.now, hours);
      break;
    case 'decline':
    case 'release':
    case 'expire':
      set.endReason = step.action === 'expire' ? 'expired' : step.action === 'decline' ? 'declined' : 'released by staff';
      if (hold.status === 'reserved' && vehicle.status === 'reserved') vehicleStatus = 'available';
      break;
    case 'sell':
      set.endReason = 'sold';
      break;
  }
  const updated = tx.update(vehicleHolds).set(set).where(eq(vehicleHolds.id, hold.id)).returning().get();
  const after = vehicleStatus
    ? tx.update(vehicles).set({ status: vehicleStatus }).where(eq(vehicles.id, vehicle.id)).returning().get()
    : vehicle;
  const until = updated.expiresAt && (to === 'accepted' || to === 'reserved') ? ` until ${updated.expiresAt.toISOString()}` : '';
  logActivity(
    {
      userId: actor.id,
      actorName: actor.name,
      action: `hold.${step.action}`,
      entityType: 'inquiry',
      entityId: inquiryId,
      summary: `${ACTIVITY_VERB[step.action]} on the ${vehicleTitle(vehicle)} (${HOLD_STATUS_LABELS[hold.status]} → ${HOLD_STATUS_LABELS[to]}${until})`,
    },
    tx,
  );
  moveLeadStatus(tx, inquiryId, { kind: 'hold', action: step.action }, actor);
  if (vehicleStatus)
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.status',
        entityType: 'vehicle',
        entityId: vehicle.id,
        summary: `Changed ${vehicleTitle(vehicle)} from ${vehicle.status} to ${vehicleStatus} (hold of lead #${inquiryId})`,
      },
      tx,
    );
  return { ok: true, hold: updated, before: hold.status, vehicle: after };
}

/** The active holds whose expiry has come at `now` (the hold-expiry job releases each). */
export function listExpiredHolds(now: Date): VehicleHold[] {
  return db()
    .select()
    .from(vehicleHolds)
    .where(and(inArray(vehicleHolds.status, ACTIVE_HOLD_STATUSES), lte(vehicleHolds.expiresAt, now)))
    .all();
}

/**
 * A sale recorded for a vehicle (markVehicleSold, inside its transaction) ends its active hold as sold.
 * Returns the hold's lead id, for the customer's e-mail after the commit.
 */
export function convertHoldOnSale(tx: Tx, vehicleId: number, actor: HoldActor): number | null {
  const hold = tx
    .select()
    .from(vehicleHolds)
    .where(and(eq(vehicleHolds.vehicleId, vehicleId), inArray(vehicleHolds.status, ACTIVE_HOLD_STATUSES)))
    .get();
  if (!hold) return null;
  tx.update(vehicleHolds).set({ status: 'sold', endReason: 'sold' }).where(eq(vehicleHolds.id, hold.id)).run();
  logActivity(
    {
      userId: actor.id,
      actorName: actor.name,
      action: 'hold.sell',
      entityType: 'inquiry',
      entityId: hold.inquiryId,
      summary: `${ACTIVITY_VERB.sell} (${HOLD_STATUS_LABELS[hold.status]} → ${HOLD_STATUS_LABELS.sold})`,
    },
    tx,
  );
  moveLeadStatus(tx, hold.inquiryId, { kind: 'sale' }, actor);
  return hold.inquiryId;
}
