import { allInPrice } from '#src/lib/pricing/all-in';
import { getPricingSettings } from '#src/db/queries/pricing-settings';

/**
 * The price a lead quotes for a vehicle (offers, ADF, the dealer's notice):
 * the all-in price as advertised (OMVIC), whole dollars; null when the
 * vehicle's price is "on request".
 */
export function vehicleAskingPrice(vehicle: { price: number; priceOnRequest?: boolean | null }): number | null {
  const price = allInPrice(vehicle, getPricingSettings());
  return price.onRequest ? null : Math.round(price.amount);
}
