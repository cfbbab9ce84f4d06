import { asVehicleId } from './recently-viewed';

/** View counts per vehicle in this browser (`popular_vehicles`), highest first. */
export type PopularEntry = { id: number; count: number };
export const POPULAR_MAX = 20;

export function parsePopular(value: unknown): PopularEntry[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const entries: PopularEntry[] = [];
  for (const item of value) {
    const id = asVehicleId(item?.id);
    const count = item?.count;
    if (id === undefined || seen.has(id) || !Number.isSafeInteger(count) || count < 1) continue;
    seen.add(id);
    entries.push({ id, count });
  }
  return sortPopular(entries).slice(0, POPULAR_MAX);
}

/** Highest count first; among equal counts the one counted last comes first (it is the fresher interest). */
function sortPopular(entries: PopularEntry[]): PopularEntry[] {
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.count - a.e.count || a.i - b.i)
    .map(({ e }) => e);
}

/**
 * Counts one view of `id`: the list stays ordered highest first. Past 20
 * entries the least viewed other vehicle makes room, so a new interest always
 * gets in.
 */
export function countVehicleView(list: readonly PopularEntry[], id: number): PopularEntry[] {
  const current = list.find((e) => e.id === id);
  const sorted = sortPopular([{ id, count: (current?.count ?? 0) + 1 }, ...list.filter((e) => e.id !== id)]);
  while (sorted.length > POPULAR_MAX)
    sorted.splice(
      sorted.findLastIndex((e) => e.id !== id),
      1,
    );
  return sorted;
}
