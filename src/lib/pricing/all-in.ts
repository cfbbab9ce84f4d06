import type { VehicleStatus } from '#src/lib/enums';

/**
 * Ontario's all-in price rule (O. Reg. 333/08 s. 36): an advertised price
 * includes every fee the dealer intends to charge except HST and licensing,
 * and says those are extra. This is the ONE function every surface (cards,
 * vehicle page, home blocks, personalised blocks, JSON-LD, feeds, the sale
 * dialog and the garage register) uses to turn a vehicle into its price.
 */

/** A mandatory fee line from the admin settings, e.g. an administration fee or the OMVIC transaction fee. */
export type FeeLine = {
  name: string;
  /** Dollars, up to 2 decimals (the OMVIC fee is $12.50). */
  amount: number;
  /** Off = not charged, so not included. */
  enabled: boolean;
};

export type PricingSettings = {
  fees: FeeLine[];
  /** Printed after every shown price. */
  note: string;
};

export const DEFAULT_PRICE_NOTE = 'plus HST and licensing';

/**
 * The demo dealer's fees: an administration fee and the OMVIC transaction
 * fee ($12.50 since April 2024). The administration fee is chosen so that
 * the two come to a round $600 and prices stay whole dollars.
 */
export const DEFAULT_PRICING: PricingSettings = {
  fees: [
    { name: 'Administration fee', amount: 587.5, enabled: true },
    { name: 'OMVIC transaction fee', amount: 12.5, enabled: true },
  ],
  note: DEFAULT_PRICE_NOTE,
};

export type PricedVehicle = { price: number; priceOnRequest?: boolean | null };

export type AllInPrice =
  | { onRequest: true }
  | {
      onRequest: false;
      /** The advertised price in dollars (cents exact): vehicle price + every enabled fee. */
      amount: number;
      /** The same in whole cents: what the garage register stores. */
      cents: number;
      /** The vehicle's own price. */
      base: number;
      /** What the price includes besides the vehicle: the enabled fee lines. */
      included: { name: string; amount: number }[];
    };

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The sum of the enabled fee lines, in cents. */
export function feeTotalCents(settings: Pick<PricingSettings, 'fees'>): number {
  return settings.fees.reduce((sum, f) => sum + (f.enabled ? toCents(f.amount) : 0), 0);
}

/** The vehicle's all-in price under these settings, or "on request" (then nothing is shown or fed). */
export function allInPrice(vehicle: PricedVehicle, settings: Pick<PricingSettings, 'fees'>): AllInPrice {
  if (vehicle.priceOnRequest) return { onRequest: true };
  const included = settings.fees.filter((f) => f.enabled).map((f) => ({ name: f.name, amount: f.amount }));
  const cents = toCents(vehicle.price) + feeTotalCents(settings);
  return { onRequest: false, amount: cents / 100, cents, base: vehicle.price, included };
}

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
});

/** '$290,500' for whole dollars, '$290,511.50' when there are cents: an all-in price is never rounded. */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? whole.format(cents / 100 + 0) : exact.format(cents / 100);
}

export const PRICE_ON_REQUEST = 'Price on request';

/** What a price slot shows: the figure and the note after it (null when no price is shown). */
export type PriceDisplay = { text: string; note: string | null; amount: number | null };

/**
 * The shown price of a vehicle. Sold vehicles show `soldText` ('Sold' on
 * cards, 'Price Hidden' on the vehicle page) and no figure; "on request"
 * shows no figure either.
 */
export function priceDisplay(
  vehicle: PricedVehicle & { status: VehicleStatus },
  settings: PricingSettings,
  soldText: 'Sold' | 'Price Hidden' = 'Sold',
): PriceDisplay {
  if (vehicle.status === 'sold') return { text: soldText, note: null, amount: null };
  const price = allInPrice(vehicle, settings);
  if (price.onRequest) return { text: PRICE_ON_REQUEST, note: null, amount: null };
  return { text: formatMoney(price.amount), note: settings.note, amount: price.amount };
}

/** The price the feeds and JSON-LD publish: null for sold and "on request" vehicles (they are left out or carry no price). */
export function publishedPrice(vehicle: PricedVehicle & { status: VehicleStatus }, settings: PricingSettings): number | null {
  if (vehicle.status === 'sold') return null;
  const price = allInPrice(vehicle, settings);
  return price.onRequest ? null : price.amount;
}
