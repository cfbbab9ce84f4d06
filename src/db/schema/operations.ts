import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './users';

/** Who did what to which record: the employee Activity screen and dashboard feed. */
export const activityLog = sqliteTable(
  'activity_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** e.g. vehicle.created, vehicle.updated, vehicle.status, vehicle.sold, inquiry.received, inquiry.replied, testimonial.approved */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    summary: text('summary').notNull(),
    /** Client address of the request, for sign-ins, sign-outs, throttling and password changes. */
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_created_idx').on(t.createdAt),
    // The paged activity list (docs/api-lists.md): filtered by action (or its prefix) and by actor, newest first.
    index('activity_action_created_idx').on(t.action, t.createdAt),
    index('activity_actor_nocase_idx').on(sql`${t.actorName} collate nocase`, t.createdAt),
  ],
);

/** Uploaded images: url is the canonical file; responsive variants sit beside it. */
export const media = sqliteTable('media', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull().unique(),
  originalName: text('original_name'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Anonymous site-wide events, sent only with analytics consent: no IP, no user agent. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id').notNull(),
    /** visit, pageview, vehicle_view, ab_view, ab_conversion */
    type: text('type').notNull(),
    path: text('path'),
    vehicleId: integer('vehicle_id'),
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
    variant: text('variant'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_type_created_idx').on(t.type, t.createdAt), index('analytics_created_idx').on(t.createdAt)],
);

/**
 * Core Web Vitals of real page views, sent only with analytics consent: the page type, the device class, the
 * value and, for LCP and INP, the element responsible. `view` is a random id drawn by the page, so a later report
 * of the same view replaces the earlier; no cookie keeps it and it links no two pages.
 */
export const webVitals = sqliteTable(
  'web_vitals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    view: text('view').notNull(),
    pageType: text('page_type').notNull(),
    /** mobile, desktop */
    device: text('device').notNull(),
    /** LCP, INP, CLS, FCP, TTFB */
    metric: text('metric').notNull(),
    /** Milliseconds; CLS unitless. */
    value: real('value').notNull(),
    /** The element's selector (LCP: the largest paint; INP: the slowest interaction's target). */
    target: text('target'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('web_vitals_view_metric_idx').on(t.view, t.metric),
    index('web_vitals_metric_created_idx').on(t.metric, t.createdAt),
    index('web_vitals_created_idx').on(t.createdAt),
  ],
);

/** The page types and devices whose p75 of a metric is poor and staff were told: one e-mail per crossing. */
export const webVitalAlerts = sqliteTable(
  'web_vital_alerts',
  {
    pageType: text('page_type').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    p75: real('p75').notNull(),
    visits: integer('visits').notNull(),
    alertedAt: integer('alerted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageType, t.device, t.metric] })],
);

/** Dealer details editable in admin settings; absent keys fall back to src/lib/dealer.ts. */
export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** When each syndication feed (src/lib/feeds) was last fetched, for the feeds settings screen. */
export const feedFetches = sqliteTable('feed_fetches', {
  feed: text('feed').primaryKey(),
  lastFetchedAt: integer('last_fetched_at', { mode: 'timestamp_ms' }).notNull(),
  fetches: integer('fetches').notNull().default(0),
});

/**
 * Which server process runs the background jobs (src/server/jobs) of this DATA_DIR: one row per lease,
 * held by one process until it expires unless renewed. Two servers on one DATA_DIR never run a job twice.
 */
export const jobLeases = sqliteTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * One row per table a page or a cached read shows: a counter the database raises itself, by triggers, on every
 * write to that table, whichever process writes (migration 0026; src/db/data-version.ts lists the tables left out).
 * The page cache and the caches of query results key on them, so a visitor's analytics event, a session's renewal
 * or a new lead leaves them in place.
 */
export const dataVersions = sqliteTable('data_versions', {
  tableName: text('table_name').primaryKey(),
  version: integer('version').notNull().default(0),
});

export type ActivityEntry = typeof activityLog.$inferSelect;
export type MediaItem = typeof media.$inferSelect;
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
