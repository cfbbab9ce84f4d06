import type { InquiryStatus } from '#src/lib/enums';

/**
 * A lead's status follows its own steps (issue 40 item 5, issue 38 item 9): once someone acted on a lead it is
 * no longer New, a sale closes it as won, an ending without a sale closes it as lost with the reason.
 * Staff may still set any status by hand; these rules only move it when a step happens.
 */

export const LEAD_OUTCOMES = ['won', 'lost'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];
export const LEAD_OUTCOME_LABELS: Record<LeadOutcome, string> = { won: 'Won', lost: 'Lost' };

/** A step taken on a lead, by staff, the customer or a job. */
export type LeadStep =
  | { kind: 'reply-sent' }
  | { kind: 'hold'; action: 'accept' | 'deposit' | 'extend' | 'decline' | 'release' | 'expire' | 'sell' }
  | { kind: 'offer'; decision: 'accepted' | 'countered' | 'declined' }
  | { kind: 'appointment'; to: 'confirmed' | 'cancelled' | 'expired'; by: 'customer' | 'staff' }
  | { kind: 'sale' };

export type LeadState = { status: InquiryStatus; outcome: LeadOutcome | null };
export type StatusMove = { status: InquiryStatus; outcome: LeadOutcome | null; reason: string | null; why: string };

type Target = { status: InquiryStatus; outcome?: LeadOutcome; reason?: string; why: string };

const HOLD_TARGET: Record<Extract<LeadStep, { kind: 'hold' }>['action'], Target> = {
  accept: { status: 'in-progress', why: 'hold accepted' },
  deposit: { status: 'in-progress', why: 'deposit received' },
  extend: { status: 'in-progress', why: 'hold extended' },
  decline: { status: 'closed', outcome: 'lost', reason: 'Hold declined', why: 'hold declined' },
  release: { status: 'closed', outcome: 'lost', reason: 'Hold released', why: 'hold released' },
  expire: { status: 'closed', outcome: 'lost', reason: 'Hold expired', why: 'hold expired' },
  sell: { status: 'closed', outcome: 'won', why: 'vehicle sold' },
};

const OFFER_TARGET: Record<Extract<LeadStep, { kind: 'offer' }>['decision'], Target> = {
  accepted: { status: 'in-progress', why: 'offer accepted' },
  countered: { status: 'in-progress', why: 'counter-offer sent' },
  declined: { status: 'closed', outcome: 'lost', reason: 'Offer declined', why: 'offer declined' },
};

function targetOf(step: LeadStep): Target {
  switch (step.kind) {
    case 'reply-sent':
      return { status: 'responded', why: 'reply sent' };
    case 'hold':
      return HOLD_TARGET[step.action];
    case 'offer':
      return OFFER_TARGET[step.decision];
    case 'appointment':
      if (step.to === 'confirmed') return { status: 'in-progress', why: 'viewing confirmed' };
      if (step.to === 'expired')
        return { status: 'closed', outcome: 'lost', reason: 'Booking not confirmed in time', why: 'unconfirmed booking expired' };
      return step.by === 'customer'
        ? { status: 'closed', outcome: 'lost', reason: 'Booking cancelled by the customer', why: 'booking cancelled' }
        : { status: 'closed', outcome: 'lost', reason: 'Booking cancelled by the dealer', why: 'booking cancelled' };
    case 'sale':
      return { status: 'closed', outcome: 'won', why: 'sale recorded' };
  }
}

const FINISHED: readonly InquiryStatus[] = ['resolved', 'closed'];

/**
 * Where `step` moves a lead in `current`, or null when it stays as it is. A sale wins over anything but a win;
 * an ending without a sale never reopens nor overrides a finished lead; an open step (a reply, an accepted
 * hold, a confirmed viewing) moves an open lead only, so a lead staff closed by hand stays closed.
 */
export function statusAfterStep(current: LeadState, step: LeadStep): StatusMove | null {
  const target = targetOf(step);
  if (target.outcome === 'won') {
    if (current.outcome === 'won') return null;
  } else if (FINISHED.includes(current.status)) {
    return null;
  } else if (!target.outcome && current.status === target.status) {
    return null;
  }
  return { status: target.status, outcome: target.outcome ?? null, reason: target.reason ?? null, why: target.why };
}

/** The outcome a status set by hand keeps: an open status clears it, a finished one keeps what the steps found. */
export function outcomeAfterManualStatus(current: LeadState, status: InquiryStatus): LeadOutcome | null {
  return FINISHED.includes(status) ? current.outcome : null;
}
