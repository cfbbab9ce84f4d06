import { logActivity } from '../../../db/queries/activity';
import { getDealerContact, saveDealerContact } from '../../../lib/server/dealer-settings';
import { endpoint } from '../../../lib/server/endpoint';
import { dealerContactSchema } from '../../../lib/validation/settings';

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
