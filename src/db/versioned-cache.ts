import type { Db } from './client';
import { dataVersion } from './data-version';
import { recall, remember } from '#src/lib/lru';

/**
 * A cache of query results per connection, dropped whenever the data may
 * have changed (dataVersion: this connection's writes, or a commit by another
 * one such as a seed script). Holds at most `limit` entries; the least
 * recently used goes first. Values are shared between renders: nothing may
 * change them.
 */
export function versionedCache<T>(limit: number) {
  const caches = new WeakMap<object, { version: string; entries: Map<string | number, T> }>();
  return {
    /** The entries for this connection at its current data version. */
    entries(database: Db): Map<string | number, T> {
      const version = dataVersion(database);
      let cache = caches.get(database.$client);
      if (!cache || cache.version !== version) {
        cache = { version, entries: new Map() };
        caches.set(database.$client, cache);
      }
      return cache.entries;
    },
    get(database: Db, key: string | number, compute: () => T): T {
      const entries = this.entries(database);
      // A cached undefined (no such row) is a hit too.
      if (entries.has(key)) return recall(entries, key) as T;
      const value = compute();
      remember(entries, key, value, limit);
      return value;
    },
  };
}
