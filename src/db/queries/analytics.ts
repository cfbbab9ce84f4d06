import { and, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { countPerDay, lastDays } from '#src/lib/personalisation/day-buckets';
import type { AnalyticsEventInput } from '#src/lib/personalisation/events-schema';
import { db, type Db } from '#src/db/client';
import { analyticsEvents, inquiries, vehicles } from '#src/db/schema';
import { vehicleTitle } from '#src/lib/vehicle-status';

/** Analytics events are kept 13 months, then deleted. */
export const ANALYTICS_RETENTION_MONTHS = 13;

/** Stores one batch in one transaction, keyed only by the random session id (no address, no user agent). */
export function recordAnalyticsEvents(sessionId: string, events: readonly AnalyticsEventInput[], database: Db = db()): void {
  database.transaction((tx) => {
    for (const e of events) {
      tx.insert(analyticsEvents)
        .values({
          sessionId,
          type: e.type,
          path: 'path' in e ? (e.path ?? null) : null,
          vehicleId: 'vehicleId' in e ? e.vehicleId : null,
          source: 'source' in e ? (e.source ?? null) : null,
          medium: 'medium' in e ? (e.medium ?? null) : null,
          campaign: 'campaign' in e ? (e.campaign ?? null) : null,
          variant: 'variant' in e ? e.variant : null,
        })
        .run();
    }
  });
}

/** Deletes events older than 13 months before `now`; returns how many went. */
export function pruneAnalyticsEvents(now: Date, database: Db = db()): number {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - ANALYTICS_RETENTION_MONTHS);
  return database.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, cutoff)).run().changes;
}

export type AnalyticsSummary = {
  range: { from: string; to: string };
  visitsPerDay: { date: string; visits: number }[];
  totals: { visits: number; pageViews: number; vehicleViews: number };
  topVehicles: { vehicleId: number; title: string; views: number }[];
  sources: { source: string; medium: string; visits: number }[];
  campaigns: { campaign: string; visits: number; inquiries: number }[];
  abTest: { variant: 'A' | 'B'; views: number; conversions: number; rate: number }[];
};

/** The admin analytics figures for the last `days` calendar days (dealer's time zone) up to `now`. */
export function summarizeAnalytics(days: number, now: Date = new Date(), database: Db = db()): AnalyticsSummary {
  const window = lastDays(now.getTime(), days);
  const from = new Date(window.from);
  const e = analyticsEvents;
  const inRange = and(gte(e.createdAt, from), lt(e.createdAt, new Date(now.getTime() + 1)));
  const ofType = (type: string) => and(inRange, eq(e.type, type));

  const byType = new Map(
    database
      .select({ type: e.type, n: count() })
      .from(e)
      .where(and(inRange, inArray(e.type, ['visit', 'pageview', 'vehicle_view'])))
      .groupBy(e.type)
      .all()
      .map((r) => [r.type, r.n]),
  );
  const visitTimes = database
    .select({ at: e.createdAt })
    .from(e)
    .where(ofType('visit'))
    .all()
    .map((r) => r.at.getTime());

  const views = count().as('views');
  const topVehicles = database
    .select({ vehicleId: e.vehicleId, views, year: vehicles.year, make: vehicles.make, model: vehicles.model, trim: vehicles.trim })
    .from(e)
    .leftJoin(vehicles, eq(vehicles.id, e.vehicleId))
    .where(and(ofType('vehicle_view'), isNotNull(e.vehicleId)))
    .groupBy(e.vehicleId)
    .orderBy(desc(views), e.vehicleId)
    .limit(10)
    .all()
    .map((r) => ({
      vehicleId: r.vehicleId!,
      title:
        r.make && r.year && r.model
          ? vehicleTitle({ year: r.year, make: r.make, model: r.model, trim: r.trim })
          : `Removed vehicle #${r.vehicleId}`,
      views: r.views,
    }));

  const visits = count().as('visits');
  const sources = database
    .select({ source: sql<string>`coalesce(${e.source}, 'unknown')`, medium: sql<string>`coalesce(${e.medium}, 'unknown')`, visits })
    .from(e)
    .where(ofType('visit'))
    .groupBy(sql`1`, sql`2`)
    .orderBy(desc(visits), sql`1`, sql`2`)
    .all();

  const campaignVisits = database
    .select({ campaign: e.campaign, visits: count() })
    .from(e)
    .where(and(ofType('visit'), isNotNull(e.campaign), ne(e.campaign, 'unknown')))
    .groupBy(e.campaign)
    .all();
  const campaignInquiries = database
    .select({ campaign: inquiries.utmCampaign, n: count() })
    .from(inquiries)
    .where(and(isNotNull(inquiries.utmCampaign), gte(inquiries.createdAt, from)))
    .groupBy(inquiries.utmCampaign)
    .all();
  const campaigns = new Map<string, { campaign: string; visits: number; inquiries: number }>();
  for (const r of campaignVisits) campaigns.set(r.campaign!, { campaign: r.campaign!, visits: r.visits, inquiries: 0 });
  for (const r of campaignInquiries) {
    const row = campaigns.get(r.campaign!) ?? { campaign: r.campaign!, visits: 0, inquiries: 0 };
    row.inquiries = r.n;
    campaigns.set(r.campaign!, row);
  }

  const ab = database
    .select({ variant: e.variant, type: e.type, n: count() })
    .from(e)
    .where(and(inRange, inArray(e.type, ['ab_view', 'ab_conversion']), isNotNull(e.variant)))
    .groupBy(e.variant, e.type)
    .all();
  const abCount = (variant: string, type: string) => ab.find((r) => r.variant === variant && r.type === type)?.n ?? 0;

  return {
    range: { from: from.toISOString(), to: now.toISOString() },
    visitsPerDay: countPerDay(visitTimes, window.days),
    totals: { visits: byType.get('visit') ?? 0, pageViews: byType.get('pageview') ?? 0, vehicleViews: byType.get('vehicle_view') ?? 0 },
    topVehicles,
    sources,
    campaigns: [...campaigns.values()].sort(
      (a, b) => b.visits - a.visits || b.inquiries - a.inquiries || a.campaign.localeCompare(b.campaign),
    ),
    abTest: (['A', 'B'] as const).map((variant) => {
      const v = abCount(variant, 'ab_view');
      const c = abCount(variant, 'ab_conversion');
      return { variant, views: v, conversions: c, rate: v ? Math.round((c / v) * 10_000) / 10_000 : 0 };
    }),
  };
}
