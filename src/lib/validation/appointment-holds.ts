import { z } from 'zod';

/** Staff release unconfirmed bookings: the ones ticked, or every one from one source (an e-mail, a phone, a network). */
export const releaseHoldsSchema = z
  .object({
    ids: z.array(z.number().int().positive(), 'ids must be a list of appointment ids').max(5000, 'At most 5000 at once').optional(),
    source: z
      .object({
        by: z.enum(['email', 'phone', 'network'], 'by must be email, phone or network'),
        value: z.string().trim().min(1, 'value is required').max(300),
      })
      .optional(),
  })
  .refine((b) => (b.ids?.length ?? 0) > 0 || b.source, { message: 'Choose the bookings to release, or a source', path: ['ids'] });
export type ReleaseHoldsInput = z.output<typeof releaseHoldsSchema>;
