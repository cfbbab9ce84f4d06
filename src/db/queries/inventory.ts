import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { CATEGORIES, INVENTORY_PAGE_SIZE, type SortOption } from '#src/lib/enums';
import { NEW_ARRIVAL_DAYS, filterValue, statusesFor, type InventoryQuery } from '#src/lib/inventory/filters';
import { DETAIL_MATCH_SCORE, NAME_MATCH_SCORE, foldForSearch, searchWords } from '#src/lib/inventory/search';
import type { CardSource } from '#src/lib/personalisation/vehicle-card';
import { db, type Db } from '#src/db/client';
import { versionedCache } from '#src/db/versioned-cache';
import { remember } from '#src/lib/lru';
import { vehicles, type Vehicle } from '#src/db/schema';

/** What a vehicle card shows (everything but the long text and bookkeeping columns), and when the vehicle came in. */
export type CardVehicle = CardSource & Pick<Vehicle, 'createdAt'>;

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
  trim: vehicles.trim,
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
  history: vehicles.history,
  createdAt: vehicles.createdAt,
};

/*
 * A sold car's price and a "price on request" one are not shown, so no filter or sort may
 * reveal them (issue 21: a sold car's price was found by bisecting the price filter): the
 * price filters leave them out, and the price sorts put them after every priced car, in
 * newest-first order among themselves, the hidden price never read (hasHiddenPrice).
 */
const hiddenPrice = sql`(${vehicles.priceOnRequest} = 1 or ${vehicles.status} = 'sold')`;
const shownPrice = sql`(case when ${hiddenPrice} then null else ${vehicles.price} end)`;

const ORDER: Record<SortOption, SQL[]> = {
  newest: [],
  'price-asc': [asc(hiddenPrice), asc(shownPrice)],
  'price-desc': [asc(hiddenPrice), desc(shownPrice)],
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

/** The word is in the car's name: make, model or trim. */
function inName(word: string): SQL {
  return sql`(${searchContains(sql`${vehicles.make}`, word)} or ${searchContains(sql`${vehicles.model}`, word)} or ${searchContains(sql`${vehicles.trim}`, word)})`;
}

/** The word is in the year, the category as shown or the colour. */
function inDetails(word: string): SQL {
  return sql`(${searchContains(sql`cast(${vehicles.year} as text)`, word)} or ${searchContains(categoryShown, word)} or ${searchContains(sql`${vehicles.color}`, word)})`;
}

/** Every word is in the make, model, trim, year, category, colour or one of the features. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) =>
        sql`(${inName(word)} or ${inDetails(word)} or exists (select 1 from json_each(${vehicles.features}) where ${searchContains(sql`value`, word)}))`,
    ),
  );
}

/** searchRelevance (src/lib/inventory/search.ts) in SQL: the best matches first, for the default order. */
function relevanceOrder(search: string | undefined): SQL[] {
  const words = searchWords(search);
  if (words.length === 0) return [];
  const score = sql.join(
    words.map(
      (word) => sql`(case when ${inName(word)} then ${NAME_MATCH_SCORE} when ${inDetails(word)} then ${DETAIL_MATCH_SCORE} else 0 end)`,
    ),
    sql` + `,
  );
  return [sql`(${score}) desc`];
}

/** The WHERE clause of a query, without and with the status scope. */
function conditions(query: Partial<InventoryQuery>, now: Date, feeTotal = 0): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const make = filterValue(query.make);
  if (make) where.push(makeEquals(make));
  const model = filterValue(query.model);
  if (model) where.push(contains(sql`${vehicles.model}`, model));
  if (query.year !== undefined) where.push(eq(vehicles.year, query.year));
  // Visitors filter on the advertised (all-in) price: price + fees within the range; a car whose price is
  // hidden (on request, or sold) has no price to match and is left out, so the filter cannot reveal it.
  if (query.priceMin !== undefined) where.push(gte(vehicles.price, query.priceMin - feeTotal));
  if (query.priceMax !== undefined) where.push(lte(vehicles.price, query.priceMax - feeTotal));
  if (query.priceMin !== undefined || query.priceMax !== undefined) where.push(sql`not ${hiddenPrice}`);
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
 * Facets group what the other filters let through (a few ms at 10,000 vehicles), yet only change when a vehicle
 * does: one entry per combination of filters.
 */
const facetCache = versionedCache<InventoryResult['facets']>(500);

/*
 * The order of a listing: every matching id, sorted, per filters and sort.
 * Any page of it (another page, a visitor paging on) is then a slice, and
 * the count is its length. At 10,000 vehicles a list is 40 KB and takes about
 * 1 ms to read once, where each page read on its own cost 0.5 to 1 ms.
 */
const orderCache = versionedCache<readonly number[]>(100);

/*
 * Card rows by id, frozen and shared between renders: a page of a cached
 * order then costs no query at all (24 rows by id took about 0.2 ms). A row
 * is about 1 KB.
 */
const CARD_ROW_ENTRIES = 20_000;
const cardRowCache = versionedCache<CardVehicle>(CARD_ROW_ENTRIES);

function cardRows(database: Db, ids: readonly number[]): CardVehicle[] {
  const entries = cardRowCache.entries(database);
  const missing = ids.filter((id) => !entries.has(id));
  if (missing.length) {
    for (const row of database.select(cardColumns).from(vehicles).where(inArray(vehicles.id, missing)).all()) {
      remember(entries, row.id, Object.freeze(row), CARD_ROW_ENTRIES);
    }
  }
  // Ids deleted since their list was read are left out (the list is dropped with the write anyway).
  return ids.flatMap((id) => {
    const row = entries.get(id);
    return row ? [row] : [];
  });
}

/*
 * Each facet counts the vehicles that pass every other filter: the makes under "under $200,000, SUVs" are the
 * makes a visitor would find there, and choosing one of them never leads to an empty page. A facet leaves out its
 * own filter, so the other makes stay listed while one is chosen.
 */
function cachedFacets(database: Db, query: Partial<InventoryQuery>, key: string, now: Date, feeTotal: number): InventoryResult['facets'] {
  return facetCache.get(database, key, () => facets(database, query, now, feeTotal));
}

function facets(database: Db, query: Partial<InventoryQuery>, now: Date, feeTotal: number): InventoryResult['facets'] {
  const without = (field: 'make' | 'model' | 'year') => conditions({ ...query, [field]: undefined }, now, feeTotal);
  const makeKey = sql`${vehicles.make} collate nocase`;
  const makes = database
    .select({ value: sql<string>`min(${vehicles.make})`, count: count() })
    .from(vehicles)
    .where(without('make'))
    .groupBy(makeKey)
    .orderBy(makeKey)
    .all();
  const years = database
    .select({ value: sql<string>`cast(${vehicles.year} as text)`, count: count() })
    .from(vehicles)
    .where(without('year'))
    .groupBy(vehicles.year)
    .orderBy(desc(vehicles.year))
    .all();
  if (!filterValue(query.make)) return { makes, years };
  const models = database
    .select({ value: vehicles.model, count: count() })
    .from(vehicles)
    .where(without('model'))
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
  const filterFields = Object.entries(query)
    .filter(([name, value]) => value !== undefined && name !== 'sort' && name !== 'page')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const sort = query.sort ?? 'newest';
  // Keyed on everything the SQL reads, whatever fields the query gains, in a stable order.
  const key = JSON.stringify([filterFields, sort, options.feeTotal ?? 0, clock]);
  const order = orderCache.get(database, key, () =>
    Object.freeze(
      database
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(conditions(query, now, options.feeTotal))
        .orderBy(...(sort === 'newest' ? relevanceOrder(query.search) : []), ...ORDER[sort], desc(vehicles.createdAt), desc(vehicles.id))
        .values()
        .map((row) => row[0] as number),
    ),
  );
  const total = order.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const found = Object.freeze(cardRows(database, order.slice((page - 1) * pageSize, page * pageSize)));
  const facetKey = JSON.stringify([filterFields, options.feeTotal ?? 0, clock]);
  return {
    vehicles: found as CardVehicle[],
    total,
    page,
    pages,
    pageSize,
    facets: cachedFacets(database, query, facetKey, now, options.feeTotal ?? 0),
  };
}

/** Every vehicle page for /sitemap.xml (sold ones too: their pages stay up; drafts have none), newest changes first. */
export function listVehiclePages(database: Db = db()): { id: number; updatedAt: Date }[] {
  return database
    .select({ id: vehicles.id, updatedAt: vehicles.updatedAt })
    .from(vehicles)
    .where(ne(vehicles.status, 'draft'))
    .orderBy(desc(vehicles.updatedAt), desc(vehicles.id))
    .all();
}
