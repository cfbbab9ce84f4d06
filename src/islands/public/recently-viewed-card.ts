import { vehicleCardHtml, type CardOptions } from '#src/lib/markup/vehicle-card-html';
import type { VehicleCard } from '#src/lib/personalisation/vehicle-card';

/*
 * The personalised blocks' cards (recently viewed, recommended): the shared
 * vehicle card (lib/markup/vehicle-card-html.ts), built by the browser
 * from GET /api/vehicles/cards, and by the server for the featured fallback.
 */

/** The blocks' card width, for the browser's choice among photo sizes. */
export const BLOCK_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw';

/** A card's HTML as a list item of a block's grid (the server's featured fallback wraps its kept cards the same way). */
export const cardListItem = (cardHtml: string) => `<li class="flex">${cardHtml}</li>`;

/** The card as a list item of a block's grid. */
export const cardItemHtml = (card: VehicleCard, options?: CardOptions) =>
  cardListItem(vehicleCardHtml(card, { sizes: BLOCK_SIZES, ...options }));

/** A card-shaped placeholder while the cards load. */
export const SKELETON_CARD =
  '<li class="animate-pulse bg-white ring-1 ring-line" aria-hidden="true" data-skeleton><div class="aspect-[16/10] bg-ivory-2"></div><div class="h-44 p-6"><div class="h-6 w-3/4 bg-ivory-2"></div></div></li>';

/** Fetches cards for ids in one request; a failure is logged per id and reads as none. */
export async function fetchCards(query: 'ids' | 'like', ids: readonly number[]): Promise<VehicleCard[]> {
  try {
    const res = await fetch(`/api/vehicles/cards?${query}=${ids.join(',')}`);
    if (!res.ok) throw new Error(String(res.status));
    return ((await res.json()) as { vehicles: VehicleCard[] }).vehicles;
  } catch {
    for (const id of ids) console.error(`Failed to fetch vehicle ${id}`);
    return [];
  }
}
