import { filterValue, inventoryMatcher, type FilterableVehicle, type FoldedTextsOf, type InventoryQuery } from './filters';
import { foldSearchTexts } from './search';

export type Facet = { value: string; count: number };

export type InventoryFacets = {
  /** Makes A–Z, grouped case-insensitively (as the make filter matches), each under its first spelling A–Z. */
  makes: Facet[];
  /** Models of the chosen make (only when a make is chosen), A–Z. */
  models?: Facet[];
  /** Years, newest first. */
  years: Facet[];
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How many of the vehicles have each value, per `value` function, in one pass (a Map on the values as they are). */
function countBy<T, A, B = never>(vehicles: readonly T[], first: (v: T) => A, second?: (v: T) => B): [Map<A, number>, Map<B, number>] {
  const a = new Map<A, number>();
  const b = new Map<B, number>();
  for (const vehicle of vehicles) {
    const x = first(vehicle);
    a.set(x, (a.get(x) ?? 0) + 1);
    if (second) {
      const y = second(vehicle);
      b.set(y, (b.get(y) ?? 0) + 1);
    }
  }
  return [a, b];
}

/** Spellings that fold alike counted as one, shown under the first spelling A–Z, in the order of their folded form. */
function foldedFacets(counts: Map<string, number>, fold: (s: string) => string): Facet[] {
  const groups = new Map<string, Facet>();
  for (const [value, count] of counts) {
    const key = fold(value);
    const group = groups.get(key);
    if (!group) groups.set(key, { value, count });
    else {
      group.count += count;
      if (value < group.value) group.value = value;
    }
  }
  return [...groups].sort(([a], [b]) => byText(a, b)).map(([, facet]) => facet);
}

/**
 * The inventory's facets: each counts the vehicles that pass every other filter, so the makes under "under
 * $200,000, SUVs" are the makes a visitor would find there, and choosing one of them never leads to an empty
 * page. A facet leaves out its own filter: the other makes stay listed while one is chosen. `matching` may give
 * the vehicles that pass every filter, when the caller has them already (a facet whose own filter is unset
 * counts those).
 */
export function inventoryFacets<T extends FilterableVehicle>(
  vehicles: readonly T[],
  query: Partial<InventoryQuery>,
  now: Date = new Date(),
  foldedTexts: FoldedTextsOf<T> = foldSearchTexts,
  matching?: readonly T[],
): InventoryFacets {
  const among = (field: 'make' | 'model' | 'year', unset: boolean): readonly T[] => {
    if (unset) return (matching ??= vehicles.filter(inventoryMatcher(query, now, foldedTexts)));
    return vehicles.filter(inventoryMatcher({ ...query, [field]: undefined }, now, foldedTexts));
  };
  const makeChosen = filterValue(query.make) !== undefined;
  const forMakes = among('make', !makeChosen);
  const forYears = among('year', query.year === undefined);
  // Usually the same vehicles (no make or year chosen): counted in one pass.
  const [makes, years] =
    forMakes === forYears
      ? countBy(
          forMakes,
          (v) => v.make,
          (v) => v.year,
        )
      : [countBy(forMakes, (v) => v.make)[0], countBy(forYears, (v) => v.year)[0]];
  const makeFacets = foldedFacets(makes, (make) => make.toLowerCase());
  const yearFacets = [...years].sort(([a], [b]) => b - a).map(([year, count]) => ({ value: String(year), count }));
  if (!makeChosen) return { makes: makeFacets, years: yearFacets };
  const [models] = countBy(among('model', filterValue(query.model) === undefined), (v) => v.model);
  const modelFacets = [...models]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => byText(a.value.toLowerCase(), b.value.toLowerCase()) || byText(a.value, b.value));
  // In this order: the page carries the facets as JSON (the filter island's props), so the order is in its bytes.
  return { makes: makeFacets, models: modelFacets, years: yearFacets };
}
