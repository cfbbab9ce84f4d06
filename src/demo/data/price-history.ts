/**
 * Demo price reductions, keyed by model: the car was listed at `from` and
 * reduced to its current price `daysAgo` days before the seed runs, so the
 * public page shows "Price reduced" (within 30 days) and staff see the history.
 */
export const DEMO_PRICE_REDUCTIONS: Record<string, { from: number; daysAgo: number }> = {
  Vantage: { from: 139_900, daysAgo: 12 },
  'Flying Spur V8': { from: 274_900, daysAgo: 6 },
};
