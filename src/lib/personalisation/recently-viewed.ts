/** Recently viewed vehicles: ids, newest first, no duplicates, at most 5 (spec section 9). */
export const RECENTLY_VIEWED_MAX = 5;

/** A positive whole number id, or undefined. */
export function asVehicleId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Reads the stored list tolerantly: anything that is not an id is dropped, duplicates too, at most 5. */
export function parseRecentlyViewed(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    const id = asVehicleId(item);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    if (ids.length === RECENTLY_VIEWED_MAX) break;
  }
  return ids;
}

/** The list after viewing `id`: it moves (or is added) to the front; the oldest falls off past 5. */
export function addRecentlyViewed(list: readonly number[], id: number, max = RECENTLY_VIEWED_MAX): number[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

/** What the vehicle page shows: up to `limit` others, the current one excluded. */
export function othersThan(list: readonly number[], currentId: number | undefined, limit = 3): number[] {
  return list.filter((id) => id !== currentId).slice(0, limit);
}
