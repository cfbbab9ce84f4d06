import type { Db } from './client';

const versionStatements = new WeakMap<object, { get(): unknown }>();

/**
 * A string that changes whenever the database's content may have: after any
 * write on this connection (total_changes()) or a commit by another one, such
 * as a seed script (data_version). Caches of query results key on it. Cheap:
 * one prepared statement per connection.
 */
export function dataVersion(database: Db): string {
  const client = database.$client;
  let statement = versionStatements.get(client);
  if (!statement) {
    const prepared = client.prepare("select (select data_version from pragma_data_version) || ':' || total_changes()").pluck();
    statement = { get: () => prepared.get() };
    versionStatements.set(client, statement);
  }
  return String(statement.get());
}
