import type { Db } from './client';

/**
 * One value per database connection, made on its first use: a prepared statement, compiled once rather than on every
 * call (drizzle builds and SQLite compiles an unprepared query each time). Tests open connections of their own, so
 * the value is kept per connection, and goes with it.
 */
export function perConnection<T>(make: (database: Db) => T): (database: Db) => T {
  const made = new WeakMap<object, T>();
  return (database) => {
    let value = made.get(database.$client);
    if (value === undefined) made.set(database.$client, (value = make(database)));
    return value;
  };
}
