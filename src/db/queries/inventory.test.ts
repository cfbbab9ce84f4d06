import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORY_SLUGS, FUEL_TYPES, SORT_OPTIONS, TRANSMISSIONS, VEHICLE_STATUSES } from '#src/lib/enums';
import { matchesInventoryFilters, parseInventoryQuery, sortVehicles, type InventoryQuery } from '#src/lib/inventory/filters';
import { openDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { vehicles, type NewVehicle, type Vehicle } from '#src/db/schema';
import { searchInventory } from './inventory';

const NOW = new Date('2025-06-30T12:00:00Z');
const DAY = 86_400_000;

/** A small deterministic generator, so a failure can be reproduced. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

// Makes in several spellings (case, accents) and models with LIKE wildcards and
// characters SQLite does not fold, so the SQL's case handling is exercised.
const MAKES = [
  'Ferrari',
  'ferrari',
  'FERRARI',
  'Porsche',
  'Lamborghini',
  'Rolls-Royce',
  'Mercedes-Benz',
  'Škoda',
  'ŠKODA',
  'Citroën',
  'Aston Martin',
  'BMW',
  'İnfiniti',
  'Koenigsegg',
  '\u212Aoenigsegg',
];
const MODELS = [
  '488 GTB',
  'F8 Tributo',
  '911 Turbo S',
  'Huracán EVO',
  'HURACÁN STO',
  'Cullinan',
  'G 63 AMG',
  '100% Electric',
  'Model_S',
  'Octavia',
  'DS 21 Pallas',
  'DB11 V12',
  'M5 Competition',
  'Q50 İstanbul',
];
const WORDS = [
  'Twin-turbo V8',
  'Rosso Corsa',
  'carbon package',
  'édition spéciale',
  'ÉDITION',
  'one owner',
  '50% off-road',
  'snake_case',
  'Ceramic brakes',
  'Bang & Olufsen',
];

// Features with accents, wildcards, JSON-escaped characters and words that appear nowhere else.
const FEATURES = [
  'Carbon ceramic brakes',
  '6.5L naturally aspirated V12',
  'Nürburgring package',
  'Édition spéciale trim',
  '50% window tint',
  'snake_case badge',
  'Bang & Olufsen "3D" sound',
  'Back\\slash',
  'Sport Chrono',
];

function makeVehicles(n: number): NewVehicle[] {
  const r = random(42);
  const list: NewVehicle[] = [];
  for (let i = 0; i < n; i++) {
    list.push({
      make: r.pick(MAKES),
      model: r.pick(MODELS),
      trim: r.pick(['', '', 'GT3 RS', 'Competition', 'Édition', '4MATIC']),
      year: r.int(2012, 2025),
      // Few distinct prices and mileages: ties must be broken like sortVehicles does.
      price: r.pick([0, 45000, 99999, 150000, 150000, 289900, 300000, 1250000]),
      mileage: r.pick([0, 1200, 9000, 9000, 45000, 120000]),
      fuelType: r.pick(FUEL_TYPES),
      transmission: r.pick(TRANSMISSIONS),
      color: r.pick(['Rosso Corsa', 'Nero', 'Bianco', 'Bleu Méditerranée', 'BLANC ÉCLAT', 'Grigio_Titanio']),
      description: `${r.pick(WORDS)}, ${r.pick(WORDS)}.`,
      category: r.pick(CATEGORY_SLUGS),
      status: r.pick(VEHICLE_STATUSES),
      // Some on request: the price filters and sorts must leave their hidden price alone, as a sold car's.
      priceOnRequest: i % 7 === 3,
      isFeatured: r.next() < 0.2,
      features: [r.pick(FEATURES), r.pick(FEATURES)].slice(0, r.int(0, 2)),
      images: [],
      vin: `TESTVIN${String(i).padStart(10, '0')}`,
      // Days ago from -2 (future) to 60, some on the same millisecond.
      createdAt: new Date(NOW.getTime() - (r.int(-2, 60) * DAY + (i % 3 === 0 ? 0 : r.int(0, DAY)))),
    });
  }
  return list;
}

const QUERIES: string[] = [
  '',
  'status=all',
  'status=sold',
  'status=reserved',
  'make=ferrari',
  'make=FERRARI&status=all',
  'make=škoda',
  'make=ŠKODA&sort=price-asc',
  'make=Rolls-Royce',
  'make=koenigsegg',
  'make=KOENIGSEGG&status=all',
  'make=infiniti',
  'make=%C4%B0nfiniti',
  'search=koenig',
  'search=ferrari',
  'search=%C4%B0',
  'make=Ferr',
  'make=all-makes&category=all-categories',
  'model=huracán',
  'model=HURACÁN',
  'model=huracan',
  'model=%25',
  'model=_',
  'model=100%25',
  'model=model_s',
  'model=i',
  'model=İ',
  'model=gtb&make=ferrari',
  'year=2020',
  'year=2020&sort=mileage-desc',
  'priceMin=150000',
  'priceMax=150000',
  'priceMin=150000&priceMax=150000',
  'priceMin=300000&priceMax=100000',
  'priceMax=0',
  'priceMin=99999.5',
  'category=sports-cars',
  'category=Convertibles&status=all&sort=year-asc',
  'search=ferr',
  'search=ÉDITION',
  'search=édition',
  'search=edition',
  'search=201',
  'search=50%25',
  'search=snake_case',
  'search=%5C',
  'search=b%26o',
  'search=Bang%20%26%20Olufsen',
  'search=rosso%20corsa',
  'search=Ferrari%20488',
  'search=porsche%20911',
  'search=gt3',
  'search=competition%20nero',
  'search=%C3%A9dition%20ferrari',
  'search=porsche%20911&sort=price-asc',
  'search=PORSCHE%20%20911%20turbo',
  'search=V12',
  'search=v12%20ferrari',
  'search=citroen',
  'search=CITRO%C3%8BN%20pallas',
  'search=huracan',
  'search=nurburgring',
  'search=editio%20speciale',
  'search=eclat',
  'search=m%C3%A9diterran%C3%A9e',
  'search=sports%20cars',
  'search=exotic%20rosso',
  'search=suvs%20%26',
  'search=2019%20nero',
  'search=%223D%22',
  'search=back%5Cslash',
  'search=grigio_titanio',
  'search=koenigsegg%20infiniti',
  'search=a%20b%20c%20d%20e%20f%20g%20h%20i%20j%20k',
  'search=i',
  'filter=new-arrivals',
  'filter=new-arrivals&status=all&sort=price-desc',
  'make=porsche&year=2021&priceMax=300000&category=exotic-collection&search=turbo&filter=new-arrivals',
];

describe('searchInventory agrees with the reference predicate', () => {
  let database: Db;
  let all: Vehicle[];

  beforeAll(() => {
    database = openDatabase(':memory:');
    applyMigrations(database, 'src/db/migrations');
    for (const v of makeVehicles(600)) database.insert(vehicles).values(v).run();
    all = database.select().from(vehicles).all();
  });

  const expected = (query: InventoryQuery) =>
    sortVehicles(
      all.filter((v) => matchesInventoryFilters(v, query, NOW)),
      query.sort,
      query.search,
    ).map((v) => v.id);
  const actual = (query: InventoryQuery) => searchInventory(query, { database, now: NOW, pageSize: 10_000 });

  it.each(QUERIES)('gives the same vehicles in the same order for ?%s', (search) => {
    const query = parseInventoryQuery(new URLSearchParams(search));
    const result = actual(query);
    expect(result.vehicles.map((v) => v.id)).toEqual(expected(query));
    expect(result.total).toBe(result.vehicles.length);
  });

  it.each(SORT_OPTIONS.map((o) => o.value))('orders by %s like sortVehicles, over every status', (sort) => {
    const query = parseInventoryQuery(new URLSearchParams(`status=all&sort=${sort}`));
    expect(actual(query).vehicles.map((v) => v.id)).toEqual(expected(query));
  });

  it('agrees on 300 random combinations of filters', () => {
    const r = random(7);
    for (let i = 0; i < 300; i++) {
      const params = new URLSearchParams();
      if (r.next() < 0.3) params.set('make', r.pick([...MAKES, 'ferrari', 'Nope']));
      if (r.next() < 0.2) params.set('model', r.pick(['4', 'GT', 'huracán', 'S', '%', '_', 'o']));
      if (r.next() < 0.2) params.set('year', String(r.int(2011, 2026)));
      if (r.next() < 0.3) params.set('priceMin', String(r.pick([0, 45000, 150000, 289900])));
      if (r.next() < 0.3) params.set('priceMax', String(r.pick([0, 99999, 150000, 1250000])));
      if (r.next() < 0.3) params.set('category', r.pick(CATEGORY_SLUGS));
      if (r.next() < 0.4) params.set('status', r.pick([...VEHICLE_STATUSES, 'all']));
      if (r.next() < 0.3)
        params.set(
          'search',
          r.pick(['a', 'V8', 'édition', '20', 'corsa', 'ŠKO', 'x%', 'ferrari 20', 'v12 nero', 'sport carbon', 'ÉCLAT 911', '50% tint']),
        );
      if (r.next() < 0.2) params.set('filter', 'new-arrivals');
      params.set('sort', r.pick(SORT_OPTIONS).value);
      const query = parseInventoryQuery(params);
      expect(
        actual(query).vehicles.map((v) => v.id),
        params.toString(),
      ).toEqual(expected(query));
    }
  });

  it('pages through the same order, 24 at a time, clamping a page past the end', () => {
    const query = parseInventoryQuery(new URLSearchParams('status=all&sort=price-desc'));
    const ids = expected(query);
    const first = searchInventory({ ...query, page: 1 }, { database, now: NOW });
    expect(first).toMatchObject({ total: ids.length, page: 1, pages: Math.ceil(ids.length / 24), pageSize: 24 });
    expect(first.vehicles.map((v) => v.id)).toEqual(ids.slice(0, 24));
    const third = searchInventory({ ...query, page: 3 }, { database, now: NOW });
    expect(third.vehicles.map((v) => v.id)).toEqual(ids.slice(48, 72));
    const past = searchInventory({ ...query, page: 999 }, { database, now: NOW });
    expect(past.page).toBe(first.pages);
    expect(past.vehicles.map((v) => v.id)).toEqual(ids.slice((first.pages - 1) * 24));
  });

  it("cannot find a sold car's price by bisecting the price filter", () => {
    const sold = all.find((v) => v.status === 'sold' && !v.priceOnRequest && v.price > 0)!;
    const found = (priceMin: number, priceMax: number) =>
      searchInventory(
        { status: 'sold', priceMin, priceMax, sort: 'newest', page: 1 },
        { database, now: NOW, pageSize: 10_000 },
      ).vehicles.some((v) => v.id === sold.id);
    // The exact price, a range around it, and everything: the sold car is in none of them.
    expect(found(sold.price, sold.price)).toBe(false);
    expect(found(0, 10_000_000)).toBe(false);
    expect(
      searchInventory({ status: 'sold', sort: 'newest', page: 1 }, { database, now: NOW, pageSize: 10_000 }).vehicles.some(
        (v) => v.id === sold.id,
      ),
    ).toBe(true);
  });

  it.each(['price-asc', 'price-desc'] as const)('places cars on request and sold cars in %s without reading their price', (sort) => {
    const order = () =>
      searchInventory({ status: 'all', sort, page: 1 }, { database, now: NOW, pageSize: 10_000 }).vehicles.map((v) => v.id);
    const before = order();
    const hidden = all.filter((v) => v.priceOnRequest || v.status === 'sold');
    expect(hidden.length).toBeGreaterThan(10);
    // Every hidden price changed: the order stays the same, and hidden-price cars come after every priced one.
    for (const v of hidden)
      database
        .update(vehicles)
        .set({ price: (v.id * 7919) % 2_000_000 })
        .where(eq(vehicles.id, v.id))
        .run();
    try {
      expect(order()).toEqual(before);
      const firstHidden = before.findIndex((id) => hidden.some((v) => v.id === id));
      expect(before.slice(firstHidden).every((id) => hidden.some((v) => v.id === id))).toBe(true);
    } finally {
      for (const v of hidden) database.update(vehicles).set({ price: v.price }).where(eq(vehicles.id, v.id)).run();
    }
  });

  it('answers an empty page 1 of 1 when nothing matches', () => {
    expect(searchInventory({ make: 'Nope', page: 4 }, { database, now: NOW })).toMatchObject({ vehicles: [], total: 0, page: 1, pages: 1 });
  });

  it('lists makes case-insensitively grouped with counts, models of the chosen make, years newest first', () => {
    const inScope = all.filter((v) => v.status !== 'sold' && v.status !== 'draft');
    const { facets } = searchInventory({ make: 'ferrari' }, { database, now: NOW });
    const ferraris = inScope.filter((v) => v.make.toLowerCase() === 'ferrari');
    expect(facets.makes.find((m) => m.value.toLowerCase() === 'ferrari')?.count).toBe(ferraris.length);
    // The make facet leaves out the make filter: every make stays listed while one is chosen.
    expect(facets.makes.reduce((n, m) => n + m.count, 0)).toBe(inScope.length);
    expect(facets.models?.reduce((n, m) => n + m.count, 0)).toBe(ferraris.length);
    // The years are those of the chosen make's cars.
    expect(facets.years.map((y) => Number(y.value))).toEqual([...new Set(ferraris.map((v) => v.year))].sort((a, b) => b - a));
    expect(searchInventory({}, { database, now: NOW }).facets.models).toBeUndefined();
  });

  // Each facet counts what every other filter lets through, as the reference predicate decides.
  const facetCounts = (query: InventoryQuery, field: 'make' | 'model' | 'year', key: (v: Vehicle) => string) => {
    const counts = new Map<string, number>();
    for (const v of all.filter((v) => matchesInventoryFilters(v, { ...query, [field]: undefined }, NOW)))
      counts.set(key(v), (counts.get(key(v)) ?? 0) + 1);
    return counts;
  };
  // Summed per folded value, so the counts compare whatever spelling a group is shown under.
  const asMap = (list: { value: string; count: number }[], fold = (s: string) => s) => {
    const counts = new Map<string, number>();
    for (const f of list) counts.set(fold(f.value), (counts.get(fold(f.value)) ?? 0) + f.count);
    return counts;
  };

  it.each([
    'category=suvs-crossovers',
    'priceMax=150000',
    'make=ferrari&year=2020',
    'search=v12&status=all',
    'make=porsche&year=2021&priceMax=300000&category=exotic-collection&search=turbo',
    'model=GT&filter=new-arrivals',
  ])('counts makes, models and years under the other filters for ?%s', (search) => {
    const query = parseInventoryQuery(new URLSearchParams(search));
    const { facets } = actual(query);
    expect(asMap(facets.makes, (s) => s.toLowerCase())).toEqual(facetCounts(query, 'make', (v) => v.make.toLowerCase()));
    expect(asMap(facets.years)).toEqual(facetCounts(query, 'year', (v) => String(v.year)));
    if (query.make) expect(asMap(facets.models!)).toEqual(facetCounts(query, 'model', (v) => v.model));
  });

  it('sees a new make in the facets right after it is written (the facet cache is dropped on writes)', () => {
    expect(searchInventory({}, { database, now: NOW }).facets.makes.some((m) => m.value === 'Pagani')).toBe(false);
    database
      .insert(vehicles)
      .values({ ...makeVehicles(1)[0], make: 'Pagani', status: 'available', vin: 'TESTVINPAGANI0001' })
      .run();
    expect(searchInventory({}, { database, now: NOW }).facets.makes.find((m) => m.value === 'Pagani')?.count).toBe(1);
    database.delete(vehicles).where(eq(vehicles.vin, 'TESTVINPAGANI0001')).run();
    expect(searchInventory({}, { database, now: NOW }).facets.makes.some((m) => m.value === 'Pagani')).toBe(false);
  });

  it('answers another page of a listing it has read from memory, and the changed listing right after a write', () => {
    const query = { status: 'all' as const, sort: 'price-asc' as const, page: 1 };
    const first = searchInventory(query, { database, now: NOW });
    searchInventory({ ...query, page: 2 }, { database, now: NOW });
    const prepare = vi.spyOn(database.$client, 'prepare');
    try {
      // The order is read once per filters and sort, and rows once per vehicle: nothing is asked of SQLite again.
      const again = searchInventory({ ...query }, { database, now: NOW });
      const second = searchInventory({ ...query, page: 2 }, { database, now: NOW });
      expect(prepare).not.toHaveBeenCalled();
      expect(again.vehicles.map((v) => v.id)).toEqual(first.vehicles.map((v) => v.id));
      // The same frozen row objects, so a card's cache key is worked out once.
      expect(again.vehicles[0]).toBe(first.vehicles[0]);
      expect(Object.isFrozen(again.vehicles[0])).toBe(true);
      expect(second.vehicles.map((v) => v.id)).not.toEqual(first.vehicles.map((v) => v.id));
    } finally {
      prepare.mockRestore();
    }
    // A write drops the cached order and rows: the cheapest vehicle's new price is seen at once.
    const cheapest = first.vehicles.find((v) => v.price !== null)!;
    database
      .update(vehicles)
      .set({ price: cheapest.price! + 1 })
      .where(eq(vehicles.id, cheapest.id))
      .run();
    const changed = searchInventory({ ...query }, { database, now: NOW, pageSize: 10_000 });
    expect(changed.vehicles.find((v) => v.id === cheapest.id)?.price).toBe(cheapest.price! + 1);
    database.update(vehicles).set({ price: cheapest.price }).where(eq(vehicles.id, cheapest.id)).run();

    const search = { search: 'pagani', sort: 'newest' as const, page: 1 };
    expect(searchInventory(search, { database, now: NOW }).total).toBe(0);
    database
      .insert(vehicles)
      .values({ ...makeVehicles(1)[0], make: 'Pagani', status: 'available', vin: 'TESTVINPAGANI0002' })
      .run();
    const after = searchInventory(search, { database, now: NOW });
    expect(after.total).toBe(1);
    expect(after.vehicles.map((v) => v.make)).toEqual(['Pagani']);
    // New arrivals depend on the clock: the same query a day later is answered again, without a car that came in
    // 29½ days before the first.
    const arrivals = { filter: 'new-arrivals' as const, sort: 'newest' as const, page: 1 };
    database
      .insert(vehicles)
      .values({
        ...makeVehicles(1)[0],
        status: 'available',
        vin: 'TESTVINARRIVAL001',
        createdAt: new Date(NOW.getTime() - 29.5 * 86_400_000),
      })
      .run();
    const arrival = database.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vin, 'TESTVINARRIVAL001')).get()!;
    const newOn = (now: Date) => searchInventory(arrivals, { database, now, pageSize: 10_000 }).vehicles.map((v) => v.id);
    expect(newOn(NOW)).toContain(arrival.id);
    expect(newOn(new Date(NOW.getTime() + 86_400_000))).not.toContain(arrival.id);
    database.delete(vehicles).where(eq(vehicles.vin, 'TESTVINARRIVAL001')).run();
    database.delete(vehicles).where(eq(vehicles.vin, 'TESTVINPAGANI0002')).run();
    expect(searchInventory(search, { database, now: NOW }).total).toBe(0);
  });
});
