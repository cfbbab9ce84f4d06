import { logActivity } from '#src/db/queries/activity';
import { getDealerContact, saveDealerContact } from '#src/db/queries/dealer-settings';
import { endpoint } from '#src/server/endpoint';
import { dealerContactSchema } from '#src/lib/validation/settings';
import { dealerContactAnswer } from '#src/lib/api-answers/settings';

/** Public: the site shows these details on every page. */
export const GET = endpoint(
  {
    access: 'public',
    summary: "Read the dealer's contact details",
    response: { description: 'Phone, e-mail, address and opening hours', schema: dealerContactAnswer },
  },
  () => getDealerContact(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    summary: "Change the dealer's contact details",
    body: dealerContactSchema,
    response: { description: 'The saved details', schema: dealerContactAnswer },
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
