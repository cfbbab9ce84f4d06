import { formatPrice } from '../../lib/format/price';
import { VEHICLE_STATUS_LABELS, VEHICLE_STATUSES } from '../../lib/enums';

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
  ...VEHICLE_STATUSES.map((s) => ({ value: s, label: VEHICLE_STATUS_LABELS[s] })),
  { value: 'all', label: 'All statuses (incl. sold)' },
];
