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
 * of query results key on it. Before, the key was SQLite's data_version and this connection's total_changes(), which
 * every write moved: under visitors' traffic (an analytics event a page view) the caches were dropped all the time and
 * a render past the page cache read everything again. Cheap: one prepared statement per connection (perConnection).
 */
export function dataVersion(database: Db): string {
  return String(versionStatement(database).get());
}
