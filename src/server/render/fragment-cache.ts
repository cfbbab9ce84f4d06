import { asciiHtml } from '#src/lib/format/html';
import { dataVersionsNow, pageCacheGeneration } from './page-cache';

/**
 * Rendered HTML of parts every page repeats (the public header and footer),
 * for renders that miss the page cache: a member of staff browsing the site,
 * a query nobody asked for yet. (Vehicle cards need no cache: they are a
 * plain function, lib/markup/vehicle-card-html.ts.)
 *
 * The key must hold everything the fragment shows (the caller passes the
 * props it renders from). On top of that the cache follows the page cache:
 * emptied by the same invalidations (page-cache.ts `invalidateAfterWrite`) and
 * when the content's data version moves (a write by any process), and no entry
 * outlives the page cache's lifetime, so nothing time-dependent can stay
 * longer than a cached page would.
 */
// A header per page path (its current link) and a footer: a few hundred entries are plenty.
export const FRAGMENT_CACHE_LIMITS = { maxEntries: 500, ttlMs: 60_000 } as const;

type Entry = { html: string; storedAt: number };

const entries = new Map<string, Entry>(); // insertion order: first = least recently used
let generation = pageCacheGeneration();
let content: number | undefined;

export async function cachedFragment(key: string, render: () => Promise<string>, now = Date.now()): Promise<string> {
  const contentNow = dataVersionsNow(now).get('content');
  if (generation !== pageCacheGeneration() || content !== contentNow) {
    entries.clear();
    generation = pageCacheGeneration();
    content = contentNow;
  }
  const entry = entries.get(key);
  if (entry && now - entry.storedAt < FRAGMENT_CACHE_LIMITS.ttlMs) {
    entries.delete(key);
    entries.set(key, entry);
    return entry.html;
  }
  const startedAt = generation;
  // Kept in plain ASCII (the footer's hours hold en dashes): see lib/format/html.ts.
  const html = asciiHtml(await render());
  // A write while rendering: the HTML may hold the old data, so it is used once and not kept.
  if (startedAt === pageCacheGeneration() && contentNow === dataVersionsNow().get('content')) {
    entries.delete(key);
    if (entries.size >= FRAGMENT_CACHE_LIMITS.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { html, storedAt: now });
  }
  return html;
}
