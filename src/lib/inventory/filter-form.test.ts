import { describe, expect, it } from 'vitest';
import { filtersFormUrl, priceOptions } from './filter-form';

describe('filtersFormUrl', () => {
  it('keeps the values that filter, in form order, and drops blanks and defaults', () => {
    expect(
      filtersFormUrl([
        ['search', '  gt3 '],
        ['category', 'all-categories'],
        ['make', 'Porsche'],
        ['model', ''],
        ['year', ''],
        ['priceMax', '300000'],
        ['status', ''],
        ['sort', 'newest'],
      ]),
    ).toBe('/inventory?search=gt3&make=Porsche&priceMax=300000');
  });
  it('a form with nothing chosen is the bare inventory (page 1)', () => {
    expect(
      filtersFormUrl([
        ['make', 'all-makes'],
        ['sort', 'newest'],
        ['search', ' '],
      ]),
    ).toBe('/inventory');
  });
  it('encodes what the visitor typed', () => {
    expect(filtersFormUrl([['search', 'porsche 911 & co']])).toBe('/inventory?search=porsche+911+%26+co');
  });
});

describe('priceOptions', () => {
  it('adds a price from the URL that is not a step, in order', () => {
    const values = priceOptions(175_000).map((o) => o.value);
    expect(values.indexOf('175000')).toBe(values.indexOf('150000') + 1);
  });
});
