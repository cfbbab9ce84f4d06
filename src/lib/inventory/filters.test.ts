import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  DEFAULT_INVENTORY_QUERY,
  inventoryHref,
  inventoryQueryToSearchParams,
  matchesInventoryFilters,
  paginate,
  parseInventoryQuery,
  sortVehicles,
  type FilterableVehicle,
  type InventoryQuery,
  type SortableVehicle,
} from './filters';

const parse = (search: string) => parseInventoryQuery(new URLSearchParams(search));

describe('parseInventoryQuery', () => {
  it('reads an empty URL as no filter, newest first, page 1', () => {
    expect(parse('')).toEqual({ sort: 'newest', page: 1 });
    expect(parse('')).toEqual(DEFAULT_INVENTORY_QUERY);
  });

  it.each<[string, string, Partial<InventoryQuery>]>([
    ['keeps a make as typed, trimmed', 'make=%20Ferrari%20', { make: 'Ferrari' }],
    ['keeps a model', 'model=488', { model: '488' }],
    ['reads a year', 'year=2021', { year: 2021 }],
    ['reads prices with $ and commas', 'priceMin=%24150%2C000&priceMax=300,000', { priceMin: 150000, priceMax: 300000 }],
    ['reads a decimal price', 'priceMax=99999.99', { priceMax: 99999.99 }],
    ['reads a zero price bound', 'priceMin=0', { priceMin: 0 }],
    ['reads a category slug', 'category=sports-cars', { category: 'sports-cars' }],
    ['reads a category label in any case', 'category=SUVs%20%26%20Crossovers', { category: 'suvs-crossovers' }],
    ['reads a status in any case', 'status=Sold', { status: 'sold' }],
    ['reads status=all as every status', 'status=all', { status: 'all' }],
    ['reads the literal all-statuses select value as every status', 'status=ALL-STATUSES', { status: 'all' }],
    ['trims the search', 'search=%20%20twin%20turbo%20', { search: 'twin turbo' }],
    ['keeps unicode search text', 'search=Citro%C3%ABn', { search: 'Citroën' }],
    ['reads the new-arrivals filter', 'filter=new-arrivals', { filter: 'new-arrivals' }],
    ['reads a sort', 'sort=price-desc', { sort: 'price-desc' }],
    ['reads a page', 'page=3', { page: 3 }],
    ['uses the first of repeated keys', 'make=Ferrari&make=Porsche', { make: 'Ferrari' }],
  ])('%s', (_, search, expected) => {
    expect(parse(search)).toEqual({ sort: 'newest', page: 1, ...expected });
  });

  it.each([
    ['"all" values', 'make=all&model=ALL&category=all'],
    ['the literal select values', 'make=all-makes&category=all-categories'],
    ['blank values', 'make=&model=%20&year=&priceMin=&priceMax=&category=&status=&search=%20&filter=&sort=&page='],
    ['a non-numeric year', 'year=twenty'],
    ['a fractional year', 'year=2020.5'],
    ['a two-digit year', 'year=21'],
    ['a negative price', 'priceMin=-5'],
    ['a price in words', 'priceMax=lots'],
    ['a price in exponent form', 'priceMax=1e6'],
    ['an infinite price', `priceMax=${'9'.repeat(401)}`],
    ['an unknown category', 'category=boats'],
    ['an unknown status', 'status=stolen'],
    ['an unknown filter', 'filter=old-stock'],
    ['an unknown sort', 'sort=random'],
    ['page 0', 'page=0'],
    ['a negative page', 'page=-2'],
    ['a fractional page', 'page=1.5'],
    ['a blank status', 'status=%20'],
    ['a page past the safe integers', 'page=99999999999999999999'],
    ['unicode digits', 'year=%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%91&page=%EF%BC%92'],
  ])('ignores %s', (_, search) => {
    expect(parse(search)).toEqual({ sort: 'newest', page: 1 });
  });
});

describe('inventoryQueryToSearchParams', () => {
  it.each<[string, Partial<InventoryQuery>, string]>([
    ['writes nothing for the default query', { sort: 'newest', page: 1 }, ''],
    ['writes nothing for blank and "all" values', { make: ' ', model: 'all-models', search: '  ', sort: 'newest', page: 1 }, ''],
    [
      'writes every filter in a fixed key order',
      {
        page: 2,
        sort: 'price-asc',
        filter: 'new-arrivals',
        search: 'v12',
        status: 'available',
        category: 'exotic-collection',
        priceMax: 500000,
        priceMin: 100000,
        year: 2020,
        model: 'Huracán',
        make: 'Lamborghini',
      },
      'make=Lamborghini&model=Hurac%C3%A1n&year=2020&priceMin=100000&priceMax=500000&category=exotic-collection&status=available&search=v12&filter=new-arrivals&sort=price-asc&page=2',
    ],
    ['writes a zero price bound', { priceMin: 0 }, 'priceMin=0'],
    ['drops numbers that are not numbers', { priceMin: NaN, priceMax: -1, year: Infinity }, ''],
    ['encodes reserved characters', { search: 'a&b=c #1' }, 'search=a%26b%3Dc+%231'],
  ])('%s', (_, query, expected) => {
    expect(inventoryQueryToSearchParams(query).toString()).toBe(expected);
  });

  it.each<InventoryQuery>([
    { sort: 'newest', page: 1 },
    { make: 'Rolls-Royce', model: 'Cullinan', sort: 'year-asc', page: 4 },
    { priceMin: 0, priceMax: 1_000_000_000, category: 'convertibles', status: 'reserved', sort: 'mileage-desc', page: 1 },
    { status: 'all', sort: 'newest', page: 1 },
    { search: 'Citroën DS & "quotes" + plus', filter: 'new-arrivals', year: 1972, sort: 'newest', page: 2 },
    { priceMin: 500000, priceMax: 100000, sort: 'price-asc', page: 1 },
  ])('round-trips %j through the URL', (query) => {
    const params = inventoryQueryToSearchParams(query);
    expect(parseInventoryQuery(new URLSearchParams(params.toString()))).toEqual(query);
  });

  it.each(['make=%20ferrari&category=Sports%20Cars&status=ALL&page=1&sort=newest', 'priceMin=$1,000&year=2020&page=0&search=%20x%20'])(
    'gives one canonical form for %s (parse → write → parse is stable)',
    (search) => {
      const once = inventoryQueryToSearchParams(parse(search)).toString();
      expect(inventoryQueryToSearchParams(parse(once)).toString()).toBe(once);
    },
  );
});

describe('inventoryHref', () => {
  it.each<[Partial<InventoryQuery>, string | undefined, string]>([
    [{ sort: 'newest', page: 1 }, undefined, '/inventory'],
    [{ category: 'sports-cars' }, undefined, '/inventory?category=sports-cars'],
    [{ filter: 'new-arrivals' }, '/stock', '/stock?filter=new-arrivals'],
  ])('links %j to %s', (query, path, expected) => {
    expect(inventoryHref(query, path)).toBe(expected);
  });
});

describe('countActiveFilters', () => {
  it.each<[Partial<InventoryQuery>, number]>([
    [{ sort: 'price-asc', page: 9 }, 0],
    [{ make: 'Ferrari' }, 1],
    [{ make: 'all-makes', model: '', search: '   ' }, 0],
    [{ priceMin: 0, priceMax: 100 }, 2],
    [{ status: 'all' }, 1],
    [
      {
        make: 'a',
        model: 'b',
        year: 2020,
        priceMin: 1,
        priceMax: 2,
        category: 'convertibles',
        status: 'sold',
        search: 'x',
        filter: 'new-arrivals',
      },
      9,
    ],
  ])('counts %j as %i filters', (query, expected) => {
    expect(countActiveFilters(query)).toBe(expected);
  });
});

const NOW = new Date('2025-06-30T12:00:00Z');
const DAY = 86_400_000;
const vehicle = (over: Partial<FilterableVehicle> = {}): FilterableVehicle => ({
  make: 'Ferrari',
  model: '488 GTB',
  year: 2019,
  price: 289900,
  category: 'sports-cars',
  status: 'available',
  color: 'Rosso Corsa',
  features: ['3.9L twin-turbo V8 (661 hp)', 'Carbon-fibre racing seats'],
  createdAt: new Date(NOW.getTime() - 60 * DAY),
  ...over,
});

describe('matchesInventoryFilters', () => {
  it.each<[string, Partial<InventoryQuery>, Partial<FilterableVehicle>, boolean]>([
    ['no filter matches every vehicle', {}, {}, true],
    ['no status filter leaves sold vehicles out', {}, { status: 'sold' }, false],
    ['no status filter matches reserved and pending vehicles', {}, { status: 'pending' }, true],
    ['status "all" matches sold vehicles', { status: 'all' }, { status: 'sold' }, true],
    ['status "all" matches available vehicles', { status: 'all' }, {}, true],
    ['status sold matches sold vehicles', { status: 'sold' }, { status: 'sold' }, true],
    ['blank and "all" values match everything', { make: ' ', model: 'all', search: '   ' }, {}, true],
    // make: exact, case-insensitive
    ['make matches exactly', { make: 'Ferrari' }, {}, true],
    ['make ignores case', { make: 'fERRARI' }, {}, true],
    ['make ignores case beyond ASCII', { make: 'ŠKODA' }, { make: 'Škoda' }, true],
    ['make is not a substring match', { make: 'Ferr' }, {}, false],
    ['make is not a superstring match', { make: 'Ferrari Classiche' }, {}, false],
    ['make trims the filter', { make: ' Ferrari ' }, {}, true],
    // model: contains, case-insensitive
    ['model matches a part', { model: '488' }, {}, true],
    ['model ignores case', { model: 'gtb' }, {}, true],
    ['model ignores case beyond ASCII', { model: 'HURACÁN' }, { model: 'Huracán EVO' }, true],
    ['model does not match accents loosely', { model: 'Huracan' }, { model: 'Huracán EVO' }, false],
    ['model does not match other text', { model: 'F8' }, {}, false],
    ['model treats % and _ literally', { model: '%' }, {}, false],
    // year: exact
    ['year matches exactly', { year: 2019 }, {}, true],
    ['year does not match a neighbour', { year: 2020 }, {}, false],
    // price: inclusive bounds
    ['price equal to the minimum matches', { priceMin: 289900 }, {}, true],
    ['price under the minimum does not', { priceMin: 289901 }, {}, false],
    ['price equal to the maximum matches', { priceMax: 289900 }, {}, true],
    ['price over the maximum does not', { priceMax: 289899 }, {}, false],
    ['a zero maximum matches only free vehicles', { priceMax: 0 }, { price: 0 }, true],
    ['a minimum above the maximum matches nothing', { priceMin: 300000, priceMax: 200000 }, {}, false],
    ['a huge maximum matches', { priceMax: Number.MAX_SAFE_INTEGER }, {}, true],
    // category and status: equal
    ['category matches its slug', { category: 'sports-cars' }, {}, true],
    ['category does not match another slug', { category: 'convertibles' }, {}, false],
    ['status matches exactly', { status: 'reserved' }, { status: 'reserved' }, true],
    ['status does not match another status', { status: 'available' }, { status: 'sold' }, false],
    // search: every word in one of make, model, year, category, colour, features (search.test.ts has more)
    ['search finds the make', { search: 'ferr' }, {}, true],
    ['search finds the model', { search: 'GTB' }, {}, true],
    ['search finds the year as text', { search: '201' }, {}, true],
    ['search finds make and model together', { search: 'Ferrari 488' }, {}, true],
    ['search finds the category as shown', { search: 'sports' }, {}, true],
    ['search finds the colour', { search: 'rosso corsa' }, {}, true],
    ['search finds a feature', { search: 'v8' }, {}, true],
    ['search ignores accents', { search: 'ÉDITION' }, { model: 'Speciale édition' }, true],
    ['search needs every word', { search: 'Ferrari 911' }, {}, false],
    ['search does not look at price', { search: '289900' }, {}, false],
    // new arrivals: created within 30 days of now
    ['a vehicle created today is new', { filter: 'new-arrivals' }, { createdAt: NOW }, true],
    ['a vehicle created exactly 30 days ago is new', { filter: 'new-arrivals' }, { createdAt: NOW.getTime() - 30 * DAY }, true],
    [
      'a vehicle created 30 days and a second ago is not',
      { filter: 'new-arrivals' },
      { createdAt: NOW.getTime() - 30 * DAY - 1000 },
      false,
    ],
    ['a createdAt in the future counts as new', { filter: 'new-arrivals' }, { createdAt: NOW.getTime() + DAY }, true],
    ['an ISO string createdAt is read', { filter: 'new-arrivals' }, { createdAt: '2025-06-20T00:00:00.000Z' }, true],
    ['an unreadable createdAt is not new', { filter: 'new-arrivals' }, { createdAt: 'garbage' }, false],
    // all together
    [
      'every filter at once must all hold',
      {
        make: 'ferrari',
        model: '488',
        year: 2019,
        priceMin: 1,
        priceMax: 300000,
        category: 'sports-cars',
        status: 'available',
        search: 'v8',
        filter: 'new-arrivals',
      },
      { createdAt: NOW },
      true,
    ],
    [
      'one failing filter among many rejects',
      { make: 'ferrari', model: '488', year: 2019, priceMin: 1, priceMax: 300000, category: 'sports-cars', status: 'sold', search: 'v8' },
      {},
      false,
    ],
  ])('%s', (_, query, over, expected) => {
    expect(matchesInventoryFilters(vehicle(over), query, NOW)).toBe(expected);
  });

  it('matches a query read from the footer link /inventory?category=sports-cars', () => {
    expect(matchesInventoryFilters(vehicle(), parse('category=sports-cars'), NOW)).toBe(true);
    expect(matchesInventoryFilters(vehicle({ category: 'convertibles' }), parse('category=sports-cars'), NOW)).toBe(false);
  });
});

describe('sortVehicles', () => {
  const t = (days: number) => new Date(NOW.getTime() - days * DAY);
  const list: SortableVehicle[] = [
    { id: 1, year: 2019, price: 300000, mileage: 9000, createdAt: t(10) },
    { id: 2, year: 2022, price: 150000, mileage: 100, createdAt: t(1) },
    { id: 3, year: 2015, price: 300000, mileage: 45000, createdAt: t(5) },
    { id: 4, year: 2022, price: 90000, mileage: 9000, createdAt: t(1) },
  ];

  it.each<[InventoryQuery['sort'], number[]]>([
    ['newest', [4, 2, 3, 1]],
    ['price-asc', [4, 2, 3, 1]],
    ['price-desc', [3, 1, 2, 4]],
    ['year-desc', [4, 2, 1, 3]],
    ['year-asc', [3, 1, 4, 2]],
    ['mileage-asc', [2, 4, 1, 3]],
    ['mileage-desc', [3, 4, 1, 2]],
  ])('orders by %s, ties newest first then highest id', (sort, ids) => {
    expect(sortVehicles(list, sort).map((v) => v.id)).toEqual(ids);
  });

  it('returns a copy and leaves the input as it was', () => {
    const before = list.map((v) => v.id);
    expect(sortVehicles(list, 'price-asc')).not.toBe(list);
    expect(list.map((v) => v.id)).toEqual(before);
  });

  it('reads createdAt given as a string or a number', () => {
    const mixed: SortableVehicle[] = [
      { id: 1, year: 2020, price: 1, mileage: 1, createdAt: '2025-01-01T00:00:00Z' },
      { id: 2, year: 2020, price: 1, mileage: 1, createdAt: Date.parse('2025-02-01T00:00:00Z') },
    ];
    expect(sortVehicles(mixed).map((v) => v.id)).toEqual([2, 1]);
  });

  it('sorts an empty list', () => expect(sortVehicles([], 'price-asc')).toEqual([]));
});

describe('paginate', () => {
  const items = Array.from({ length: 50 }, (_, i) => i + 1);

  it.each<[string, readonly number[], number, number, { items: number[]; page: number; pageCount: number; total: number }]>([
    ['gives the first page', items, 1, 24, { items: items.slice(0, 24), page: 1, pageCount: 3, total: 50 }],
    ['gives a middle page', items, 2, 24, { items: items.slice(24, 48), page: 2, pageCount: 3, total: 50 }],
    ['gives a short last page', items, 3, 24, { items: [49, 50], page: 3, pageCount: 3, total: 50 }],
    ['clamps a page past the end to the last', items, 99, 24, { items: [49, 50], page: 3, pageCount: 3, total: 50 }],
    ['clamps page 0 to the first', items, 0, 24, { items: items.slice(0, 24), page: 1, pageCount: 3, total: 50 }],
    ['clamps a negative page to the first', items, -5, 10, { items: items.slice(0, 10), page: 1, pageCount: 5, total: 50 }],
    ['treats NaN as the first page', items, NaN, 10, { items: items.slice(0, 10), page: 1, pageCount: 5, total: 50 }],
    ['floors a fractional page', items, 2.9, 10, { items: items.slice(10, 20), page: 2, pageCount: 5, total: 50 }],
    ['gives one empty page for an empty list', [], 3, 24, { items: [], page: 1, pageCount: 1, total: 0 }],
    ['fits an exact multiple', items, 2, 25, { items: items.slice(25), page: 2, pageCount: 2, total: 50 }],
    ['puts everything on one page when the size is huge', items, 1, Number.MAX_SAFE_INTEGER, { items, page: 1, pageCount: 1, total: 50 }],
  ])('%s', (_, list, page, size, expected) => {
    expect(paginate(list, page, size)).toMatchObject(expected);
  });

  it.each([0, -1, NaN])('falls back to the inventory page size for a size of %s', (size) => {
    expect(paginate(items, 1, size)).toMatchObject({ pageSize: 24, pageCount: 3 });
  });

  it('uses the inventory page size by default', () => {
    expect(paginate(items, 1).pageSize).toBe(24);
  });
});
