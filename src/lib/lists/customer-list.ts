import { z } from 'zod';
import { MAX_SEARCH_LENGTH, pageQuerySchema } from './paging';

export const CUSTOMER_SORTS = ['lastContact', 'name'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const search = z.string().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`).optional();

/**
 * GET /api/customers?page=… (docs/api-lists.md): `q` (or its alias `search`) finds a name, an address or a phone
 * number in any format.
 */
export const customerListQuerySchema = pageQuerySchema({
  sort: CUSTOMER_SORTS,
  defaultSort: 'lastContact',
  defaultDir: 'desc',
  filters: { search },
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** GET /api/customers without `page`: the first page, most recent contact first. */
export const customerFirstPageQuerySchema = z.object({ search, q: search });
