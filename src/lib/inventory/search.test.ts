import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, foldForSearch, matchesSearch, searchRelevance, searchWords, type SearchableVehicle } from './search';
import { sortVehicles } from './filters';

const gt3: SearchableVehicle = {
  make: 'Porsche',
  model: '911 GT3',
  year: 2022,
  category: 'sports-cars',
  color: 'Shark Blue',
  features: ['4.0L flat-six (502 hp)', 'Carbon-ceramic brakes (PCCB)'],
};
const phantom: SearchableVehicle = {
  make: 'Rolls-Royce',
  model: 'Phantom',
  year: 2021,
  category: 'luxury-sedans',
  color: 'Arctic White',
  features: ['6.75L twin-turbo V12 (563 hp)', 'Starlight headliner'],
};
const ds: SearchableVehicle = {
  make: 'Citroën',
  model: 'DS 21 Pallas',
  year: 1972,
  category: 'convertibles',
  color: 'Bleu Delta',
  features: [],
};

describe('foldForSearch', () => {
  it.each([
    ['Citroën', 'citroen'],
    ['ÉDITION SPÉCIALE', 'edition speciale'],
    ['Škoda', 'skoda'],
    ['Nürburgring', 'nurburgring'],
    ['İstanbul', 'istanbul'],
    ['\u212Aoenigsegg', 'koenigsegg'],
    ['Huracán', 'huracan'],
    ['e\u0301', 'e'],
  ])('%s → %s', (text, folded) => expect(foldForSearch(text)).toBe(folded));
});

describe('searchWords', () => {
  it('splits on any whitespace, folds and drops repeats', () => {
    expect(searchWords('  Porsche\t911  porsche\nGT3 ')).toEqual(['porsche', '911', 'gt3']);
  });
  it('is empty for a blank search', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('matchesSearch', () => {
  it.each<[string, SearchableVehicle, string, boolean]>([
    ['make and model in one search ("porsche 911")', gt3, 'porsche 911', true],
    ['the words in any order and case', gt3, 'GT3 PORSCHE', true],
    ['a word from the features ("V12")', phantom, 'V12', true],
    ['"V12" is not in a flat-six', gt3, 'V12', false],
    ['the year', gt3, '2022', true],
    ['the category as shown', phantom, 'luxury sedans', true],
    ['the colour', phantom, 'arctic', true],
    ['colour and model together', gt3, 'blue 911', true],
    ['accents ignored in the vehicle ("citroen")', ds, 'citroen pallas', true],
    ['accents ignored in the search ("Citroën")', ds, 'CITROËN', true],
    ['every word must match', gt3, 'porsche ferrari', false],
    ['a word across two fields does not match ("porsche911")', gt3, 'porsche911', false],
    ['a blank search matches', gt3, '  ', true],
    ['the trim, apart from the model ("GT4 RS")', { ...gt3, model: '718 Cayman', trim: 'GT4 RS' }, 'cayman gt4', true],
  ])('%s', (_, vehicle, search, expected) => {
    expect(matchesSearch(vehicle, search)).toBe(expected);
  });
});

// A 718 Cayman whose features mention the 911 it borrows its engine from: it matches "porsche 911", but a 911 first.
const cayman: SearchableVehicle = {
  make: 'Porsche',
  model: '718 Cayman',
  trim: 'GT4 RS',
  year: 2023,
  category: 'sports-cars',
  color: 'Shark Blue',
  features: ['4.0L flat-six from the 911 GT3'],
};

describe('searchRelevance', () => {
  it.each<[string, SearchableVehicle, string, number]>([
    ['two words in the name', gt3, 'porsche 911', 4],
    ['one word in the name, one only in the features', cayman, 'porsche 911', 2],
    ['a word in the trim counts as the name', cayman, 'gt4', 2],
    ['a word in the colour counts less', gt3, 'shark', 1],
    ['a blank search', gt3, '', 0],
  ])('%s', (_, vehicle, search, score) => expect(searchRelevance(vehicle, search)).toBe(score));

  it('puts the 911 before a newer 718 Cayman for "porsche 911", and keeps a chosen sort as chosen', () => {
    const list = [
      { ...cayman, id: 2, price: 250_000, mileage: 10, createdAt: new Date('2026-11-20') },
      { ...gt3, id: 1, price: 300_000, mileage: 20, createdAt: new Date('2026-10-01') },
    ];
    expect(sortVehicles(list, 'newest', 'porsche 911').map((v) => v.id)).toEqual([1, 2]);
    expect(sortVehicles(list, 'newest').map((v) => v.id)).toEqual([2, 1]);
    expect(sortVehicles(list, 'price-asc', 'porsche 911').map((v) => v.id)).toEqual([2, 1]);
  });
});
