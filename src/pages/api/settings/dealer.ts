import type { APIRoute } from 'astro';
import { logActivity } from '../../../db/queries/activity';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { getDealerContact, saveDealerContact } from '../../../lib/server/dealer-settings';
import { json, readJson } from '../../../lib/server/http';
import { dealerContactSchema } from '../../../lib/validation/settings';

export const prerender = false;

/** Public: the site shows these details on every page. */
export const GET: APIRoute = () => json(getDealerContact());

export const PUT: APIRoute = async ({ locals, request }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  const body = await readJson(request, dealerContactSchema);
  if ('response' in body) return body.response;
  saveDealerContact(body.data);
  logActivity({
    userId: locals.user!.id,
    actorName: displayName(locals.user!),
    action: 'settings.dealer',
    entityType: 'settings',
    summary: 'Dealer contact details updated',
  });
  return json(getDealerContact());
};
