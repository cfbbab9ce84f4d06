import { describe, expect, it } from 'vitest';
import { LEAD_RECEIPT_WINDOW_MS, receiptAddressKey, receiptDue, receiptWindowStart } from './lead-receipts';

const now = new Date('2026-12-07T13:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('lead receipts: one per address a day', () => {
  it('is due to an address that never had one', () => {
    expect(receiptDue(undefined, now)).toBe(true);
  });

  it('is not due again within 24 hours of the last, to the millisecond', () => {
    expect(receiptDue(ago(0), now)).toBe(false);
    expect(receiptDue(ago(60_000), now)).toBe(false);
    expect(receiptDue(ago(LEAD_RECEIPT_WINDOW_MS - 1), now)).toBe(false);
  });

  it('is due again once 24 hours have passed', () => {
    expect(LEAD_RECEIPT_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    expect(receiptDue(ago(LEAD_RECEIPT_WINDOW_MS), now)).toBe(true);
    expect(receiptDue(ago(LEAD_RECEIPT_WINDOW_MS + 1), now)).toBe(true);
  });

  it('counts from 24 hours before now', () => {
    expect(receiptWindowStart(now).toISOString()).toBe('2026-12-06T13:00:00.000Z');
  });

  it('compares addresses without regard to case or surrounding spaces', () => {
    expect(receiptAddressKey(' Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(receiptAddressKey('ÉLODIE@example.com')).toBe(receiptAddressKey('élodie@EXAMPLE.com'));
    expect(receiptAddressKey('jane@example.com')).not.toBe(receiptAddressKey('jane2@example.com'));
  });
});
