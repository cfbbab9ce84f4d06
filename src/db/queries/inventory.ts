import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { CATEGORIES, INVENTORY_PAGE_SIZE, type SortOption } from '../../lib/enums';
import { NEW_ARRIVAL_DAYS, filterValue, statusesFor, type InventoryQuery } from '../../lib/inventory/filters';
import { foldForSearch, searchWords } from '../../lib/inventory/search';
import { db, type Db } from '../client';
import { dataVersion } from '../data-version';
import { vehicles, type Vehicle } from '../schema';

/** What a vehicle card shows: everything but the long text and bookkeeping columns. */
export type CardVehicle = Pick<
  Vehicle,
  | 'id'
  | 'make'
  | 'model'
  | 'year'
  | 'price'
  | 'priceOnRequest'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'color'
  | 'category'
  | 'status'
  | 'isFeatured'
  | 'features'
  | 'images'
  | 'createdAt'
>;

export type Facet = { value: string; count: number };

export type InventoryResult = {
  vehicles: CardVehicle[];
  total: number;
  /** The page shown: the asked page clamped to [1, pages]. */
  page: number;
  pages: number;
  pageSize: number;
  facets: {
    /** Makes in the status scope, A–Z, grouped case-insensitively. */
    makes: Facet[];
    /** Models of the chosen make (only when a make is chosen), A–Z. */
    models?: Facet[];
    /** Years in the status scope, newest first. */
    years: Facet[];
  };
};

export const cardColumns = {
  id: vehicles.id,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  price: vehicles.price,
  priceOnRequest: vehicles.priceOnRequest,
  mileage: vehicles.mileage,
  fuelType: vehicles.fuelType,
  transmission: vehicles.transmission,
  color: vehicles.color,
  category: vehicles.category,
  status: vehicles.status,
  isFeatured: vehicles.isFeatured,
  features: vehicles.features,
  images: vehicles.images,
  createdAt: vehicles.createdAt,
};

const ORDER: Record<SortOption, SQL[]> = {
  newest: [],
  'price-asc': [asc(vehicles.price)],
  'price-desc': [desc(vehicles.price)],
  'year-desc': [desc(vehicles.year)],
  'year-asc': [asc(vehicles.year)],
  'mileage-asc': [asc(vehicles.mileage)],
  'mileage-desc': [desc(vehicles.mileage)],
};

/*
 * Case folding. The reference predicate folds with JavaScript's Unicode
 * toLowerCase; SQLite's NOCASE and LIKE fold ASCII letters only. So a text
 * filter is a LIKE on a loosened pattern (fast, in C) that keeps every row the
 * JavaScript fold could keep, and only when the two folds can differ are the
 * candidate rows re-checked with the JavaScript fold (a registered function).
 * The pattern is loosened ('_' = any one character) at: any non-ASCII
 * character; 'k' (U+212A KELVIN SIGN folds to 'k'); a final 'i' (U+0130 'İ'
 * folds to 'i' + U+0307). No other character folds to ASCII (checked over all
 * of Unicode). A needle holding U+0307 is matched by the JavaScript fold alone.
 */
const FOLD_FN = sql.raw('js_lower');
const registered = new WeakSet<object>();

function registerFold(database: Db): void {
  if (registered.has(database.$client)) return;
  database.$client.function('js_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  database.$client.function('search_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldForSearch(value) : value,
  );
  registered.add(database.$client);
}

const escapeLike = (c: string) => (c === '%' || c === '_' || c === '\\' ? `\\${c}` : c);

/** A LIKE pattern for a folded needle, and whether it was loosened anywhere. */
function likePattern(folded: string, finalI: boolean): { pattern: string; loose: boolean } {
  const chars = [...folded];
  let loose = false;
  const pattern = chars
    .map((c, i) => {
      if (c > '\x7f' || c === 'k' || (finalI && c === 'i' && i === chars.length - 1)) {
        loose = true;
        return '_';
      }
      return escapeLike(c);
    })
    .join('');
  return { pattern, loose };
}

/** `column` contains `needle`, case-insensitively as JavaScript folds. */
function contains(column: SQL, needle: string): SQL {
  const folded = needle.toLowerCase();
  const jsContains = sql`instr(${FOLD_FN}(${column}), ${folded}) > 0`;
  if (folded.includes('\u0307')) return jsContains;
  const { pattern, loose } = likePattern(folded, true);
  const like = sql`${column} like ${`%${pattern}%`} escape '\\'`;
  return loose ? sql`(${like} and ${jsContains})` : like;
}

/** make equals `needle`, case-insensitively as JavaScript folds; the NOCASE index serves the usual case. */
function makeEquals(needle: string): SQL {
  const folded = needle.toLowerCase();
  const jsEquals = sql`${FOLD_FN}(${vehicles.make}) = ${folded}`;
  if (folded.includes('\u0307')) return jsEquals;
  const { pattern, loose } = likePattern(folded, false);
  if (!loose) return sql`${vehicles.make} = ${needle} collate nocase`;
  return sql`(${vehicles.make} like ${pattern} escape '\\' and ${jsEquals})`;
}

/*
 * The search (see src/lib/inventory/search.ts): case- and accent-insensitive
 * containment. An all-ASCII text folds to its ASCII lower case, which LIKE
 * (ASCII case-insensitive, in C) decides exactly; only a text holding a
 * non-ASCII character ('Citroën') goes through the registered JavaScript fold.
 * The GLOB class finds such a character without calling out of SQLite.
 */
const SEARCH_FOLD_FN = sql.raw('search_fold');
const NON_ASCII_GLOB = '*[^\x01-\x7f]*';

/** `text` contains the folded `word`, as foldForSearch folds. */
function searchContains(text: SQL, word: string): SQL {
  const like = `%${[...word].map(escapeLike).join('')}%`;
  return sql`(case when ${text} glob ${NON_ASCII_GLOB} then instr(${SEARCH_FOLD_FN}(${text}), ${word}) > 0 else ${text} like ${like} escape '\\' end)`;
}

// The category as the site shows it ('Sports Cars'), the one list in src/lib/enums.
const categoryShown = sql`(case ${vehicles.category} ${sql.join(
  CATEGORIES.map((c) => sql`when ${c.slug} then ${c.label}`),
  sql` `,
)} else ${vehicles.category} end)`;

/** Every word is in the make, model, year, category, colour or one of the features. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) =>
        sql`(${sql.join(
          [
            searchContains(sql`${vehicles.make}`, word),
            searchContains(sql`${vehicles.model}`, word),
            searchContains(sql`cast(${vehicles.year} as text)`, word),
            searchContains(categoryShown, word),
            searchContains(sql`${vehicles.color}`, word),
            sql`exists (select 1 from json_each(${vehicles.features}) where ${searchContains(sql`value`, word)})`,
          ],
          sql` or `,
        )})`,
    ),
  );
}

/** The WHERE clause of a query, without and with the status scope. */
function conditions(query: Partial<InventoryQuery>, now: Date, feeTotal = 0): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const make = filterValue(query.make);
  if (make) where.push(makeEquals(make));
  const model = filterValue(query.model);
  if (model) where.push(contains(sql`${vehicles.model}`, model));
  if (query.year !== undefined) where.push(eq(vehicles.year, query.year));
  // Visitors filter on the advertised (all-in) price: price + fees within the range; "on request" has no price to match.
  if (query.priceMin !== undefined) where.push(gte(vehicles.price, query.priceMin - feeTotal));
  if (query.priceMax !== undefined) where.push(lte(vehicles.price, query.priceMax - feeTotal));
  if (query.priceMin !== undefined || query.priceMax !== undefined) where.push(eq(vehicles.priceOnRequest, false));
  if (query.category) where.push(eq(vehicles.category, query.category));
  where.push(statusScope(query));
  where.push(searchCondition(query.search));
  if (query.filter === 'new-arrivals') where.push(gte(vehicles.createdAt, new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000)));
  return and(...where);
}

function statusScope(query: Partial<InventoryQuery>): SQL {
  const statuses = statusesFor(query.status);
  return statuses.length === 1 ? eq(vehicles.status, statuses[0]) : inArray(vehicles.status, [...statuses]);
}

/*
 * Facets group the whole status scope (a few ms at 10,000 vehicles), yet only
 * change when a vehicle does. They are cached per connection and dropped on
 * any write: total_changes() counts this connection's writes, data_version
 * moves when another connection (a seed script) commits.
 */
const facetCache = new WeakMap<object, { version: string; entries: Map<string, InventoryResult['facets']> }>();

/*
 * Pages of results, cached like the facets: a render that misses the page
 * cache (a signed-in member of staff, the same filters with another sort)
 * mostly asks for a page someone asked for already. Keyed on everything the
 * SQL reads; dropped on any write. The rows are shared between renders:
 * nothing may change them.
 */
const resultCache = new WeakMap<object, { version: string; entries: Map<string, unknown> }>();
const RESULT_CACHE_ENTRIES = 400;

function cachedResult<T>(database: Db, key: string, compute: () => T): T {
  const version = dataVersion(database);
  let cache = resultCache.get(database.$client);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    resultCache.set(database.$client, cache);
  }
  if (cache.entries.has(key)) {
    const hit = cache.entries.get(key) as T;
    // Most recently used last, so the oldest entry is the first to go.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit;
  }
  const value = compute();
  if (cache.entries.size >= RESULT_CACHE_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(key, value);
  return value;
}

function cachedFacets(database: Db, query: Partial<InventoryQuery>): InventoryResult['facets'] {
  const version = dataVersion(database);
  let cache = facetCache.get(database.$client);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    facetCache.set(database.$client, cache);
  }
  const key = `${query.status ?? ''}\u0000${filterValue(query.make)?.toLowerCase() ?? ''}`;
  let value = cache.entries.get(key);
  if (!value) {
    // Bounded: one entry per status scope and make.
    if (cache.entries.size > 500) cache.entries.clear();
    value = facets(database, query);
    cache.entries.set(key, value);
  }
  return value;
}

function facets(database: Db, query: Partial<InventoryQuery>): InventoryResult['facets'] {
  const scope = statusScope(query);
  const makeKey = sql`${vehicles.make} collate nocase`;
  const makes = database
    .select({ value: sql<string>`min(${vehicles.make})`, count: count() })
    .from(vehicles)
    .where(scope)
    .groupBy(makeKey)
    .orderBy(makeKey)
    .all();
  const years = database
    .select({ value: sql<string>`cast(${vehicles.year} as text)`, count: count() })
    .from(vehicles)
    .where(scope)
    .groupBy(vehicles.year)
    .orderBy(desc(vehicles.year))
    .all();
  const make = filterValue(query.make);
  if (!make) return { makes, years };
  const models = database
    .select({ value: vehicles.model, count: count() })
    .from(vehicles)
    .where(and(scope, makeEquals(make)))
    .groupBy(vehicles.model)
    .orderBy(sql`${vehicles.model} collate nocase`)
    .all();
  return { makes, models, years };
}

/**
 * One page of the public inventory for a parsed URL query (see
 * `parseInventoryQuery`), filtered and sorted in SQL with the same semantics
 * as `matchesInventoryFilters` + `sortVehicles` (tested against them).
 */
export function searchInventory(
  query: Partial<InventoryQuery>,
  options: {
    database?: Db;
    now?: Date;
    pageSize?: number;
    /** Dollars the fees add to every price (see allInPrice). */ feeTotal?: number;
  } = {},
): InventoryResult {
  const database = options.database ?? db();
  registerFold(database);
  const pageSize = options.pageSize ?? INVENTORY_PAGE_SIZE;
  const now = options.now ?? new Date();
  // "New arrivals" depends on the clock: such a page is cached for the minute it was asked in.
  const clock = query.filter === 'new-arrivals' ? Math.floor(now.getTime() / 60_000) : 0;
  // The whole query, whatever fields it gains, in a stable order; the count does not depend on the sort or the page.
  const fields = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const filterFields = fields.filter(([name]) => name !== 'sort' && name !== 'page');
  const feeTotal = options.feeTotal ?? 0;
  const result = cachedResult(database, JSON.stringify(['page', fields, pageSize, feeTotal, clock]), () => {
    const where = conditions(query, now, options.feeTotal);
    const total = cachedResult(
      database,
      JSON.stringify(['count', filterFields, feeTotal, clock]),
      () => database.select({ n: count() }).from(vehicles).where(where).get()?.n ?? 0,
    );
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
    // Sorted and skipped on ids alone, then the page's rows are read: sorting whole rows (photos,
    // features) past a deep offset took 20 times longer at 10,000 vehicles.
    const ids = total
      ? database
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(where)
          .orderBy(...ORDER[query.sort ?? 'newest'], desc(vehicles.createdAt), desc(vehicles.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .all()
          .map((row) => row.id)
      : [];
    const cardRows = ids.length ? database.select(cardColumns).from(vehicles).where(inArray(vehicles.id, ids)).all() : [];
    const rows = new Map(cardRows.map((row) => [row.id, row]));
    // Frozen: cached rows are shared by every render that asks for this page, so none may change them.
    const found = Object.freeze(ids.flatMap((id) => (rows.has(id) ? [Object.freeze(rows.get(id)!)] : []))) as typeof cardRows;
    return { vehicles: found, total, page, pages, pageSize };
  });
  return { ...result, facets: cachedFacets(database, query) };
}

/** Every vehicle page for /sitemap.xml (sold ones too: their pages stay up), newest changes first. */
export function listVehiclePages(database: Db = db()): { id: number; updatedAt: Date }[] {
  return database
    .select({ id: vehicles.id, updatedAt: vehicles.updatedAt })
    .from(vehicles)
    .orderBy(desc(vehicles.updatedAt), desc(vehicles.id))
    .all();
}
