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
import { matchesSearch, searchRelevance, type SearchableVehicle } from './search';

/**
 * The inventory filter state and its semantics (spec section 5, 'Inventory
 * filtering'). `matchesInventoryFilters` and `sortVehicles` are the reference
 * the server's SQL is tested against: keep the two in step.
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
 * Case-insensitive means JavaScript's Unicode `toLowerCase`; SQLite's NOCASE, lower() and LIKE fold
 * only ASCII, and LIKE treats '%' and '_' as wildcards: the SQL must account for both.
 */
export function matchesInventoryFilters(vehicle: FilterableVehicle, query: Partial<InventoryQuery>, now: Date = new Date()): boolean {
  const make = filterValue(query.make);
  if (make !== undefined && fold(vehicle.make) !== fold(make)) return false;
  const model = filterValue(query.model);
  if (model !== undefined && !fold(vehicle.model).includes(fold(model))) return false;
  if (query.year !== undefined && vehicle.year !== query.year) return false;
  if ((query.priceMin !== undefined || query.priceMax !== undefined) && hasHiddenPrice(vehicle)) return false;
  if (query.priceMin !== undefined && vehicle.price < query.priceMin) return false;
  if (query.priceMax !== undefined && vehicle.price > query.priceMax) return false;
  if (query.category !== undefined && vehicle.category !== query.category) return false;
  if (!statusesFor(query.status).includes(vehicle.status)) return false;
  if (!matchesSearch(vehicle, query.search)) return false;
  if (query.filter === 'new-arrivals') {
    const created = time(vehicle.createdAt);
    if (!(created >= now.getTime() - NEW_ARRIVAL_DAYS * 86_400_000)) return false;
  }
  return true;
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
 * id descending), so the order is total: SQL `ORDER BY <key>, created_at DESC, id DESC`.
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
): T[];
export function sortVehicles<T extends SortableVehicle & Partial<SearchableVehicle>>(
  list: readonly T[],
  sort: SortOption = DEFAULT_SORT,
  search?: string,
): T[] {
  const order = SORTS[sort] ?? byNewest;
  if (!search || order !== byNewest) return [...list].sort(order);
  const relevance = new Map(list.map((v) => [v, searchRelevance(v as T & SearchableVehicle, search)]));
  return [...list].sort((a, b) => relevance.get(b)! - relevance.get(a)! || order(a, b));
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
