import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { analyticsEvents, inquiries, vehicles } from '#src/db/schema';
import { countRows } from './count';
import { pruneAnalyticsEvents, recordAnalyticsEvents, summarizeAnalytics } from './analytics';

let database: Db;
beforeEach(() => {
  database = openDatabase(':memory:');
  applyMigrations(database, 'src/db/migrations');
});

const at = (iso: string) => new Date(iso);
const insert = (type: string, createdAt: Date, extra: Partial<typeof analyticsEvents.$inferInsert> = {}) =>
  database
    .insert(analyticsEvents)
    .values({ sessionId: 'session-1', type, createdAt, ...extra })
    .run();

describe('pruneAnalyticsEvents', () => {
  it('deletes events older than 13 months and keeps the rest', () => {
    const now = at('2025-06-15T12:00:00Z');
    insert('pageview', at('2024-05-14T12:00:00Z'));
    insert('pageview', at('2024-05-15T11:00:00Z'));
    insert('pageview', at('2024-05-15T13:00:00Z'));
    insert('pageview', at('2025-06-01T00:00:00Z'));
    expect(pruneAnalyticsEvents(now, database)).toBe(2);
    expect(countRows(database, analyticsEvents)).toBe(2);
    expect(pruneAnalyticsEvents(now, database)).toBe(0);
  });
});

describe('recordAnalyticsEvents', () => {
  it('stores each event with only the session id and its own fields', () => {
    recordAnalyticsEvents(
      'abcd-1234',
      [
        { type: 'visit', source: 'google', medium: 'cpc', campaign: 'spring', path: '/' },
        { type: 'vehicle_view', vehicleId: 7, path: '/inventory/7' },
        { type: 'ab_conversion', variant: 'B' },
      ],
      database,
    );
    const rows = database.select().from(analyticsEvents).all();
    expect(rows.map(({ id: _, createdAt: __, ...r }) => r)).toEqual([
      {
        sessionId: 'abcd-1234',
        type: 'visit',
        path: '/',
        vehicleId: null,
        source: 'google',
        medium: 'cpc',
        campaign: 'spring',
        variant: null,
      },
      {
        sessionId: 'abcd-1234',
        type: 'vehicle_view',
        path: '/inventory/7',
        vehicleId: 7,
        source: null,
        medium: null,
        campaign: null,
        variant: null,
      },
      {
        sessionId: 'abcd-1234',
        type: 'ab_conversion',
        path: null,
        vehicleId: null,
        source: null,
        medium: null,
        campaign: null,
        variant: 'B',
      },
    ]);
  });
});

describe('summarizeAnalytics', () => {
  it('adds up the window only, joins vehicle titles and campaign inquiries', () => {
    const now = at('2025-04-14T15:00:00Z');
    const v = database
      .insert(vehicles)
      .values({
        make: 'Porsche',
        model: '911',
        year: 2022,
        price: 1,
        mileage: 1,
        fuelType: 'Gasoline',
        transmission: 'DCT',
        color: 'Red',
        description: 'd',
        category: 'sports-cars',
        vin: 'WP0AC2A99NS270001',
      })
      .returning()
      .get();
    insert('visit', at('2025-04-14T10:00:00Z'), { source: 'google', medium: 'cpc', campaign: 'spring' });
    insert('visit', at('2025-04-13T10:00:00Z'), { source: 'direct', medium: 'unknown', campaign: 'unknown' });
    insert('visit', at('2025-03-01T10:00:00Z'), { source: 'old', medium: 'old', campaign: 'old' });
    insert('pageview', at('2025-04-14T10:00:01Z'), { path: '/' });
    insert('vehicle_view', at('2025-04-14T10:00:02Z'), { vehicleId: v.id });
    insert('vehicle_view', at('2025-04-14T10:00:03Z'), { vehicleId: v.id });
    insert('vehicle_view', at('2025-04-14T10:00:04Z'), { vehicleId: 999 });
    insert('ab_view', at('2025-04-14T10:00:05Z'), { variant: 'B' });
    insert('ab_view', at('2025-04-14T10:00:05Z'), { variant: 'B' });
    insert('ab_view', at('2025-04-14T10:00:05Z'), { variant: 'B' });
    insert('ab_conversion', at('2025-04-14T10:00:06Z'), { variant: 'B' });
    database
      .insert(inquiries)
      .values({
        name: 'A',
        email: 'a@b.co',
        subject: 'Hi',
        message: 'Hello there!',
        utmCampaign: 'spring',
        createdAt: at('2025-04-14T11:00:00Z'),
      })
      .run();
    database
      .insert(inquiries)
      .values({
        name: 'A',
        email: 'a@b.co',
        subject: 'Hi',
        message: 'Hello there!',
        utmCampaign: 'email-only',
        createdAt: at('2025-04-14T11:00:00Z'),
      })
      .run();

    const s = summarizeAnalytics(2, now, database);
    expect(s.range).toEqual({ from: '2025-04-13T04:00:00.000Z', to: '2025-04-14T15:00:00.000Z' });
    expect(s.visitsPerDay).toEqual([
      { date: '2025-04-13', visits: 1 },
      { date: '2025-04-14', visits: 1 },
    ]);
    expect(s.totals).toEqual({ visits: 2, pageViews: 1, vehicleViews: 3 });
    expect(s.topVehicles).toEqual([
      { vehicleId: v.id, title: '2022 Porsche 911', views: 2 },
      { vehicleId: 999, title: 'Removed vehicle #999', views: 1 },
    ]);
    expect(s.sources).toEqual([
      { source: 'direct', medium: 'unknown', visits: 1 },
      { source: 'google', medium: 'cpc', visits: 1 },
    ]);
    expect(s.campaigns).toEqual([
      { campaign: 'spring', visits: 1, inquiries: 1 },
      { campaign: 'email-only', visits: 0, inquiries: 1 },
    ]);
    expect(s.abTest).toEqual([
      { variant: 'A', views: 0, conversions: 0, rate: 0 },
      { variant: 'B', views: 3, conversions: 1, rate: 0.3333 },
    ]);
  });
});
