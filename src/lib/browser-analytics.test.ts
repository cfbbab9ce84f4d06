import { describe, expect, it } from 'vitest';
import { parseCookies, readAbVariant, readBrowserAnalytics, readCount, readPopularVehicles, readSessionId } from './browser-analytics';

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('parseCookies', () => {
  it('reads names and URL-encoded values', () => {
    expect(parseCookies(`visit_count=3; session_data=${enc({ id: 'abc' })}`)).toEqual({ visit_count: '3', session_data: '{"id":"abc"}' });
  });

  it('keeps a value that does not decode as written and keeps the first of two same-named cookies', () => {
    expect(parseCookies('a=%E0%A4%A; a=2; =x; junk')).toEqual({ a: '%E0%A4%A' });
  });

  it('reads an empty cookie string as no cookies', () => {
    expect(parseCookies('')).toEqual({});
  });
});

describe('readCount', () => {
  it.each([
    ['7', 7],
    [' 12 ', 12],
    [0, 0],
    [42, 42],
    ['-3', 0],
    ['1.5', 0],
    ['abc', 0],
    ['', 0],
    [undefined, 0],
    [null, 0],
    ['99999999999999999999', 0],
  ])('%j → %d', (input, expected) => {
    expect(readCount(input)).toBe(expected);
  });
});

describe('readSessionId', () => {
  it.each([
    ['a session', JSON.stringify({ id: 'sess-1', startTime: 1, pageViews: [] }), 'sess-1'],
    ['corrupted JSON', '{"id":', null],
    ['a non-string id', JSON.stringify({ id: 5 }), null],
    ['a blank id', JSON.stringify({ id: '  ' }), null],
    ['an array', '[]', null],
    ['no cookie', undefined, null],
  ])('%s', (_, input, expected) => {
    expect(readSessionId(input)).toBe(expected);
  });
});

describe('readPopularVehicles', () => {
  it('orders by count, highest first, and keeps at most five', () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, count: id * 2 }));
    expect(readPopularVehicles(JSON.stringify(list))).toEqual([
      { id: 7, count: 14 },
      { id: 6, count: 12 },
      { id: 5, count: 10 },
      { id: 4, count: 8 },
      { id: 3, count: 6 },
    ]);
  });

  it('merges repeated ids, accepts numeric-string ids and drops invalid entries', () => {
    const list = [
      { id: 3, count: 1 },
      { id: '3', count: 2 },
      { id: 'x', count: 5 },
      { id: 4, count: 0 },
      { id: -1, count: 9 },
      null,
      'a',
      { id: 8, count: 'two' },
      { id: 9, count: 1 },
    ];
    expect(readPopularVehicles(JSON.stringify(list))).toEqual([
      { id: 3, count: 3 },
      { id: 9, count: 1 },
    ]);
  });

  it('breaks ties by the lower id first', () => {
    expect(
      readPopularVehicles(
        JSON.stringify([
          { id: 9, count: 2 },
          { id: 2, count: 2 },
        ]),
      ),
    ).toEqual([
      { id: 2, count: 2 },
      { id: 9, count: 2 },
    ]);
  });

  it.each([
    ['corrupted JSON', '[{"id":1,'],
    ['an object', '{"id":1,"count":2}'],
    ['no cookie', undefined],
  ])('reads %s as empty', (_, input) => {
    expect(readPopularVehicles(input)).toEqual([]);
  });
});

describe('readAbVariant', () => {
  it('reads the variant and its conversions', () => {
    expect(readAbVariant(JSON.stringify({ variant: 'B', conversions: 2 }))).toEqual({ variant: 'B', conversions: 2 });
  });

  it.each([
    ['corrupted JSON', '{"variant":'],
    ['no variant', '{"conversions":1}'],
    ['a blank variant', '{"variant":" "}'],
    ['no cookie', undefined],
  ])('reads %s as not assigned', (_, input) => {
    expect(readAbVariant(input)).toEqual({ variant: null, conversions: 0 });
  });
});

describe('readBrowserAnalytics', () => {
  it('reads every figure from the cookie names the consent layer writes', () => {
    const cookie = [
      'visit_count=4',
      'viewed_count=11',
      `session_data=${enc({ id: 'k2j3h4', startTime: 1700000000000, pageViews: [{ path: '/', time: 1 }] })}`,
      `popular_vehicles=${enc([
        { id: 2, count: 1 },
        { id: 5, count: 3 },
      ])}`,
      `ab_variant=${enc({ variant: 'A', conversions: 1 })}`,
      'unrelated=1',
    ].join('; ');
    expect(readBrowserAnalytics(cookie)).toEqual({
      totalVisits: 4,
      vehiclesViewed: 11,
      sessionId: 'k2j3h4',
      abVariant: 'A',
      abConversions: 1,
      popularVehicles: [
        { id: 5, count: 3 },
        { id: 2, count: 1 },
      ],
    });
  });

  it('reads a browser with no cookies, or only corrupted ones, as empty', () => {
    const empty = { totalVisits: 0, vehiclesViewed: 0, sessionId: null, abVariant: null, abConversions: 0, popularVehicles: [] };
    expect(readBrowserAnalytics('')).toEqual(empty);
    expect(readBrowserAnalytics('visit_count=lots; viewed_count=; session_data=%7B; popular_vehicles=nope; ab_variant=%5B')).toEqual(empty);
  });
});
