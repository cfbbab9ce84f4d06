import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  criteriaFromInventoryQuery,
  describeSavedSearch,
  matchesSavedSearch,
  savedSearchCriteriaSchema,
  type MatchableVehicle,
} from './saved-search';
import { digestDue } from './alerts';

const gt3: MatchableVehicle = {
  make: 'Porsche',
  model: '911 GT3 Touring',
  year: 2022,
  mileage: 8_200,
  color: 'Guards Red',
  category: 'sports-cars' as MatchableVehicle['category'],
  status: 'available',
  allInPrice: 250_399,
  features: ['4.0L flat-six', 'Bose surround sound system'],
};

const criteria = (c: Record<string, unknown>) => savedSearchCriteriaSchema.parse(c);

describe('matchesSavedSearch: every criterion', () => {
  it.each([
    ['make (any case)', { make: 'porsche' }, true],
    ['another make', { make: 'Ferrari' }, false],
    ['model, part of it', { model: 'gt3' }, true],
    ['another model', { model: 'Cayenne' }, false],
    ['from a year', { yearMin: 2022 }, true],
    ['from a later year', { yearMin: 2023 }, false],
    ['up to a year', { yearMax: 2022 }, true],
    ['up to an earlier year', { yearMax: 2021 }, false],
    ['a maximum all-in price above', { priceMax: 260_000 }, true],
    ['a maximum all-in price below', { priceMax: 250_000 }, false],
    ['a minimum all-in price below', { priceMin: 200_000 }, true],
    ['a minimum all-in price above', { priceMin: 300_000 }, false],
    ['kilometres within', { mileageMax: 10_000 }, true],
    ['kilometres beyond', { mileageMax: 5_000 }, false],
    ['colour, part of it', { color: 'red' }, true],
    ['another colour', { color: 'Blue' }, false],
    ['search words in features', { search: 'bose flat-six' }, true],
    ['search words not there', { search: 'v12' }, false],
  ])('%s', (_, c, expected) => {
    expect(matchesSavedSearch(gt3, criteria(c))).toBe(expected);
  });

  it('all criteria at once must hold', () => {
    expect(matchesSavedSearch(gt3, criteria({ make: 'Porsche', yearMin: 2020, priceMax: 300_000, color: 'red' }))).toBe(true);
    expect(matchesSavedSearch(gt3, criteria({ make: 'Porsche', yearMin: 2020, priceMax: 200_000 }))).toBe(false);
  });

  it('never matches a sold, reserved or pending car', () => {
    for (const status of ['sold', 'reserved', 'pending'])
      expect(matchesSavedSearch({ ...gt3, status }, criteria({ make: 'Porsche' }))).toBe(false);
  });

  it('a car with its price on request matches no price bound, but matches searches without one', () => {
    expect(matchesSavedSearch({ ...gt3, allInPrice: null }, criteria({ priceMax: 1_000_000 }))).toBe(false);
    expect(matchesSavedSearch({ ...gt3, allInPrice: null }, criteria({ make: 'Porsche' }))).toBe(true);
  });
});

describe('savedSearchCriteriaSchema', () => {
  const errors = (c: unknown) => {
    const r = savedSearchCriteriaSchema.safeParse(c);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('refuses an empty search, a year range backwards and a price range backwards, naming the field', () => {
    expect(errors({})).toEqual({ make: 'Choose at least one thing to look for' });
    expect(errors({ yearMin: 2024, yearMax: 2020 })).toEqual({ yearMax: 'The first year must not be after the last' });
    expect(errors({ priceMin: 9, priceMax: 1 })).toEqual({ priceMax: 'The lowest price must not be above the highest' });
    expect(errors({ mileageMax: -1 })).toEqual({ mileageMax: 'Kilometres cannot be negative' });
    expect(errors({ category: 'boats' })).toEqual({ category: 'Choose a category from the list' });
  });
  it('drops blank values', () => {
    expect(criteria({ make: 'Porsche', model: '  ', color: '' })).toEqual({ make: 'Porsche' });
  });
  it('is a zod schema', () => expect(savedSearchCriteriaSchema).toBeInstanceOf(z.ZodType));
});

describe('criteriaFromInventoryQuery and describeSavedSearch', () => {
  it('turns /inventory filters into criteria (sort, page and status are not criteria)', () => {
    expect(
      criteriaFromInventoryQuery({ make: 'Porsche', year: 2022, priceMax: 300_000, sort: 'price-asc', page: 3, status: 'all' }),
    ).toEqual({
      make: 'Porsche',
      yearMin: 2022,
      yearMax: 2022,
      priceMax: 300_000,
    });
  });
  it('names a search from what it asks', () => {
    expect(describeSavedSearch(criteria({ make: 'Porsche', model: '911', yearMin: 2019, yearMax: 2023, priceMax: 250_000 }))).toBe(
      '2019–2023 Porsche 911 under $250,000',
    );
  });
});

describe('digestDue', () => {
  const day = 86_400_000;
  it('instant is always due; daily after a day; weekly after a week; a first digest at once', () => {
    expect(digestDue('instant', Date.now(), Date.now())).toBe(true);
    expect(digestDue('daily', 0, day - 120_000)).toBe(false);
    expect(digestDue('daily', 0, day)).toBe(true);
    expect(digestDue('weekly', 0, 6 * day)).toBe(false);
    expect(digestDue('weekly', 0, 7 * day)).toBe(true);
    expect(digestDue('weekly', null, 0)).toBe(true);
  });
});
