/** How often a shopper hears about what they asked to be told: at once, or gathered into a digest. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'At once',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

/** What an alert tells: a car matching a saved search arrived, or a saved car's price dropped, or it was reserved or sold. */
export const ALERT_KINDS = ['new-match', 'price-drop', 'reserved', 'sold'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const DAY = 86_400_000;

/** Whether a digest of this frequency is due, given when the shopper was last sent one (never: due at once). */
export function digestDue(frequency: AlertFrequency, lastSentAt: number | null, now: number): boolean {
  if (frequency === 'instant' || lastSentAt === null) return true;
  return now - lastSentAt >= (frequency === 'daily' ? DAY : 7 * DAY) - 60_000;
}
