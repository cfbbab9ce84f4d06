import { listSavedVehicleIds, saveVehicles } from '#src/db/queries/saved-vehicles';
import { listShopperPasskeys, type Shopper } from '#src/db/queries/shoppers';
import type { AstroCookies } from 'astro';
import { startShopperSession } from './shopper-session';

/** What the browser learns about the signed-in shopper: their own details and saves, never anyone else's. */
export function shopperAnswer(shopper: Shopper) {
  return {
    signedIn: true as const,
    shopper: { email: shopper.email, firstName: shopper.firstName, lastName: shopper.lastName, phone: shopper.phone },
    saved: listSavedVehicleIds(shopper.id),
    passkeys: listShopperPasskeys(shopper.id).length,
  };
}
export type ShopperAnswer = ReturnType<typeof shopperAnswer>;

/** Signs the shopper in: a session, the browser's own saves merged into the account, and the account's state. */
export function completeSignIn(cookies: AstroCookies, shopper: Shopper, localSaves: readonly number[] | undefined): ShopperAnswer {
  startShopperSession(cookies, shopper.id);
  if (localSaves?.length) saveVehicles(shopper.id, localSaves);
  return shopperAnswer(shopper);
}
