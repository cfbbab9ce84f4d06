import { findCustomerData } from '#src/db/queries/leads/customer-data';
import { listSavedVehicleIds } from '#src/db/queries/saved-vehicles';
import { getShopperPreferences, listSavedSearches } from '#src/db/queries/saved-searches';
import { deleteShopper, listShopperPasskeys } from '#src/db/queries/shoppers';
import { endpoint } from '#src/server/endpoint';
import { eraseCustomer } from '#src/server/customers/erase-customer';
import { endShopperSession, requireShopper } from '#src/server/shoppers/shopper-session';
import { shopperDataAnswer } from '#src/lib/api-answers/shopper';

/**
 * PIPEDA, done by the shopper without asking staff: everything held about them (the account, and every
 * lead, appointment, consent record and e-mail under their verified address) as a JSON download; and
 * deleting it all. The garage register is kept (Ontario law), as for a request made through staff.
 */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'Download everything held about the signed-in shopper',
    description: 'Needs a shopper session.',
    response: {
      description:
        'A JSON download (attachment): the account, passkeys, saves, searches, alert settings, and every lead, consent record, e-mail and register entry under the address',
      schema: shopperDataAnswer,
    },
  },
  ({ locals }) => {
    const { shopper } = requireShopper(locals);
    const email = shopper.email ?? '';
    const data = {
      exportedAt: new Date().toISOString(),
      account: shopper,
      passkeys: listShopperPasskeys(shopper.id).map(({ id, createdAt, lastUsedAt }) => ({ id, createdAt, lastUsedAt })),
      savedVehicles: listSavedVehicleIds(shopper.id),
      savedSearches: listSavedSearches(shopper.id),
      alertSettings: getShopperPreferences(shopper.id),
      ...(findCustomerData(email) ?? { leads: [], consentRecords: [], emails: [], garageRegister: [] }),
    };
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="my-garage-data.json"',
        'Cache-Control': 'no-store',
      },
    });
  },
);

export const DELETE = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: "Delete the signed-in shopper's account and everything held about them",
    description: 'Needs a shopper session. The garage register is kept, as Ontario law requires.',
    response: { status: 204, description: 'Deleted and signed out' },
  },
  async ({ locals, cookies }) => {
    const { shopper, sessionId } = requireShopper(locals);
    endShopperSession(cookies, sessionId);
    // The same erasure as a request made through the admin: leads, consent, e-mails, the account, sign-in links,
    // and the search index purged so no copy stays in the database file.
    if (shopper.email) await eraseCustomer(shopper.email, { id: shopper.id, name: 'The customer (self-service)' }, false);
    deleteShopper(shopper.id);
    return undefined;
  },
);
