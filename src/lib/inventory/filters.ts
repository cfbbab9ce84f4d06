import type { VehicleRecord } from '#src/lib/vehicle';
import {
  INVENTORY_PAGE_SIZE,
  SORT_OPTIONS,
  LISTED_STATUSES,
  parseCategory,
  type CategorySlug,
  type SortOption,
  type VehicleStatus,
} from '#src/lib/enums';
import {
  foldSearchTexts,
  foldedRelevance,
  matchesFoldedSearch,
  searchWords,
  type FoldedSearchTexts,
  type SearchableVehicle,
} from './search';

/**
 * The inventory filter state and its semantics (spec section 5, 'Inventory
 * filtering'). `inventoryMatcher` and `sortVehicles` are what the server runs
 * over its listing in memory (src/db/queries/inventory.ts) and what the
 * facets count with (./facets.ts).
 */
export type InventoryQuery = {
  make?: string;
  model?: string;
  year?: number;
  priceMin?: number;
  priceMax?: number;
  category?: CategorySlug;
  /** Unset: every status but sold (see STATUS_FILTER_DEFAULT); 'all': every status. */
  status?: StatusFilter;
  search?: string;
  filter?: 'new-arrivals';
  sort: SortOption;
  page: number;
};

/** A status filter: one status, or 'all' for every status including sold. */
export type StatusFilter = Exclude<VehicleStatus, 'draft'> | 'all';

/**
 * The statuses the inventory shows when no status is asked for: everything
 * still for sale or spoken for. A dealer's stock list that mixes in sold cars
 * reads as padding, so sold vehicles appear only with `status=sold` or
 * `status=all` (the spec's 'all' = no filter). Sold cars stay reachable by
 * their own page and by those two filters.
 */
export const STATUS_FILTER_DEFAULT: readonly VehicleStatus[] = LISTED_STATUSES.filter((s) => s !== 'sold');

/** The statuses a query lets through. */
export function statusesFor(status: StatusFilter | undefined): readonly VehicleStatus[] {
  if (status === 'all') return LISTED_STATUSES;
  return status ? [status] : STATUS_FILTER_DEFAULT;
}

export const DEFAULT_SORT: SortOption = 'newest';
/** No filter, newest first, page 1: what 'Clear Filters' goes back to. */
export const DEFAULT_INVENTORY_QUERY: Readonly<InventoryQuery> = Object.freeze({ sort: DEFAULT_SORT, page: 1 });
/** 'New arrivals' are vehicles created within this many days of now. */
export const NEW_ARRIVAL_DAYS = 30;

/** Select values meaning "no filter" (compared case-insensitively, after trimming). */
const NO_FILTER = new Set(['', 'all', 'any', 'all-makes', 'all-models', 'all-categories', 'all-statuses', 'all-years']);
const SORT_VALUES = new Set<string>(SORT_OPTIONS.map((o) => o.value));
// Drafts are never public: 'status=draft' in a URL is no filter at all.
const STATUS_VALUES = new Set<string>(LISTED_STATUSES);

/** A select's value, or undefined for a blank or "all" value. */
export function filterValue(raw: string | null | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  return NO_FILTER.has(value.toLowerCase()) ? undefined : value;
}

/** '$150,000' → 150000; undefined for anything that is not a finite number >= 0. */
function amount(raw: string | null): number | undefined {
  const text = raw?.replace(/[\s$,]/g, '') ?? '';
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** A whole number in [min, max]; undefined otherwise. */
function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/**
 * Reads the inventory URL, tolerantly: a value that cannot be understood is
 * ignored rather than rejected (a stale or hand-edited link still shows
 * vehicles).
 * - make, model, search: trimmed; blank, 'all', 'all-makes' … mean no filter (search has no 'all').
 * - year: a whole number from 1000 to 9999, else ignored.
 * - priceMin, priceMax: may contain '$', ',' and spaces; a number >= 0, else ignored.
 * - category: a slug or a label in any case (see `parseCategory`); unknown ones ignored.
 * - status: one of LISTED_STATUSES (drafts are never public) in any case; 'all' or 'all-statuses' → 'all' (every status);
 *   blank or unknown → unset (every status but sold).
 * - filter: only 'new-arrivals' is understood.
 * - sort: one of SORT_OPTIONS, else 'newest'. page: a whole number >= 1, else 1.
 */
export function parseInventoryQuery(params: URLSearchParams): InventoryQuery {
  const query: InventoryQuery = { sort: DEFAULT_SORT, page: 1 };
  const make = filterValue(params.get('make'));
  if (make) query.make = make;
  const model = filterValue(params.get('model'));
  if (model) query.model = model;
  const year = wholeNumber(params.get('year'), 1000, 9999);
  if (year !== undefined) query.year = year;
  const priceMin = amount(params.get('priceMin'));
  if (priceMin !== undefined) query.priceMin = priceMin;
  const priceMax = amount(params.get('priceMax'));
  if (priceMax !== undefined) query.priceMax = priceMax;
  const category = parseCategory(filterValue(params.get('category')));
  if (category) query.category = category;
  const status = params.get('status')?.trim().toLowerCase();
  if (status === 'all' || status === 'all-statuses') query.status = 'all';
  else if (status && STATUS_VALUES.has(status)) query.status = status as StatusFilter;
  const search = params.get('search')?.trim();
  if (search) query.search = search;
  if (params.get('filter')?.trim().toLowerCase() === 'new-arrivals') query.filter = 'new-arrivals';
  const sort = params.get('sort')?.trim().toLowerCase();
  if (sort && SORT_VALUES.has(sort)) query.sort = sort as SortOption;
  query.page = wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1;
  return query;
}

/**
 * The canonical URL form of a query, for links that can be shared: only
 * values that filter (no defaults), in a fixed key order (make, model, year,
 * priceMin, priceMax, category, status, search, filter, sort, page).
 * `parseInventoryQuery` reads it back to an equal query.
 */
export function inventoryQueryToSearchParams(query: Partial<InventoryQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (typeof value === 'number' ? Number.isFinite(value) && value >= 0 : value) params.set(key, String(value));
  };
  put('make', filterValue(query.make));
  put('model', filterValue(query.model));
  put('year', query.year);
  put('priceMin', query.priceMin);
  put('priceMax', query.priceMax);
  put('category', query.category);
  put('status', query.status);
  put('search', query.search?.trim());
  put('filter', query.filter);
  if (query.sort && query.sort !== DEFAULT_SORT) put('sort', query.sort);
  if (query.page && query.page > 1) put('page', query.page);
  return params;
}

/** '/inventory' or '/inventory?make=Ferrari&sort=price-asc'. */
export function inventoryHref(query: Partial<InventoryQuery>, path = '/inventory'): string {
  const search = inventoryQueryToSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** How many filters are on (sort and page are not filters); for the 'Filters (n)' badge. */
export function countActiveFilters(query: Partial<InventoryQuery>): number {
  return [...inventoryQueryToSearchParams(query).keys()].filter((key) => key !== 'sort' && key !== 'page').length;
}

/** The fields the filters read; createdAt may arrive from JSON as a string or epoch milliseconds. */
export type FilterableVehicle = Pick<VehicleRecord, 'make' | 'model' | 'year' | 'price' | 'category' | 'status' | 'color' | 'features'> & {
  createdAt: Date | string | number;
  priceOnRequest?: boolean;
};

/**
 * A price the site does not show: "price on request", or a sold car's. The price filters
 * leave such a car out and the price sorts place it without reading its price, so neither
 * can reveal it (bisecting the filter once found a sold car's price exactly).
 */
export function hasHiddenPrice(vehicle: { status: string; priceOnRequest?: boolean | null }): boolean {
  return vehicle.status === 'sold' || vehicle.priceOnRequest === true;
}

// toLowerCase (not toLocaleLowerCase): the same answer in every locale, Unicode-aware ('Š' = 'š').
const fold = (s: string) => s.toLowerCase();
const time = (d: Date | string | number) => (d instanceof Date ? d.getTime() : new Date(d).getTime());

/**
 * True when the vehicle passes every filter set in `query` (an unset, blank or 'all…' filter passes everything):
 * - make: equal to the vehicle's make, case-insensitively.
 * - model: contained in the vehicle's model, case-insensitively.
 * - year: equal to the vehicle's year.
 * - priceMin / priceMax: price >= priceMin and price <= priceMax (bounds inclusive; min > max matches nothing);
 *   a vehicle with a hidden price (hasHiddenPrice) never matches a price bound.
 * - category: equal to the vehicle's category slug.
 * - status: equal to the vehicle's status; 'all' lets every status through; unset lets every status but sold through.
 * - search: every word in one of the make, model, trim, year, category, colour or features, case- and
 *   accent-insensitively (`matchesSearch` in ./search.ts).
 * - filter 'new-arrivals': createdAt >= now - 30 days (a future createdAt counts as new).
 * Case-insensitive means JavaScript's Unicode `toLowerCase` (SQLite's NOCASE, lower() and LIKE fold only ASCII:
 * the server filters its listing with these functions, not in SQL).
 */
export function matchesInventoryFilters(vehicle: FilterableVehicle, query: Partial<InventoryQuery>, now: Date = new Date()): boolean {
  return inventoryMatcher(query, now)(vehicle);
}

/** A vehicle's folded search texts (`foldSearchTexts`); a caller that searches one listing often keeps them. */
export type FoldedTextsOf<T> = (vehicle: T) => FoldedSearchTexts;

/**
 * `matchesInventoryFilters` for one query, with the query's side worked out once: a listing is filtered by
 * calling it per vehicle. `foldedTexts` gives a vehicle's folded search texts (by default folded on each call).
 */
export function inventoryMatcher<T extends FilterableVehicle>(
  query: Partial<InventoryQuery>,
  now: Date = new Date(),
  foldedTexts: FoldedTextsOf<T> = foldSearchTexts,
): (vehicle: T) => boolean {
  const make = filterValue(query.make);
  const foldedMake = make === undefined ? undefined : fold(make);
  const model = filterValue(query.model);
  const foldedModel = model === undefined ? undefined : fold(model);
  const { year, priceMin, priceMax, category } = query;
  const priced = priceMin !== undefined || priceMax !== undefined;
  const statuses: readonly string[] = statusesFor(query.status);
  const words = searchWords(query.search);
  const since = query.filter === 'new-arrivals' ? now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000 : undefined;
  return (vehicle) => {
    if (foldedMake !== undefined && fold(vehicle.make) !== foldedMake) return false;
    if (foldedModel !== undefined && !fold(vehicle.model).includes(foldedModel)) return false;
    if (year !== undefined && vehicle.year !== year) return false;
    if (priced && hasHiddenPrice(vehicle)) return false;
    if (priceMin !== undefined && vehicle.price < priceMin) return false;
    if (priceMax !== undefined && vehicle.price > priceMax) return false;
    if (category !== undefined && vehicle.category !== category) return false;
    if (!statuses.includes(vehicle.status)) return false;
    if (words.length > 0 && !matchesFoldedSearch(foldedTexts(vehicle), words)) return false;
    // A future createdAt counts as new; an invalid one does not.
    if (since !== undefined && !(time(vehicle.createdAt) >= since)) return false;
    return true;
  };
}

export type SortableVehicle = Pick<VehicleRecord, 'id' | 'year' | 'price' | 'mileage'> & {
  createdAt: Date | string | number;
  status?: VehicleRecord['status'];
  priceOnRequest?: boolean;
};

const byNewest = (a: SortableVehicle, b: SortableVehicle) => time(b.createdAt) - time(a.createdAt) || b.id - a.id;
const hidden = (v: SortableVehicle) => (hasHiddenPrice({ status: v.status ?? 'available', priceOnRequest: v.priceOnRequest }) ? 1 : 0);
/** Priced cars by price; cars with a hidden price after them all, newest first, their price never compared. */
const byShownPrice = (direction: 1 | -1) => (a: SortableVehicle, b: SortableVehicle) =>
  hidden(a) - hidden(b) || (hidden(a) ? 0 : direction * (a.price - b.price)) || byNewest(a, b);
const SORTS: Record<SortOption, (a: SortableVehicle, b: SortableVehicle) => number> = {
  newest: byNewest,
  'price-asc': byShownPrice(1),
  'price-desc': byShownPrice(-1),
  'year-desc': (a, b) => b.year - a.year || byNewest(a, b),
  'year-asc': (a, b) => a.year - b.year || byNewest(a, b),
  'mileage-asc': (a, b) => a.mileage - b.mileage || byNewest(a, b),
  'mileage-desc': (a, b) => b.mileage - a.mileage || byNewest(a, b),
};

/**
 * A sorted copy. Ties are broken by newest first (createdAt descending, then
 * id descending), so the order is total: sorting a list already in this order keeps it.
 */
export function sortVehicles<T extends SortableVehicle>(list: readonly T[], sort?: SortOption): T[];
/**
 * With a search and the default order, the best matches come first (`searchRelevance`), newest first among
 * equals: someone who typed "porsche 911" wants the 911s before the newest car that mentions a 911. A sort the
 * visitor chose (price, year, mileage) is kept as chosen.
 */
export function sortVehicles<T extends SortableVehicle & SearchableVehicle>(
  list: readonly T[],
  sort: SortOption | undefined,
  search: string | undefined,
  foldedTexts?: FoldedTextsOf<T>,
): T[];
export function sortVehicles<T extends SortableVehicle & Partial<SearchableVehicle>>(
  list: readonly T[],
  sort: SortOption = DEFAULT_SORT,
  search?: string,
  foldedTexts: FoldedTextsOf<T> = (v) => foldSearchTexts(v as T & SearchableVehicle),
): T[] {
  // A fresh array either way: the sorted copy, or the ranked copy of it.
  return rankSearchMatches([...list].sort(SORTS[sort] ?? byNewest), sort, search, foldedTexts) as T[];
}

/**
 * A list already in `sort`'s order, as `sortVehicles` would give it for `search`: with the default order a search's
 * best matches first (the sort is stable, so newest first among equals); otherwise the list itself.
 */
export function rankSearchMatches<T>(
  sorted: readonly T[],
  sort: SortOption,
  search: string | undefined,
  foldedTexts: FoldedTextsOf<T>,
): readonly T[] {
  const words = (SORTS[sort] ?? byNewest) === byNewest ? searchWords(search) : [];
  if (words.length === 0) return sorted;
  const relevance = new Map(sorted.map((v) => [v, foldedRelevance(foldedTexts(v), words)]));
  return [...sorted].sort((a, b) => relevance.get(b)! - relevance.get(a)!);
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number; pageSize: number };

/**
 * One page of `list` (pages count from 1). A page past the end gives the last
 * page and one before the start the first; an empty list has one empty page.
 */
export function paginate<T>(list: readonly T[], page: number, size: number = INVENTORY_PAGE_SIZE): Page<T> {
  const pageSize = Number.isFinite(size) && size >= 1 ? Math.floor(size) : INVENTORY_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(list.length / pageSize));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(1, wanted), pageCount);
  const start = (current - 1) * pageSize;
  return { items: list.slice(start, start + pageSize), page: current, pageCount, total: list.length, pageSize };
}
