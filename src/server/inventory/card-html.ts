import { getPricingSettings } from '#src/db/queries/pricing-settings';
import { getUsdRate } from '#src/db/queries/usd-rate';
import { recentlyReducedVehicleIds } from '#src/db/queries/vehicles';
import { vehicleCardHtml, type CardOptions } from '#src/lib/markup/vehicle-card-html';
import { toVehicleCard, type CardSource } from '#src/lib/personalisation/vehicle-card';
import type { PricingSettings } from '#src/lib/pricing/all-in';
import type { UsdRate } from '#src/lib/pricing/usd';

/** What a page chooses about a card; the price settings, the US-dollar rate and "Price reduced" come from the data. */
export type PageCardOptions = Pick<CardOptions, 'priority' | 'headingLevel' | 'sizes'>;

type Kept = { pricing: object; usd: object | null; reduced: boolean; html: string };

// Per vehicle row, per page choice. The inventory's and the featured list's rows are frozen and shared between
// renders until the data changes (src/db/queries/inventory.ts, vehicles.ts), so a row seen again renders to the same
// card: a render of /inventory past the page cache looks its cards up instead of building 24 of them. A change makes
// new rows; the old ones, and their cards, go with them (a WeakMap).
const kept = new WeakMap<CardSource, Map<string, Kept>>();

/** What every card of a page is priced and marked with: read once per page, not once per card. */
export type CardContext = { pricing: PricingSettings; usd: UsdRate | null; reduced: ReadonlySet<number> };

/** The current price settings, US-dollar rate and recently reduced vehicles (each read of "reduced" is a query). */
export function cardContext(): CardContext {
  return { pricing: getPricingSettings(), usd: getUsdRate(), reduced: recentlyReducedVehicleIds() };
}

/**
 * The shared vehicle card (lib/markup/vehicle-card-html.ts) of a vehicle, priced under the current settings. A page
 * showing many cards passes one `cardContext()` to all of them.
 */
export function vehicleCardFor(vehicle: CardSource, options: PageCardOptions = {}, context: CardContext = cardContext()): string {
  const { pricing, usd } = context;
  const reduced = context.reduced.has(vehicle.id);
  const render = () => vehicleCardHtml(toVehicleCard(vehicle, pricing, reduced), { ...options, usd });
  // A row that is not frozen may still change: it is rendered each time.
  if (!Object.isFrozen(vehicle)) return render();
  let cards = kept.get(vehicle);
  if (!cards) kept.set(vehicle, (cards = new Map()));
  const key = `${options.priority ? 1 : 0}|${options.headingLevel ?? ''}|${options.sizes ?? ''}`;
  const card = cards.get(key);
  if (card && card.pricing === pricing && card.usd === usd && card.reduced === reduced) return card.html;
  const html = render();
  cards.set(key, { pricing, usd, reduced, html });
  return html;
}
