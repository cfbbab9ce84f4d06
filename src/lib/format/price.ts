import type { VehicleRecord } from '#src/lib/vehicle';
import { DEALER } from '#src/lib/dealer';

/**
 * Whole dollars, en-US, with a bare '$' (the dealer's currency is CAD, shown as
 * '$' as on every page of the spec): 289900 → '$289,900'.
 */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: DEALER.currency,
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** What a price that is not a number shows (never '$NaN'). */
export const NO_PRICE = '—';

/** 289900 → '$289,900'; cents round half away from zero; -0 shows as '$0'; NaN/Infinity → '—'. */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return NO_PRICE;
  // '+ 0' turns -0 into 0 so it never prints '-$0'; -0.4 rounds to -0 inside Intl, hence the round first.
  return dollars.format(Math.round(amount) + 0);
}

type Priced = Pick<VehicleRecord, 'price' | 'status'>;

/** The vehicle card's price: 'Sold' instead of the amount once the vehicle is sold. */
export function formatVehiclePrice(vehicle: Priced): string {
  return vehicle.status === 'sold' ? 'Sold' : formatPrice(vehicle.price);
}

/** The vehicle page's price: 'Price Hidden' once the vehicle is sold (the page shows a 'Sold' badge beside it). */
export function priceOrHidden(vehicle: Priced): string {
  return vehicle.status === 'sold' ? 'Price Hidden' : formatPrice(vehicle.price);
}
