import { describe, expect, it } from 'vitest';
import { outcomeAfterManualStatus, statusAfterStep, type LeadState } from './status-rules';

const fresh: LeadState = { status: 'new', outcome: null };

describe('statusAfterStep', () => {
  it('moves a new lead on once someone acted on it', () => {
    expect(statusAfterStep(fresh, { kind: 'hold', action: 'accept' })).toMatchObject({ status: 'in-progress', outcome: null });
    expect(statusAfterStep(fresh, { kind: 'offer', decision: 'countered' })).toMatchObject({ status: 'in-progress' });
    expect(statusAfterStep(fresh, { kind: 'appointment', to: 'confirmed', by: 'staff' })).toMatchObject({ status: 'in-progress' });
    expect(statusAfterStep(fresh, { kind: 'reply-sent' })).toMatchObject({ status: 'responded' });
  });

  it('closes as won on a sale, with no reason', () => {
    expect(statusAfterStep(fresh, { kind: 'sale' })).toEqual({ status: 'closed', outcome: 'won', reason: null, why: 'sale recorded' });
    expect(statusAfterStep({ status: 'in-progress', outcome: null }, { kind: 'hold', action: 'sell' })).toMatchObject({
      status: 'closed',
      outcome: 'won',
    });
  });

  it('closes as lost with the reason when it ends without a sale', () => {
    expect(statusAfterStep({ status: 'in-progress', outcome: null }, { kind: 'hold', action: 'expire' })).toMatchObject({
      status: 'closed',
      outcome: 'lost',
      reason: 'Hold expired',
    });
    expect(statusAfterStep(fresh, { kind: 'hold', action: 'decline' })).toMatchObject({ outcome: 'lost', reason: 'Hold declined' });
    expect(statusAfterStep(fresh, { kind: 'offer', decision: 'declined' })).toMatchObject({ outcome: 'lost', reason: 'Offer declined' });
    expect(statusAfterStep(fresh, { kind: 'appointment', to: 'cancelled', by: 'customer' })).toMatchObject({
      outcome: 'lost',
      reason: 'Booking cancelled by the customer',
    });
    expect(statusAfterStep(fresh, { kind: 'appointment', to: 'expired', by: 'customer' })).toMatchObject({
      outcome: 'lost',
      reason: 'Booking not confirmed in time',
    });
  });

  it('a hold accepted, paid and sold ends closed as won', () => {
    let state: LeadState = fresh;
    for (const action of ['accept', 'deposit', 'sell'] as const) {
      const move = statusAfterStep(state, { kind: 'hold', action });
      if (move) state = { status: move.status, outcome: move.outcome };
    }
    expect(state).toEqual({ status: 'closed', outcome: 'won' });
  });

  it('leaves a lead alone when the step changes nothing', () => {
    expect(statusAfterStep({ status: 'in-progress', outcome: null }, { kind: 'hold', action: 'deposit' })).toBeNull();
    expect(statusAfterStep({ status: 'closed', outcome: 'won' }, { kind: 'sale' })).toBeNull();
  });

  it('never reopens a finished lead, nor loses a won one', () => {
    expect(statusAfterStep({ status: 'closed', outcome: null }, { kind: 'reply-sent' })).toBeNull();
    expect(statusAfterStep({ status: 'resolved', outcome: null }, { kind: 'hold', action: 'accept' })).toBeNull();
    expect(statusAfterStep({ status: 'closed', outcome: 'won' }, { kind: 'hold', action: 'release' })).toBeNull();
  });

  it('a sale closes as won even a lead staff closed by hand or one lost before', () => {
    expect(statusAfterStep({ status: 'closed', outcome: null }, { kind: 'sale' })).toMatchObject({ outcome: 'won' });
    expect(statusAfterStep({ status: 'closed', outcome: 'lost' }, { kind: 'sale' })).toMatchObject({ outcome: 'won' });
  });
});

describe('outcomeAfterManualStatus', () => {
  it('clears the outcome when staff reopen a lead and keeps it when they close it', () => {
    expect(outcomeAfterManualStatus({ status: 'closed', outcome: 'lost' }, 'in-progress')).toBeNull();
    expect(outcomeAfterManualStatus({ status: 'closed', outcome: 'won' }, 'resolved')).toBe('won');
    expect(outcomeAfterManualStatus(fresh, 'closed')).toBeNull();
  });
});
