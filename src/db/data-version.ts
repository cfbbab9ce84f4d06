import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';
import { perConnection } from './per-connection';

/**
 * Tables left out of the content version: written by visitors', shoppers' and the server's routine traffic (a page
 * view's analytics, a session's renewal, a lead, a job's lease, a queued e-mail), and read by no cached query. Every
 * other table raises the version on each insert, update and delete, by triggers (migration 0025); a unit test holds
 * every table of the schema to one side or the other, so a new table is versioned unless it is named here.
 */
export const UNVERSIONED_TABLES: readonly string[] = [
  'activity_log',
  'alert_vehicle_state',
  'analytics_events',
  'appointment_blocks',
  'appointments',
  'consent_records',
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
];

const versionStatement = perConnection((database) => database.$client.prepare('select n from content_version where id = 1').pluck());

/**
 * A value that changes whenever what pages show may have: the content version, which the database raises itself on
 * every write to a versioned table, whichever connection or process writes (a seed script, the user command). Caches
 * of query results key on it. Not SQLite's data_version or total_changes(), which every write moves: under visitors'
 * traffic (an analytics event a page view) the caches would be dropped all the time and a render past the page cache
 * would read everything again. Cheap: one prepared statement per connection (perConnection).
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
 * Runs `render` with the content version read once per connection and kept until it ends, not at every cached
 * query of the page (most of a vehicle page's SQL statements, each a read transaction). Only for a render that
 * writes no versioned table (a GET of a page: its session's renewal, an analytics event and the like are
 * unversioned), since a render would not see its own write.
 * A commit by another connection meanwhile is seen by the next render, as if this one had begun a moment earlier;
 * the page cache already keeps no page whose render began before a write (its generations).
 */
export function withSteadyVersion<T>(render: () => T): T {
  return steadyVersions.run(new Map(), render);
}
