/**
 * Remembered inventory filters (`filter_preferences`, 30 days): the filter
 * state of spec section 3 plus the sort, saved as plain strings.
 */
export const FILTER_KEYS = ['make', 'model', 'year', 'priceMin', 'priceMax', 'category', 'status', 'search', 'sort'] as const;
export type SavedFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

/** The filters a URL carries (blank values dropped); empty when none. */
export function filtersFromParams(params: URLSearchParams): SavedFilters {
  const filters: SavedFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim().slice(0, 100);
    if (value) filters[key] = value;
  }
  return filters;
}

export function parseSavedFilters(value: unknown): SavedFilters {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const v = value as Record<string, unknown>;
  const filters: SavedFilters = {};
  for (const key of FILTER_KEYS) if (typeof v[key] === 'string' && v[key]) filters[key] = (v[key] as string).slice(0, 100);
  return filters;
}

export function filtersToQuery(filters: SavedFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  return params.toString();
}

/**
 * The query to navigate to when /inventory opens bare, or null. The spec
 * restores when no category or search is given; we restore only when the URL
 * carries no filter at all (nor the footer's new-arrivals filter, nor a page),
 * so a link to /inventory?make=Ferrari is never overridden.
 */
export function restoreQuery(params: URLSearchParams, saved: SavedFilters): string | null {
  const bare = [...FILTER_KEYS, 'filter', 'page'].every((key) => !params.get(key)?.trim());
  const query = filtersToQuery(saved);
  return bare && query ? query : null;
}
