import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from '#src/lib/enums';
import type { InventoryQuery } from '#src/lib/inventory/filters';
import { matchesSearch } from '#src/lib/inventory/search';

/**
 * What a saved search ("Alert me" on /inventory, or "the car I am looking for")
 * asks for. Every field is optional; an empty search would match every car, so
 * at least one is required. Prices are all-in (what the shopper sees).
 */
const year = z.coerce
  .number('Year must be a number')
  .int('Year must be a whole number')
  .min(1900, 'Year is too early')
  .max(2100, 'Year is too late');
const money = z.coerce
  .number('Price must be a number')
  .int('Price must be whole dollars')
  .min(0, 'Price cannot be negative')
  .max(100_000_000, 'Price is too high');
const text = (label: string, max = 60) => z.string().trim().max(max, `${label} is too long`).optional();

export const savedSearchCriteriaSchema = z
  .object({
    make: text('Make'),
    model: text('Model'),
    yearMin: year.optional(),
    yearMax: year.optional(),
    priceMin: money.optional(),
    priceMax: money.optional(),
    mileageMax: z.coerce
      .number('Kilometres must be a number')
      .int('Kilometres must be a whole number')
      .min(0, 'Kilometres cannot be negative')
      .max(2_000_000, 'Kilometres are too many')
      .optional(),
    color: text('Colour', 40),
    category: z.enum(CATEGORY_SLUGS, 'Choose a category from the list').optional(),
    search: text('Search', 100),
  })
  .transform((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined && v !== '')) as typeof c)
  .check((ctx) => {
    const c = ctx.value;
    if (!Object.keys(c).length)
      ctx.issues.push({ code: 'custom', message: 'Choose at least one thing to look for', input: c, path: ['make'] });
    if (c.yearMin !== undefined && c.yearMax !== undefined && c.yearMin > c.yearMax)
      ctx.issues.push({ code: 'custom', message: 'The first year must not be after the last', input: c, path: ['yearMax'] });
    if (c.priceMin !== undefined && c.priceMax !== undefined && c.priceMin > c.priceMax)
      ctx.issues.push({ code: 'custom', message: 'The lowest price must not be above the highest', input: c, path: ['priceMax'] });
  });
export type SavedSearchCriteria = z.output<typeof savedSearchCriteriaSchema>;

/** A vehicle as the matcher sees it: its all-in price (null when sold or on request) and what the search reads. */
export type MatchableVehicle = {
  make: string;
  model: string;
  year: number;
  mileage: number;
  color: string;
  category: CategorySlug;
  status: string;
  /** All-in dollars; null when no price is shown (on request: price bounds then never match). */
  allInPrice: number | null;
  features: readonly string[];
  description?: string;
  vin?: string;
};

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Whether a vehicle for sale answers a saved search. Sold, reserved and pending cars never do (nothing to act on). */
export function matchesSavedSearch(vehicle: MatchableVehicle, c: SavedSearchCriteria): boolean {
  if (vehicle.status !== 'available') return false;
  if (c.make && fold(vehicle.make) !== fold(c.make)) return false;
  if (c.model && !fold(vehicle.model).includes(fold(c.model))) return false;
  if (c.yearMin !== undefined && vehicle.year < c.yearMin) return false;
  if (c.yearMax !== undefined && vehicle.year > c.yearMax) return false;
  if (c.priceMin !== undefined || c.priceMax !== undefined) {
    if (vehicle.allInPrice === null) return false;
    if (c.priceMin !== undefined && vehicle.allInPrice < c.priceMin) return false;
    if (c.priceMax !== undefined && vehicle.allInPrice > c.priceMax) return false;
  }
  if (c.mileageMax !== undefined && vehicle.mileage > c.mileageMax) return false;
  if (c.color && !fold(vehicle.color).includes(fold(c.color))) return false;
  if (c.category && vehicle.category !== c.category) return false;
  if (c.search && !matchesSearch(vehicle, c.search)) return false;
  return true;
}

/** The saved-search criteria of an /inventory filter combination ("Alert me"); sort, page and status are not criteria. */
export function criteriaFromInventoryQuery(q: Partial<InventoryQuery>): Record<string, string | number> {
  const c: Record<string, string | number> = {};
  if (q.make) c.make = q.make;
  if (q.model) c.model = q.model;
  if (q.year !== undefined) c.yearMin = c.yearMax = q.year;
  if (q.priceMin !== undefined) c.priceMin = Math.round(q.priceMin);
  if (q.priceMax !== undefined) c.priceMax = Math.round(q.priceMax);
  if (q.category) c.category = q.category;
  if (q.search) c.search = q.search;
  return c;
}

/** A short name for a search, from what it asks: '2019–2023 Porsche 911 under $250,000'. */
export function describeSavedSearch(c: SavedSearchCriteria): string {
  const years =
    c.yearMin !== undefined && c.yearMax !== undefined
      ? c.yearMin === c.yearMax
        ? String(c.yearMin)
        : `${c.yearMin}–${c.yearMax}`
      : c.yearMin !== undefined
        ? `${c.yearMin} or newer`
        : c.yearMax !== undefined
          ? `${c.yearMax} or older`
          : '';
  const money = (n: number) => `$${n.toLocaleString('en-CA')}`;
  const parts = [years, c.color ?? '', c.make ?? '', c.model ?? '', c.search ? `“${c.search}”` : ''].filter(Boolean);
  if (!c.make && !c.model && c.category) parts.push(c.category.replace(/-/g, ' '));
  if (!parts.length) parts.push('Any vehicle');
  if (c.priceMax !== undefined) parts.push(`under ${money(c.priceMax)}`);
  if (c.priceMin !== undefined) parts.push(`from ${money(c.priceMin)}`);
  if (c.mileageMax !== undefined) parts.push(`up to ${c.mileageMax.toLocaleString('en-CA')} km`);
  return parts.join(' ').slice(0, 120);
}
