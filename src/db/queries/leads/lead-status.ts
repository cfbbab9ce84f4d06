import { eq } from 'drizzle-orm';
import { inquiries } from '#src/db/schema';
import { logActivity } from '#src/db/queries/activity';
import type { Db } from '#src/db/client';
import { INQUIRY_STATUS_LABELS } from '#src/lib/enums';
import { LEAD_OUTCOME_LABELS, statusAfterStep, type LeadStep, type StatusMove } from '#src/lib/leads/status-rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves a lead's status after one of its steps (src/lib/leads/status-rules.ts), inside the step's own transaction,
 * and logs the move with the step that caused it. Returns the move, or null when the status stays.
 */
export function moveLeadStatus(
  tx: Tx | Db,
  inquiryId: number,
  step: LeadStep,
  actor: { id: number | null; name: string },
): StatusMove | null {
  const current = tx
    .select({ status: inquiries.status, outcome: inquiries.outcome })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId))
    .get();
  if (!current) return null;
  const move = statusAfterStep(current, step);
  if (!move) return null;
  tx.update(inquiries)
    .set({ status: move.status, outcome: move.outcome, outcomeReason: move.reason })
    .where(eq(inquiries.id, inquiryId))
    .run();
  const label = move.outcome
    ? `${INQUIRY_STATUS_LABELS[move.status]} (${LEAD_OUTCOME_LABELS[move.outcome].toLowerCase()})`
    : INQUIRY_STATUS_LABELS[move.status];
  logActivity(
    {
      userId: actor.id,
      actorName: actor.name,
      action: 'inquiry.status',
      entityType: 'inquiry',
      entityId: inquiryId,
      summary: `Lead moved to ${label}: ${move.why}`,
    },
    tx,
  );
  return move;
}
