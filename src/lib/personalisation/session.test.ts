import { describe, expect, it } from 'vitest';
import { encodeCookieValue, MAX_COOKIE_BYTES } from './cookies';
import { filtersFromParams, parseSavedFilters, restoreQuery } from './remembered-filters';
import { addPageView, addVehicleInterest, newSession, parseSessionData } from './session-data';
import { readTrafficSource } from './traffic-source';

const landing = (q = '') => new URL(`https://www.ateliermotorgallery.ca/${q}`);

describe('traffic source', () => {
  it('reads utm values from the landing URL', () => {
    const s = readTrafficSource(landing('?utm_source=Google&utm_medium=cpc&utm_campaign=Spring-Sale'), 'https://www.google.com/search?q=x');
    expect(s).toMatchObject({ source: 'google', medium: 'cpc', campaign: 'Spring-Sale', referrer: 'https://www.google.com/search' });
    expect(s.utm).toEqual({ source: 'google', medium: 'cpc', campaign: 'Spring-Sale' });
  });

  it('names a referring site as a referral and anything else direct', () => {
    expect(readTrafficSource(landing(), 'https://www.example.org/a?b')).toMatchObject({
      source: 'example.org',
      medium: 'referral',
      campaign: 'unknown',
    });
    expect(readTrafficSource(landing(), 'https://www.ateliermotorgallery.ca/inventory')).toMatchObject({
      source: 'direct',
      referrer: 'direct',
    });
    expect(readTrafficSource(landing(), '')).toMatchObject({ source: 'direct', medium: 'unknown', referrer: 'direct' });
    expect(readTrafficSource(landing(), 'not a url').source).toBe('direct');
  });
});

describe('session data', () => {
  const now = 1_750_000_000_000;
  const fresh = () => newSession('abcdef12-3456', now, readTrafficSource(landing('?utm_campaign=x'), undefined));

  it('starts with the spec fields', () => {
    expect(fresh()).toEqual({
      id: 'abcdef12-3456',
      startTime: now,
      pageViews: [],
      vehicleInterests: [],
      preferences: {},
      referrer: 'direct',
      utmSource: null,
      utmMedium: null,
      utmCampaign: 'x',
    });
  });

  it('caps page views so the cookie stays under 4 KB', () => {
    let s = fresh();
    for (let i = 0; i < 200; i++) s = addPageView(s, `/inventory/${i}?${'q'.repeat(110)}`, now + i);
    expect(encodeCookieValue(s).length).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
    expect(s.pageViews.at(-1)?.time).toBe(now + 199);
  });

  it('keeps one interest per vehicle, latest last', () => {
    let s = fresh();
    for (const id of [1, 2, 1]) s = addVehicleInterest(s, id, now + id);
    expect(s.vehicleInterests.map((i) => i.id)).toEqual([2, 1]);
  });

  it('reads an expired, foreign or corrupted session as none', () => {
    expect(parseSessionData(fresh(), now + 1000)?.id).toBe('abcdef12-3456');
    expect(parseSessionData(fresh(), now + 86_400_001)).toBeNull();
    expect(parseSessionData({ id: '<script>', startTime: now }, now)).toBeNull();
    expect(parseSessionData('junk', now)).toBeNull();
    expect(parseSessionData({ id: 'abcdef12', startTime: now, pageViews: 'x', vehicleInterests: [{ id: 'y' }] }, now)).toMatchObject({
      pageViews: [],
      vehicleInterests: [],
    });
  });
});

describe('remembered filters', () => {
  it('saves only the filter keys with values', () => {
    expect(filtersFromParams(new URLSearchParams('make=Ferrari&year=&page=2&utm_source=x&sort=price-asc'))).toEqual({
      make: 'Ferrari',
      sort: 'price-asc',
    });
  });

  it.each([
    ['', 'make=Ferrari&sort=price-asc'],
    ['category=suvs-crossovers', null],
    ['search=911', null],
    ['make=Porsche', null],
    ['filter=new-arrivals', null],
    ['utm_source=google', 'make=Ferrari&sort=price-asc'],
  ])('restores on /inventory?%s → %s', (query, expected) => {
    expect(restoreQuery(new URLSearchParams(query), { make: 'Ferrari', sort: 'price-asc' })).toBe(expected);
  });

  it('restores nothing when nothing was saved and reads junk as nothing', () => {
    expect(restoreQuery(new URLSearchParams(''), {})).toBeNull();
    expect(parseSavedFilters(['make'])).toEqual({});
    expect(parseSavedFilters({ make: 3, model: 'GT' })).toEqual({ model: 'GT' });
  });
});
