/** How long the public vehicle page says "Price reduced" after a reduction. */
export const PRICE_REDUCED_DAYS = 30;

export type PriceChange = {
  oldPrice: number | null;
  newPrice: number;
  oldOnRequest: boolean | null;
  newOnRequest: boolean;
  createdAt: Date;
};

/**
 * Whether the vehicle shows "Price reduced": its latest price change lowered
 * a shown price to another shown price within the last 30 days. A later rise
 * ends it; a change to or from "price on request" is not a reduction.
 */
export function isRecentlyReduced(latest: PriceChange | undefined, now = new Date()): boolean {
  if (!latest || latest.oldPrice === null || latest.oldOnRequest || latest.newOnRequest) return false;
  if (latest.newPrice >= latest.oldPrice) return false;
  return now.getTime() - latest.createdAt.getTime() <= PRICE_REDUCED_DAYS * 86_400_000;
}
