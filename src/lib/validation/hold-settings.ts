import { z } from 'zod';
import { DEFAULT_HOLD_HOURS } from '#src/lib/remote-buying/hold-state';

/**
 * How a car is held against a deposit (issue 23 item 8): how long a hold lasts,
 * the deposit asked, where an Interac e-Transfer goes, and the refund terms the
 * shopper reads before asking (the dealer's own words; the default claims nothing
 * the dealer has not decided).
 */
export const DEFAULT_REFUND_TERMS =
  'The deposit holds the car for you only. Whether and how it is refunded if you do not buy is confirmed to you in writing with the deposit instructions, before you pay anything. Ask us if anything is unclear.';

export const holdSettingsSchema = z.object({
  holdHours: z
    .int('Hold length must be a whole number of hours')
    .min(1, 'Hold length must be at least 1 hour')
    .max(720, 'Hold length must be at most 720 hours (30 days)'),
  depositAmount: z
    .int('Deposit must be a whole number of dollars')
    .min(1, 'Deposit must be at least $1')
    .max(1_000_000, 'Deposit must be at most $1,000,000'),
  eTransferEmail: z
    .string('e-Transfer address must be text')
    .trim()
    .max(254, 'Please enter a valid e-Transfer address.')
    .transform((v) => v || null)
    .pipe(z.nullable(z.email('Please enter a valid e-Transfer address.')))
    .nullable(),
  eTransferNote: z
    .string('e-Transfer instructions must be text')
    .trim()
    .max(1000, 'e-Transfer instructions must be at most 1,000 characters'),
  refundTerms: z
    .string('Refund terms must be text')
    .trim()
    .min(20, 'Refund terms must be at least 20 characters')
    .max(2000, 'Refund terms must be at most 2,000 characters'),
});
export type HoldSettings = z.output<typeof holdSettingsSchema>;

export function defaultHoldSettings(): HoldSettings {
  return {
    holdHours: DEFAULT_HOLD_HOURS,
    depositAmount: 1000,
    eTransferEmail: null,
    eTransferNote: '',
    refundTerms: DEFAULT_REFUND_TERMS,
  };
}
