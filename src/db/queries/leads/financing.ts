import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FinancingLeadInput } from '#src/lib/validation/leads';
import { db, type Db } from '#src/db/client';
import { activityLog, financingRequests, inquiries, outboxMessages, type FinancingRequest } from '#src/db/schema';
import { logActivity } from '#src/db/queries/activity';
import type { Tx } from './insert-lead';

/** A pre-qualification's answers, in the lead's transaction (storeLead). The inbox row carries no figures. */
export function insertFinancingRequest(tx: Tx, inquiryId: number, input: FinancingLeadInput): FinancingRequest {
  return tx
    .insert(financingRequests)
    .values({
      inquiryId,
      employmentStatus: input.employmentStatus,
      incomeBand: input.incomeBand,
      housingCost: input.housingCost,
      termMonths: input.termMonths,
      downPayment: input.downPayment,
      contactConsent: input.contactConsent,
    })
    .returning()
    .get();
}

export function getFinancingDetail(inquiryId: number): FinancingRequest | undefined {
  return db().select().from(financingRequests).where(eq(financingRequests.inquiryId, inquiryId)).get();
}

/** The moment before which a closed financing lead is deleted. */
export function financingCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - months);
  return cutoff;
}

/**
 * The retention rule: financing leads closed (resolved or closed) more than
 * `months` ago are deleted with their answers, replies, e-mails and activity entries. The
 * activity entry counts them and names nobody. Returns how many went.
 */
export function pruneClosedFinancingLeads(now: Date, months: number, database: Db = db()): number {
  const cutoff = financingCutoff(now, months);
  return database.transaction((tx) => {
    const ids = tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.type, 'financing'), isNotNull(inquiries.closedAt), lt(inquiries.closedAt, cutoff)))
      .all()
      .map((r) => r.id);
    if (!ids.length) return 0;
    tx.delete(outboxMessages).where(inArray(outboxMessages.inquiryId, ids)).run();
    // Status changes are logged with the customer's name: those entries go with the lead.
    tx.delete(activityLog)
      .where(and(eq(activityLog.entityType, 'inquiry'), inArray(activityLog.entityId, ids)))
      .run();
    tx.delete(inquiries).where(inArray(inquiries.id, ids)).run();
    logActivity(
      {
        actorName: 'Retention rule',
        action: 'financing.pruned',
        entityType: 'inquiry',
        summary: `${ids.length} financing lead${ids.length === 1 ? '' : 's'} deleted ${months} months after closing`,
      },
      tx,
    );
    return ids.length;
  });
}
