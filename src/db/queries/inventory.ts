import { inArray, ne, desc } from 'drizzle-orm';
import { CATEGORY_SLUGS, INVENTORY_PAGE_SIZE, LISTED_STATUSES, VEHICLE_STATUSES, type SortOption } from '#src/lib/enums';
import { inventoryFacets, type InventoryFacets } from '#src/lib/inventory/facets';
import { inventoryMatcher, rankSearchMatches, sortVehicles, type FoldedTextsOf, type InventoryQuery } from '#src/lib/inventory/filters';
import { foldSearchTexts, type FoldedSearchTexts } from '#src/lib/inventory/search';
import type { CardSource } from '#src/lib/personalisation/vehicle-card';
import { db, type Db } from '#src/db/client';
import { versionedCache } from '#src/db/versioned-cache';
import { vehicles, type Vehicle } from '#src/db/schema';

/** What a vehicle card shows (everything but the long text and bookkeeping columns), and when the vehicle came in. */
export type CardVehicle = CardSource & Pick<Vehicle, 'createdAt'>;

export type InventoryResult = {
  vehicles: CardVehicle[];
  total: number;
  /** The page shown: the asked page clamped to [1, pages]. */
  page: number;
  pages: number;
  pageSize: number;
  facets: InventoryFacets;
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
 * The public listing in memory. Every listed vehicle's card row is read once per content version (one query; the
 * first search after a write to what pages show pays for it and for the sort), and each query is then answered from
 * it with the reference functions of src/lib/inventory (inventoryMatcher, sortVehicles, inventoryFacets), so the
 * server cannot disagree with them. A new filter then costs a pass over rows in memory, not three SQL scans (its
 * order, and the makes and years under the other filters). Figures: docs/performance.md.
 */
type Listing = {
  rows: readonly CardVehicle[];
  /** The rows in each order, sorted when first asked for: a query's matches are then filtered out in order. */
  sorted: Map<SortOption, readonly CardVehicle[]>;
  /** Each row's search texts folded, when first searched (folding is most of a search's cost). */
  folded: WeakMap<CardVehicle, FoldedSearchTexts>;
};

const listingCache = versionedCache<Listing>(1);

/*
 * Repeated values (a status, a make, a colour) share one string: less memory for a large listing, and a filter
 * compares a status or category with the very string it asks for (the constants of src/lib/enums), which is a
 * pointer comparison, which makes the listing's filter pass markedly quicker.
 */
function sharedStrings() {
  const shared = new Map<string, string>([...VEHICLE_STATUSES, ...CATEGORY_SLUGS].map((s) => [s, s]));
  return <T extends string>(value: T): T => {
    const found = shared.get(value);
    if (found !== undefined) return found as T;
    shared.set(value, value);
    return value;
  };
}

function listing(database: Db): Listing {
  return listingCache.get(database, 'listed', () => {
    const share = sharedStrings();
    const rows = database
      .select(cardColumns)
      .from(vehicles)
      .where(inArray(vehicles.status, [...LISTED_STATUSES]))
      .all()
      .map((row) =>
        Object.freeze({
          ...row,
          make: share(row.make),
          model: share(row.model),
          trim: share(row.trim),
          fuelType: share(row.fuelType),
          transmission: share(row.transmission),
          color: share(row.color),
          category: share(row.category),
          status: share(row.status),
        }),
      );
    return { rows, sorted: new Map(), folded: new WeakMap() };
  });
}

/*
 * Not frozen, only typed read-only: V8's Array.prototype.filter takes a slow path on a frozen array.
 */
function sortedRows({ rows, sorted }: Listing, sort: SortOption): readonly CardVehicle[] {
  let list = sorted.get(sort);
  if (!list) sorted.set(sort, (list = sortVehicles(rows, sort)));
  return list;
}

function foldedTextsOf(folded: Listing['folded']): FoldedTextsOf<CardVehicle> {
  return (row) => {
    let texts = folded.get(row);
    if (!texts) folded.set(row, (texts = foldSearchTexts(row)));
    return texts;
  };
}

/*
 * Facets per combination of filters (the sort and page do not change them), orders per filters and sort: a
 * visitor paging on, or another visitor on the same query, costs a slice. The kept orders are typed read-only, not
 * frozen: freezing a large order costs a good part of a new query's time.
 */
const facetCache = versionedCache<InventoryFacets>(500);
const orderCache = versionedCache<readonly CardVehicle[]>(100);

/**
 * Visitors filter on the advertised (all-in) price: price + fees within the range, so the bounds move down by the
 * fees. A car whose price is hidden (on request, or sold) has no price to match (inventoryMatcher leaves it out).
 */
function onListedPrice(query: Partial<InventoryQuery>, feeTotal: number): Partial<InventoryQuery> {
  if (feeTotal === 0) return query;
  return {
    ...query,
    ...(query.priceMin !== undefined ? { priceMin: query.priceMin - feeTotal } : {}),
    ...(query.priceMax !== undefined ? { priceMax: query.priceMax - feeTotal } : {}),
  };
}

/**
 * One page of the public inventory for a parsed URL query (see `parseInventoryQuery`), filtered, sorted and
 * counted as `inventoryMatcher`, `sortVehicles` and `inventoryFacets` decide.
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
  const pageSize = options.pageSize ?? INVENTORY_PAGE_SIZE;
  const now = options.now ?? new Date();
  const feeTotal = options.feeTotal ?? 0;
  // "New arrivals" depends on the clock: such a page is cached for the minute it was asked in.
  const clock = query.filter === 'new-arrivals' ? Math.floor(now.getTime() / 60_000) : 0;
  const filterFields = Object.entries(query)
    .filter(([name, value]) => value !== undefined && name !== 'sort' && name !== 'page')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const sort = query.sort ?? 'newest';
  const list = listing(database);
  const folded = foldedTextsOf(list.folded);
  const filters = onListedPrice(query, feeTotal);
  // Keyed on everything the answer depends on, whatever fields the query gains, in a stable order.
  const key = JSON.stringify([filterFields, sort, feeTotal, clock]);
  // The vehicles that pass every filter, when this render works them out (the facets count them too).
  let matching: readonly CardVehicle[] | undefined;
  const order = orderCache.get(database, key, () => {
    // Taken from the rows already in the sort's order, so only a search's best matches move up.
    matching = sortedRows(list, sort).filter(inventoryMatcher(filters, now, folded));
    return rankSearchMatches(matching, sort, query.search, folded);
  });
  const total = order.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const found = order.slice((page - 1) * pageSize, page * pageSize);
  const facetKey = JSON.stringify([filterFields, feeTotal, clock]);
  return {
    vehicles: Object.freeze(found) as CardVehicle[],
    total,
    page,
    pages,
    pageSize,
    facets: facetCache.get(database, facetKey, () => inventoryFacets(list.rows, filters, now, folded, matching)),
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
