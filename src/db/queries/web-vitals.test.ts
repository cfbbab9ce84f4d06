import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { webVitals } from '#src/db/schema';
import { countRows } from './count';
import { pruneWebVitals, summarizeWebVitals, updateWebVitalAlerts, webVitalsByWeek } from './web-vitals';

let database: Db;
beforeEach(() => {
  database = openDatabase(':memory:');
  applyMigrations(database, 'src/db/migrations');
});

const at = (iso: string) => new Date(iso);
let views = 0;
const insert = (createdAt: Date, metric: string, value: number, extra: Partial<typeof webVitals.$inferInsert> = {}) =>
  database
    .insert(webVitals)
    .values({ view: `view-${++views}`, pageType: 'vehicle', device: 'mobile', metric, value, createdAt, ...extra })
    .run();

describe('pruneWebVitals', () => {
  it('deletes reports older than 13 months and keeps the rest', () => {
    const now = at('2025-06-15T12:00:00Z');
    insert(at('2024-05-15T11:00:00Z'), 'LCP', 1000);
    insert(at('2024-05-15T13:00:00Z'), 'LCP', 1000);
    insert(at('2025-06-01T00:00:00Z'), 'LCP', 1000);
    expect(pruneWebVitals(now, database)).toBe(1);
    expect(countRows(database, webVitals)).toBe(2);
  });
});

describe('summarizeWebVitals', () => {
  it('takes the p75 of the window only, per page type, device and metric', () => {
    const now = at('2025-06-29T12:00:00Z');
    for (const v of [1000, 2000, 3000, 4000]) insert(at('2025-06-20T12:00:00Z'), 'LCP', v, { target: v > 2000 ? 'img.hero' : 'h1' });
    insert(at('2025-05-01T12:00:00Z'), 'LCP', 90_000); // older than 28 days
    insert(at('2025-06-20T12:00:00Z'), 'LCP', 9000, { device: 'desktop' });
    expect(summarizeWebVitals(28, now, database)).toEqual([
      {
        pageType: 'vehicle',
        device: 'mobile',
        metric: 'LCP',
        p75: 3000,
        count: 4,
        rating: 'needs-improvement',
        topElement: { target: 'h1', count: 2 },
      },
      { pageType: 'vehicle', device: 'desktop', metric: 'LCP', p75: 9000, count: 1, rating: 'poor', topElement: null },
    ]);
  });
});

describe('webVitalsByWeek', () => {
  it('puts each report in its week back from now, oldest week first, empty weeks without a p75', () => {
    const now = at('2025-06-29T12:00:00Z');
    insert(at('2025-06-28T12:00:00Z'), 'CLS', 0.3);
    insert(at('2025-06-16T12:00:00Z'), 'CLS', 0.05);
    const cls = webVitalsByWeek(3, now, database).filter((w) => w.device === 'mobile' && w.metric === 'CLS');
    expect(cls).toEqual([
      { weekStart: '2025-06-08', device: 'mobile', metric: 'CLS', p75: null, count: 0, rating: null },
      { weekStart: '2025-06-15', device: 'mobile', metric: 'CLS', p75: 0.05, count: 1, rating: 'good' },
      { weekStart: '2025-06-22', device: 'mobile', metric: 'CLS', p75: 0.3, count: 1, rating: 'poor' },
    ]);
  });
});

describe('updateWebVitalAlerts', () => {
  const poor = { pageType: 'home', device: 'mobile', metric: 'LCP', p75: 4500, count: 60, rating: 'poor', topElement: null } as const;
  it('returns a row newly poor once, forgets it when it recovers, and returns it again on the next crossing', () => {
    const now = at('2025-06-29T12:00:00Z');
    expect(updateWebVitalAlerts([poor], now, database)).toEqual([poor]);
    expect(updateWebVitalAlerts([poor], now, database)).toEqual([]);
    expect(updateWebVitalAlerts([], now, database)).toEqual([]);
    expect(updateWebVitalAlerts([poor], now, database)).toEqual([poor]);
  });
});
