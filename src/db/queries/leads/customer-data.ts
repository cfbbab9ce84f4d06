import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { db } from '#src/db/client';
import {
  activityLog,
  consentRecords,
  garageRegister,
  inquiries,
  outboxMessages,
  vehicleHolds,
  vehicles,
  type ConsentRecord,
  type GarageRegisterEntry,
  type OutboxMessage,
} from '#src/db/schema';
import { logActivity } from '#src/db/queries/activity';
import { deleteRecipient, suppressAddress } from '#src/db/queries/mail-recipients';
import { keyedHash } from '#src/db/queries/secrets';
import { marketingConsentAt } from '#src/lib/consent/windows';
import type { Actor } from '#src/db/queries/inquiries';
import { getLeadDetail, type LeadDetail } from './lead-detail';
import { photoNamesOfLeads } from './trade-ins';

/**
 * PIPEDA access and deletion: everything the site holds about one customer,
 * found by e-mail address (any case). The garage register is the exception:
 * Ontario requires it to be kept, so it is exported but never erased.
 */

const sameEmail = (column: typeof inquiries.email | typeof consentRecords.email | typeof outboxMessages.to, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

function leadIdsOf(email: string): number[] {
  return db()
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(sameEmail(inquiries.email, email))
    .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
    .all()
    .map((r) => r.id);
}

/**
 * A short fingerprint of the address: the activity log can show which request was handled without keeping
 * the address. Keyed (HMAC with the server's key file), so it cannot be checked against a guessed address
 * by anyone holding only the database.
 */
export function emailReference(email: string): string {
  return keyedHash('activity-reference', email.trim().toLowerCase()).slice(0, 12);
}

export type CustomerData = {
  email: string;
  leads: LeadDetail[];
  consentRecords: ConsentRecord[];
  emails: OutboxMessage[];
  /** Register entries sold to a name on these leads: kept by law, never erased. */
  garageRegister: GarageRegisterEntry[];
};

/** Everything held about this customer; undefined when nothing is. */
export function findCustomerData(email: string): CustomerData | undefined {
  const ids = leadIdsOf(email);
  const leads = ids
    .map((id) => {
      const type = db().select({ type: inquiries.type }).from(inquiries).where(eq(inquiries.id, id)).get()?.type;
      return type ? getLeadDetail(type, id) : undefined;
    })
    .filter((l): l is LeadDetail => !!l);
  const consent = db()
    .select()
    .from(consentRecords)
    .where(sameEmail(consentRecords.email, email))
    .orderBy(asc(consentRecords.createdAt))
    .all();
  const emails = db()
    .select()
    .from(outboxMessages)
    .where(
      ids.length ? or(sameEmail(outboxMessages.to, email), inArray(outboxMessages.inquiryId, ids)) : sameEmail(outboxMessages.to, email),
    )
    .orderBy(asc(outboxMessages.createdAt))
    .all();
  const names = [...new Set(leads.map((l) => l.name.trim().toLowerCase()))];
  const register = names.length
    ? db()
        .select()
        .from(garageRegister)
        .where(inArray(sql`lower(trim(${garageRegister.soldToName}))`, names))
        .all()
    : [];
  if (!leads.length && !consent.length && !emails.length) return undefined;
  return { email: email.trim(), leads, consentRecords: consent, emails, garageRegister: register };
}

export function recordCustomerExport(email: string, leadCount: number, actor: Actor): void {
  logActivity({
    userId: actor.id,
    actorName: actor.name,
    action: 'customer.exported',
    entityType: 'inquiry',
    summary: `Exported a customer's data on request (ref ${emailReference(email)}, ${leadCount} lead${leadCount === 1 ? '' : 's'})`,
  });
}

export type ErasureResult = { leads: number; consentRecords: number; emails: number; photoNames: string[] };

/**
 * Erases the customer's leads (with their replies, trade-ins, photos' rows,
 * offers, financing answers, appointments and holds, which go with the lead),
 * consent records, e-mails and the activity entries that name them, in one
 * transaction, releasing a car their hold had reserved, and records the
 * erasure without the address. The caller
 * deletes the photo files. Undefined when nothing is held.
 */
export function eraseCustomerData(email: string, actor: Actor): ErasureResult | undefined {
  return db().transaction((tx) => {
    const ids = tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(sameEmail(inquiries.email, email))
      .all()
      .map((r) => r.id);
    const photoNames = photoNamesOfLeads(ids);
    const emails = tx
      .delete(outboxMessages)
      .where(
        ids.length ? or(sameEmail(outboxMessages.to, email), inArray(outboxMessages.inquiryId, ids)) : sameEmail(outboxMessages.to, email),
      )
      .run().changes;
    const history = tx.select().from(consentRecords).where(sameEmail(consentRecords.email, email)).all();
    // Their unsubscribe outlives the erasure, as a keyed hash only: a later lead does not put them back on a list.
    if (marketingConsentAt(history).state === 'withdrawn') suppressAddress(email, tx);
    const consent = tx.delete(consentRecords).where(sameEmail(consentRecords.email, email)).run().changes;
    deleteRecipient(email, tx);
    if (ids.length) {
      // A car their deposit reserved goes back on sale: the hold that reserved it leaves with their leads.
      const reserved = tx
        .select({ id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model })
        .from(vehicleHolds)
        .innerJoin(vehicles, eq(vehicles.id, vehicleHolds.vehicleId))
        .where(and(inArray(vehicleHolds.inquiryId, ids), eq(vehicleHolds.status, 'reserved'), eq(vehicles.status, 'reserved')))
        .all();
      for (const car of reserved) {
        tx.update(vehicles).set({ status: 'available' }).where(eq(vehicles.id, car.id)).run();
        logActivity(
          {
            userId: actor.id,
            actorName: actor.name,
            action: 'vehicle.status',
            entityType: 'vehicle',
            entityId: car.id,
            summary: `Changed ${car.year} ${car.make} ${car.model} from reserved to available (the customer whose hold reserved it was erased)`,
          },
          tx,
        );
      }
      tx.delete(activityLog)
        .where(and(eq(activityLog.entityType, 'inquiry'), inArray(activityLog.entityId, ids)))
        .run();
      tx.delete(inquiries).where(inArray(inquiries.id, ids)).run();
    }
    if (!ids.length && !consent && !emails) return undefined;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'customer.erased',
        entityType: 'inquiry',
        summary: `Erased a customer's data on request (ref ${emailReference(email)}): ${ids.length} lead${ids.length === 1 ? '' : 's'}, ${consent} consent record${consent === 1 ? '' : 's'}, ${emails} e-mail${emails === 1 ? '' : 's'}; garage register kept`,
      },
      tx,
    );
    return { leads: ids.length, consentRecords: consent, emails, photoNames };
  });
}

/**
 * After an erasure, makes the deleted text unrecoverable from the files: the connection runs with
 * secure_delete (freed space is zeroed), the search index is rebuilt from what is left (its old segments,
 * which hold the erased words, are deleted and so zeroed), and the WAL is checkpointed and truncated (it
 * still holds the pages as they were before). Best effort for the truncation: a reader in the middle of a
 * transaction keeps the WAL until the next checkpoint.
 */
export function purgeErasedText(): void {
  const sqlite = db().$client;
  sqlite.exec("insert into inquiries_search(inquiries_search) values ('rebuild')");
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
}
