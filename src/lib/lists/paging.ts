import { z } from 'zod';

/**
 * The paged list contract (docs/api-lists.md), shared by the list endpoints
 * and the portal screens: page, pageSize, sort, dir, q, plus each list's own
 * filters.
 */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 200;

export type SortDir = 'asc' | 'desc';

export type Page<Row> = {
  items: Row[];
  /** Rows matching the filters and q, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Tab counts: q and every filter applied except the one the tabs choose. */
  counts?: Record<string, number>;
};

export type PageRequest<Sort extends string> = {
  page: number;
  pageSize: number;
  sort: Sort;
  dir: SortDir;
  q?: string;
};

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${field} must be a whole number from ${min} to ${max}`)
        .max(max, `${field} must be a whole number from ${min} to ${max}`),
    );

/** A positive id in a query filter (vehicleId=…). */
export const idFilter = (field: string) => wholeNumber(field, 1, 2_147_483_647);

/** `true` or `false`, as a boolean. */
export const booleanFilter = (field: string) => z.enum(['true', 'false'], `${field} must be true or false`).transform((v) => v === 'true');

/**
 * The query schema of one paged list: the common parameters with this list's
 * sort allow-list and default order, merged with its filters. Without `sort`
 * the default field and direction apply; with `sort` and no `dir`, ascending.
 */
export function pageQuerySchema<const Sort extends readonly [string, ...string[]], F extends z.ZodRawShape>(options: {
  sort: Sort;
  defaultSort: Sort[number];
  defaultDir: SortDir;
  filters: F;
}) {
  const fields = options.sort.join(', ');
  type Sort_ = Sort[number];
  type Parsed = { page: number; pageSize: number; sort?: Sort_; dir?: SortDir; q?: string } & z.output<z.ZodObject<F>>;
  return z
    .object({
      page: wholeNumber('Page', 1, 1_000_000),
      pageSize: wholeNumber('Page size', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
      sort: z.enum(options.sort, `Sort must be one of: ${fields}`).optional(),
      dir: z.enum(['asc', 'desc'], 'Direction must be asc or desc').optional(),
      q: z.string().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
      ...options.filters,
    })
    .transform((value) => {
      const { sort, dir, ...rest } = value as Parsed;
      return {
        ...(rest as Omit<Parsed, 'sort' | 'dir'>),
        sort: sort ?? options.defaultSort,
        dir: dir ?? (sort ? 'asc' : options.defaultDir),
      } satisfies PageRequest<Sort_>;
    });
}

/**
 * The query of a list endpoint that answers a page when the query has `page`
 * (`paged: true`, parsed by `paged`) and its unpaged compatibility answer
 * otherwise (`paged: false`, parsed by `compat`). Blank values count as absent.
 */
export function pagedOr<C extends z.ZodType, P extends z.ZodType>(compat: C, paged: P) {
  type Out = ({ paged: true } & z.output<P>) | ({ paged: false } & z.output<C>);
  const schema = z.record(z.string(), z.string()).transform((value, ctx): Out => {
    const isPaged = 'page' in value;
    const result = z.safeParse(isPaged ? paged : compat, value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { ...(result.data as object), paged: isPaged } as Out;
  });
  // The two shapes, for the API reference (src/server/openapi): the record above describes neither.
  return Object.assign(schema, { queryVariants: [compat, paged] as const });
}
