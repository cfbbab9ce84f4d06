import { endpoint } from '#src/server/endpoint';
import { endShopperSession } from '#src/server/shoppers/shopper-session';

export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: "End the shopper's session",
    response: { status: 204, description: 'Signed out (also when not signed in)' },
  },
  ({ locals, cookies }) => {
    if (locals.shopper) endShopperSession(cookies, locals.shopper.sessionId);
    return undefined;
  },
);
