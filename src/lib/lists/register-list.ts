import { z } from 'zod';
import { isRealRegisterDate } from '#src/lib/validation/register-date';
import { pageQuerySchema } from './paging';

export const REGISTER_SORTS = ['dateOutOfStock', 'dateIntoStock', 'make', 'soldToName', 'odometerReading', 'createdAt'] as const;
export type RegisterSort = (typeof REGISTER_SORTS)[number];

/** yyyy/mm/dd as the register writes it, or yyyy-mm-dd as a date input sends it; the register's form either way. */
const registerDate = (field: string) =>
  z
    .string()
    .transform((s) => s.replaceAll('-', '/'))
    .pipe(
      z
        .string()
        .regex(/^\d{4}\/\d{2}\/\d{2}$/, `${field} must be a date as yyyy/mm/dd`)
        .refine(isRealRegisterDate, `${field} must be a date as yyyy/mm/dd`),
    );

/** GET /api/garage-registers?page=… (docs/api-lists.md): from/to bound the sale date, inclusive. */
export const registerListQuerySchema = pageQuerySchema({
  sort: REGISTER_SORTS,
  defaultSort: 'dateOutOfStock',
  defaultDir: 'desc',
  filters: { from: registerDate('From').optional(), to: registerDate('To').optional() },
}).refine(({ from, to }) => !(from && to && from > to), { path: ['to'], message: 'The end date must be on or after the start date' });
export type RegisterListQuery = z.output<typeof registerListQuerySchema>;
