import type { APIRoute } from 'astro';
import { logActivity } from '../../../db/queries/activity';
import { displayName } from '../../../lib/server/auth/guard';
import { deleteSessionCookie, invalidateSession } from '../../../lib/server/auth/session';
import { json } from '../../../lib/server/http';

export const POST: APIRoute = ({ locals, cookies, clientAddress }) => {
  if (locals.session && locals.user) {
    invalidateSession(locals.session.id);
    const { user } = locals;
    logActivity({
      userId: user.id,
      actorName: displayName(user),
      action: 'auth.signed-out',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.username} signed out from ${clientAddress}`,
      address: clientAddress,
    });
  }
  deleteSessionCookie(cookies);
  return json({ authenticated: false });
};
