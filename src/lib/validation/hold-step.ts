import { z } from 'zod';
import { DEPOSIT_METHODS, STAFF_HOLD_ACTIONS } from '#src/lib/remote-buying/hold-state';

/** Staff's step on a hold from the portal: accept names how the deposit is paid; hours override the settings' hold length. */
export const holdStepSchema = z
  .object({
    action: z.enum(STAFF_HOLD_ACTIONS, 'Action must be accept, decline, deposit, extend or release.'),
    depositMethod: z.enum(DEPOSIT_METHODS, 'Please choose how the deposit is paid.').optional(),
    hours: z.int('Hours must be a whole number.').min(1, 'Hours must be at least 1.').max(720, 'Hours must be at most 720.').optional(),
    message: z.string('Note must be text').trim().max(2000, 'Note must be at most 2,000 characters.').optional(),
  })
  .refine((s) => s.action !== 'accept' || !!s.depositMethod, {
    message: 'Please choose how the deposit is paid.',
    path: ['depositMethod'],
  });
export type HoldStepInput = z.output<typeof holdStepSchema>;
