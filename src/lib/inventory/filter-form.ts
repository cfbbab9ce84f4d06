import { formatPrice } from '#src/lib/format/price';
import { LISTED_STATUSES, VEHICLE_STATUS_LABELS } from '#src/lib/enums';

/** Price steps offered by the min/max selects; a value from the URL that is not a step is added as its own option. */
export const PRICE_STEPS = [50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000] as const;

export function priceOptions(current: number | undefined): { value: string; label: string }[] {
  const steps: number[] = [...PRICE_STEPS];
  if (current !== undefined && !steps.includes(current)) steps.push(current);
  return steps.sort((a, b) => a - b).map((n) => ({ value: String(n), label: formatPrice(n) }));
}

/** The status select: blank = the default scope (every status but sold), then each status, then every status. */
export const STATUS_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'Current inventory' },
  ...LISTED_STATUSES.map((s) => ({ value: s, label: VEHICLE_STATUS_LABELS[s] })),
  { value: 'all', label: 'All statuses (incl. sold)' },
];

/** The option lists that follow the results (makes and years in the status scope, models of the make). */
export type FilterFacets = {
  makes: { value: string; count: number }[];
  models?: { value: string }[];
  years: { value: string }[];
};

/** Select values that mean "no filter" in the form; the URL leaves them out. */
const FORM_DEFAULTS: Record<string, string> = { make: 'all-makes', category: 'all-categories', sort: 'newest' };

/**
 * The filter form's state as a clean /inventory URL, in the order the form
 * lists its fields: empty and default values dropped, so the page goes back to 1.
 */
export function filtersFormUrl(entries: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    const text = String(value).trim();
    if (text && FORM_DEFAULTS[key] !== text) params.set(key, text);
  }
  const search = params.toString();
  return search ? `/inventory?${search}` : '/inventory';
}
