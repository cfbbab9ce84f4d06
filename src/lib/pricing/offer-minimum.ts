import { formatPrice } from '#src/lib/format/price';

/**
 * The lowest offer the dealer takes on a car: a share of its advertised (all-in) price. A $1,000 offer on a
 * $330,500 car is not an offer anyone answers; the customer is told at once, on the amount field, instead
 * of waiting a day for a decline.
 */
export const MIN_OFFER_SHARE = 0.5;

/** The smallest acceptable offer in whole dollars, or null when the price is on request (any offer is read). */
export function minimumOffer(askingPrice: number | null): number | null {
  return askingPrice === null || askingPrice <= 0 ? null : Math.ceil(askingPrice * MIN_OFFER_SHARE);
}

/** The amount field's message when the offer is below the minimum, else null. */
export function offerTooLowMessage(amount: number, askingPrice: number | null): string | null {
  const minimum = minimumOffer(askingPrice);
  if (minimum === null || amount >= minimum) return null;
  return `Offers on this vehicle start at ${formatPrice(minimum)} (half of the ${formatPrice(askingPrice!)} asked).`;
}
