import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, othersThan, parseRecentlyViewed } from './recently-viewed';
import { countVehicleView, parsePopular, POPULAR_MAX } from './popular';
import { addVisitSource, parseVisitSources, VISIT_SOURCES_MAX } from './visit-sources';
import { assignVariant, parseAbState, recordConversion } from './ab-test';

describe('recently viewed', () => {
  it('puts the newest first, moves a repeat to the front and keeps 5', () => {
    let list: number[] = [];
    for (const id of [1, 2, 3, 2, 4, 5, 6, 7]) list = addRecentlyViewed(list, id);
    expect(list).toEqual([7, 6, 5, 4, 2]);
  });

  it('shows up to 3 others on a vehicle page, the current one excluded', () => {
    expect(othersThan([4, 9, 2, 7, 1], 9)).toEqual([4, 2, 7]);
    expect(othersThan([9], 9)).toEqual([]);
  });

  it.each([
    ['a string', 'garbage', []],
    ['an object', { 1: 2 }, []],
    ['mixed junk', [3, 'x', -1, 3, '4', 2.5, null, 5], [3, 4, 5]],
    ['too many', [1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5]],
  ])('reads %s tolerantly', (_, value, expected) => {
    expect(parseRecentlyViewed(value)).toEqual(expected);
  });
});

describe('popular vehicles', () => {
  it('keeps counts ordered highest first', () => {
    let list = parsePopular(undefined);
    for (const id of [1, 2, 2, 3, 3, 3, 1]) list = countVehicleView(list, id);
    expect(list).toEqual([
      { id: 3, count: 3 },
      { id: 1, count: 2 },
      { id: 2, count: 2 },
    ]);
  });

  it('drops the least viewed past the cap', () => {
    let list = parsePopular([]);
    for (let id = 1; id <= POPULAR_MAX; id++) list = countVehicleView(countVehicleView(list, id), id);
    list = countVehicleView(list, 999);
    expect(list).toHaveLength(POPULAR_MAX);
    expect(list.at(-1)).toEqual({ id: 999, count: 1 });
    list = countVehicleView(list, 1000);
    expect(list.map((e) => e.id)).not.toContain(999);
  });

  it('repairs corrupted entries and re-sorts', () => {
    expect(
      parsePopular([{ id: 2, count: 1 }, { id: 'x', count: 9 }, { id: 5, count: 4 }, { id: 2, count: 7 }, { id: 6, count: -1 }, 'junk']),
    ).toEqual([
      { id: 5, count: 4 },
      { id: 2, count: 1 },
    ]);
    expect(parsePopular('{')).toEqual([]);
  });
});

describe('visit sources', () => {
  it('keeps the last 10, oldest first, and fills missing parts with unknown', () => {
    let list = parseVisitSources(undefined);
    for (let i = 1; i <= 12; i++) list = addVisitSource(list, { source: `s${i}`, time: i });
    expect(list).toHaveLength(VISIT_SOURCES_MAX);
    expect(list[0]).toEqual({ source: 's3', medium: 'unknown', campaign: 'unknown', time: 3 });
    expect(list.at(-1)?.source).toBe('s12');
  });

  it('reads corrupted input as empty or repaired', () => {
    expect(parseVisitSources('nope')).toEqual([]);
    expect(parseVisitSources([null, { source: 7, time: 'x' }])).toEqual([
      { source: 'unknown', medium: 'unknown', campaign: 'unknown', time: 0 },
    ]);
  });
});

describe('A/B banner state', () => {
  it('assigns A below one half and B from it', () => {
    expect(assignVariant(0.49).variant).toBe('A');
    expect(assignVariant(0.5).variant).toBe('B');
  });

  it('counts conversions and rejects unknown variants', () => {
    expect(recordConversion({ variant: 'B', conversions: 2 })).toEqual({ variant: 'B', conversions: 3 });
    expect(parseAbState({ variant: 'C' })).toBeNull();
    expect(parseAbState({ variant: 'A', conversions: -3 })).toEqual({ variant: 'A', conversions: 0 });
  });
});
