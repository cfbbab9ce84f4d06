import { logActivity } from '#src/db/queries/activity';
import { deleteSessionCookie, invalidateSession } from '#src/server/auth/session';
import { endpoint } from '#src/server/endpoint';
import { signedOutAnswer } from '#src/lib/api-answers/auth';

/** Ends this session on the server (the cookie alone would not do) and logs it with the address. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Sign out',
    response: {
      status: 200,
      description: '`{ authenticated: false }`; the session ends on the server and its cookie is deleted',
      schema: signedOutAnswer,
    },
  },
  ({ locals, user, actor, cookies, clientAddress }) => {
    if (locals.session && user && actor) {
      invalidateSession(locals.session.id);
      logActivity({
        userId: actor.id,
        actorName: actor.name,
        action: 'auth.signed-out',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} signed out from ${clientAddress}`,
        address: clientAddress,
      });
    }
    deleteSessionCookie(cookies);
    return { authenticated: false };
  },
);
