import { logActivity } from '#src/db/queries/activity';
import { getDealerContact, saveDealerContact } from '#src/db/queries/dealer-settings';
import { endpoint } from '#src/server/endpoint';
import { dealerContactSchema } from '#src/lib/validation/settings';

/** Public: the site shows these details on every page. */
export const GET = endpoint(
  {
    access: 'public',
    summary: "Read the dealer's contact details",
    response: { status: 200, description: 'Phone numbers, e-mail, address and hours (DealerContact)' },
  },
  () => getDealerContact(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    summary: "Change the dealer's contact details",
    response: { status: 200, description: 'The saved details (DealerContact)' },
    body: dealerContactSchema,
  },
  ({ body, actor }) => {
    saveDealerContact(body);
    logActivity({
      userId: actor.id,
      actorName: actor.name,
      action: 'settings.dealer',
      entityType: 'settings',
      summary: 'Dealer contact details updated',
    });
    return getDealerContact();
  },
);
