import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { dayOf } from '#src/lib/personalisation/day-buckets';
import type { WebVitalsBeacon } from '#src/lib/web-vitals/beacon-schema';
import {
  ATTRIBUTED_METRICS,
  percentile,
  rateWebVital,
  roundWebVital,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
  type WebVitalRating,
} from '#src/lib/web-vitals/metrics';
import { DEVICE_CLASSES, type DeviceClass, type PageType } from '#src/lib/web-vitals/page-type';
import { db, type Db } from '#src/db/client';
import { webVitalAlerts, webVitals } from '#src/db/schema';
import { ANALYTICS_RETENTION_MONTHS } from './analytics';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** Stores one page view's report in one transaction; a metric the view reported before is replaced (its value grew). */
export function recordWebVitals(beacon: WebVitalsBeacon, database: Db = db()): void {
  database.transaction((tx) => {
    for (const m of beacon.metrics) {
      const row = { value: m.value, target: m.target ?? null };
      tx.insert(webVitals)
        .values({ view: beacon.view, pageType: beacon.pageType, device: beacon.device, metric: m.name, ...row })
        .onConflictDoUpdate({ target: [webVitals.view, webVitals.metric], set: row })
        .run();
    }
  });
}

/** Deletes reports older than 13 months before `now`, as the other analytics events; returns how many went. */
export function pruneWebVitals(now: Date, database: Db = db()): number {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - ANALYTICS_RETENTION_MONTHS);
  return database.delete(webVitals).where(lt(webVitals.createdAt, cutoff)).run().changes;
}

export type WebVitalRow = {
  pageType: PageType;
  device: DeviceClass;
  metric: WebVitalMetric;
  p75: number;
  /** Page views behind the p75. */
  count: number;
  rating: WebVitalRating;
  /** LCP and INP: the element most often responsible, and in how many of the views; null otherwise. */
  topElement: { target: string; count: number } | null;
};

const groupKey = (pageType: string, device: string, metric: string) => `${pageType}\u0000${device}\u0000${metric}`;

/** p75 per page type, device class and metric over the last `days` days, with the views behind it; ordered by page type, device, metric. */
export function summarizeWebVitals(days: number, now: Date = new Date(), database: Db = db()): WebVitalRow[] {
  const w = webVitals;
  const inRange = and(gte(w.createdAt, new Date(now.getTime() - days * DAY_MS)), lt(w.createdAt, new Date(now.getTime() + 1)));
  const values = new Map<string, { pageType: string; device: string; metric: string; values: number[] }>();
  for (const r of database
    .select({ pageType: w.pageType, device: w.device, metric: w.metric, value: w.value })
    .from(w)
    .where(inRange)
    .all()) {
    const key = groupKey(r.pageType, r.device, r.metric);
    const group = values.get(key) ?? { pageType: r.pageType, device: r.device, metric: r.metric, values: [] };
    group.values.push(r.value);
    values.set(key, group);
  }

  const n = count().as('n');
  const top = new Map<string, { target: string; count: number }>();
  for (const r of database
    .select({ pageType: w.pageType, device: w.device, metric: w.metric, target: w.target, n })
    .from(w)
    .where(and(inRange, inArray(w.metric, [...ATTRIBUTED_METRICS]), isNotNull(w.target)))
    .groupBy(w.pageType, w.device, w.metric, w.target)
    .orderBy(desc(n), asc(w.target))
    .all()) {
    const key = groupKey(r.pageType, r.device, r.metric);
    if (!top.has(key)) top.set(key, { target: r.target!, count: r.n });
  }

  const metricOrder = (m: string) => WEB_VITAL_METRICS.indexOf(m as WebVitalMetric);
  return [...values.entries()]
    .map(([key, g]) => {
      const metric = g.metric as WebVitalMetric;
      const p75 = roundWebVital(metric, percentile(g.values, 0.75)!);
      return {
        pageType: g.pageType as PageType,
        device: g.device as DeviceClass,
        metric,
        p75,
        count: g.values.length,
        rating: rateWebVital(metric, p75),
        topElement: ATTRIBUTED_METRICS.includes(metric) ? (top.get(key) ?? null) : null,
      };
    })
    .sort(
      (a, b) =>
        a.pageType.localeCompare(b.pageType) ||
        DEVICE_CLASSES.indexOf(a.device) - DEVICE_CLASSES.indexOf(b.device) ||
        metricOrder(a.metric) - metricOrder(b.metric),
    );
}

export type WebVitalWeek = {
  /** The week's first day (the dealer's calendar); weeks end with `now`. */
  weekStart: string;
  device: DeviceClass;
  metric: WebVitalMetric;
  p75: number | null;
  count: number;
  rating: WebVitalRating | null;
};

/** p75 per metric and device class over every page, for each of the last `weeks` weeks (seven days back from `now`), oldest first. */
export function webVitalsByWeek(weeks: number, now: Date = new Date(), database: Db = db()): WebVitalWeek[] {
  const end = now.getTime() + 1;
  const start = end - weeks * WEEK_MS;
  const buckets = new Map<string, number[]>();
  for (const r of database
    .select({ device: webVitals.device, metric: webVitals.metric, value: webVitals.value, at: webVitals.createdAt })
    .from(webVitals)
    .where(and(gte(webVitals.createdAt, new Date(start)), lt(webVitals.createdAt, new Date(end))))
    .all()) {
    const week = Math.floor((r.at.getTime() - start) / WEEK_MS);
    const key = `${week}\u0000${r.device}\u0000${r.metric}`;
    const list = buckets.get(key) ?? [];
    list.push(r.value);
    buckets.set(key, list);
  }
  const out: WebVitalWeek[] = [];
  for (let week = 0; week < weeks; week++) {
    const weekStart = dayOf(start + week * WEEK_MS);
    for (const device of DEVICE_CLASSES)
      for (const metric of WEB_VITAL_METRICS) {
        const values = buckets.get(`${week}\u0000${device}\u0000${metric}`) ?? [];
        const p = percentile(values, 0.75);
        const p75 = p === null ? null : roundWebVital(metric, p);
        out.push({ weekStart, device, metric, p75, count: values.length, rating: p75 === null ? null : rateWebVital(metric, p75) });
      }
  }
  return out;
}

/** The page types and devices staff were told are poor, and when. */
export function listWebVitalAlerts(database: Db = db()) {
  return database.select().from(webVitalAlerts).orderBy(desc(webVitalAlerts.alertedAt)).all();
}

/**
 * Brings the alerts in line with the rows now poor: a poor row not yet alerted is recorded and returned (to be told
 * once), an alerted row no longer poor is forgotten (a later crossing is told again). One transaction.
 */
export function updateWebVitalAlerts(poor: readonly WebVitalRow[], now: Date, database: Db = db()): WebVitalRow[] {
  return database.transaction((tx) => {
    const known = new Map(
      tx
        .select()
        .from(webVitalAlerts)
        .all()
        .map((a) => [groupKey(a.pageType, a.device, a.metric), a]),
    );
    const fresh: WebVitalRow[] = [];
    for (const row of poor) {
      const key = groupKey(row.pageType, row.device, row.metric);
      if (known.delete(key)) continue;
      tx.insert(webVitalAlerts)
        .values({ pageType: row.pageType, device: row.device, metric: row.metric, p75: row.p75, visits: row.count, alertedAt: now })
        .run();
      fresh.push(row);
    }
    for (const gone of known.values())
      tx.delete(webVitalAlerts)
        .where(
          and(eq(webVitalAlerts.pageType, gone.pageType), eq(webVitalAlerts.device, gone.device), eq(webVitalAlerts.metric, gone.metric)),
        )
        .run();
    return fresh;
  });
}
