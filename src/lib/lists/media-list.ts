import { type z } from 'zod';
import { booleanFilter, pageQuerySchema } from './paging';

export const MEDIA_SORTS = ['createdAt', 'bytes', 'originalName'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

/** GET /api/media?page=… (docs/api-lists.md). */
export const mediaListQuerySchema = pageQuerySchema({
  sort: MEDIA_SORTS,
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: { used: booleanFilter('Used').optional() },
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;
