import { z } from 'zod';
import { pageQuerySchema } from './paging';

export const OUTBOX_SORTS = ['createdAt'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];
export const OUTBOX_STATES = ['unsent', 'outbox', 'failed', 'smtp'] as const;

/** GET /api/outbox?page=… (docs/api-lists.md): `delivery` unsent (waiting or failed), outbox, failed or smtp. */
export const outboxListQuerySchema = pageQuerySchema({
  sort: OUTBOX_SORTS,
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: {
    delivery: z.enum(OUTBOX_STATES, `Delivery must be one of: ${OUTBOX_STATES.join(', ')}`).optional(),
  },
});
export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;
