import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';
import { perConnection } from './per-connection';

/**
 * Tables without a data version: written by visitors', shoppers' and the server's routine traffic (a page view's
 * analytics, a session's renewal, a lead and its customer record, a job's lease, a queued e-mail or webhook, an API
 * key's last use), and read by no cached page or query.
 * Every other table raises its own version in `data_versions` on each insert, update and delete, by triggers
 * (migration 0026; testimonials only for an approved one, the only kind a page shows); a unit test holds every
 * table of the schema to one side or the other, so a new table is versioned unless it is named here.
 */
export const UNVERSIONED_TABLES: readonly string[] = [
  'activity_log',
  'alert_vehicle_state',
  'analytics_events',
  'api_keys',
  'consent_records',
  'customer_merges',
  'customer_notes',
  'customers',
  'delivery_quotes',
  'document_requests',
  'feed_fetches',
  'financing_requests',
  'inquiries',
  'inquiry_replies',
  'job_leases',
  'mail_recipients',
  'mail_suppressions',
  'offer_events',
  'offers',
  'outbox_messages',
  'saved_searches',
  'saved_vehicles',
  'sessions',
  'shopper_alerts',
  'shopper_passkeys',
  'shopper_preferences',
  'shopper_sessions',
  'shopper_sign_in_links',
  'trade_in_photos',
  'trade_ins',
  'web_vital_alerts',
  'web_vitals',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
];

/**
 * Versioned tables only the booking calendar reads, and its pages say so (src/server/render/page-cache.ts
 * `pageCacheRule`). Every other versioned table is part of the content, which every page and cached query reads.
 */
export const BOOKING_TABLES: readonly string[] = ['appointment_blocks', 'appointments'];

/**
 * Versioned tables whose pages the writes name themselves: publishing a block or a post declares its pages in its
 * endpoint's contract (`invalidates: { paths }`), the journal-schedule job drops the journal's. They are left out of
 * the pages' `content` (publishing the FAQ keeps /inventory cached), not out of the query caches' version.
 */
export const PATH_RULED_TABLES: readonly string[] = ['blog_posts', 'content_revisions', 'site_blocks'];

const notBooking = `table_name not in (${BOOKING_TABLES.map((t) => `'${t}'`).join(', ')})`;
const versionStatement = perConnection((database) =>
  database.$client.prepare(`select sum(version) from data_versions where ${notBooking}`).pluck(),
);
const versionsStatement = perConnection((database) => database.$client.prepare('select table_name, version from data_versions').raw());

/**
 * The data versions now: each versioned table's, and `content`, the pages' version, which moves with any table but
 * the booking calendar's and the path-ruled ones. The page cache keeps each page with the versions it was rendered from. One cheap statement.
 */
export function readDataVersions(database: Db): Map<string, number> {
  const out = new Map<string, number>();
  let content = 0;
  for (const [table, version] of versionsStatement(database).all() as [string, number][]) {
    out.set(table, version);
    if (!BOOKING_TABLES.includes(table) && !PATH_RULED_TABLES.includes(table)) content += version;
  }
  out.set('content', content);
  return out;
}

/**
 * A value that changes whenever what pages show may have: the content version, which the database raises itself on
 * every write to a content table, whichever connection or process writes (a seed script, the user command). Caches
 * of query results key on it; a visitor's analytics event, a session's renewal or a lead leaves it in place.
 * Cheap: one prepared statement per connection (perConnection).
 */
export function dataVersion(database: Db): string {
  const steady = steadyVersions.getStore();
  if (!steady) return readVersion(database);
  let version = steady.get(database.$client);
  if (version === undefined) steady.set(database.$client, (version = readVersion(database)));
  return version;
}

const readVersion = (database: Db) => String(versionStatement(database).get());

const steadyVersions = new AsyncLocalStorage<Map<object, string>>();

/**
 * Runs `render` with the content version read once per connection and kept until it ends. A page's render asked
 * for it at every cached query, 13 times for a vehicle page, where it was 13 of the page's 15 SQL statements and
 * each began a read transaction. Only for a render that writes no versioned table (a GET of a page: its session's
 * renewal, an analytics event and the like are unversioned), since a render would not see its own write.
 * A commit by another connection meanwhile is seen by the next render, as if this one had begun a moment earlier;
 * the page cache already keeps no page whose render began before a write (its generations).
 */
export function withSteadyVersion<T>(render: () => T): T {
  return steadyVersions.run(new Map(), render);
}
