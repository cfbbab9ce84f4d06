import { logActivity } from '#src/db/queries/activity';
import { getDealerContact, saveDealerContact } from '#src/db/queries/dealer-settings';
import { endpoint } from '#src/server/endpoint';
import { dealerContactSchema } from '#src/lib/validation/settings';

/** Public: the site shows these details on every page. */
export const GET = endpoint({ access: 'public' }, () => getDealerContact());

export const PUT = endpoint({ access: 'admin', body: dealerContactSchema }, ({ body, actor }) => {
  saveDealerContact(body);
  logActivity({
    userId: actor.id,
    actorName: actor.name,
    action: 'settings.dealer',
    entityType: 'settings',
    summary: 'Dealer contact details updated',
  });
  return getDealerContact();
});
