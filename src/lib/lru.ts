/*
 * A Map as a least-recently-used cache: insertion order is use order, the first key the oldest. Used by the
 * versioned query caches (src/db/versioned-cache.ts) and the rendered Markdown (src/server/content/render-markdown.ts).
 */

/** The entry for `key`, moved to most recently used; undefined when there is none. */
export function recall<K, T>(entries: Map<K, T>, key: K): T | undefined {
  if (!entries.has(key)) return undefined;
  const hit = entries.get(key) as T;
  entries.delete(key);
  entries.set(key, hit);
  return hit;
}

/** Keeps `value` as the most recently used entry, dropping the oldest when `limit` entries are held. */
export function remember<K, T>(entries: Map<K, T>, key: K, value: T, limit: number): void {
  if (entries.size >= limit) entries.delete(entries.keys().next().value!);
  entries.set(key, value);
}
