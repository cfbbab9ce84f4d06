import type { z } from 'zod';
import type { LoginGate } from '#src/lib/validation/auth';
import { endpoint, fail, type ContractRoute } from '#src/server/endpoint';
import { displayName } from '#src/lib/format/person-name';
import { signIn } from './login';
import { readDevice, setDeviceCookie } from './device-cookie';
import { setSessionCookie } from './session';
import { config } from '#src/server/config';
import { insecureSignInProblem } from './insecure-sign-in';
import { signedInAnswer } from '#src/lib/api-answers/auth';

type LoginBody = { gate: LoginGate; username: string; password: string };

const INVALID: Record<LoginGate, string> = {
  portal: 'Invalid username or password. Please try again.',
  admin: 'Invalid password. Please try again.',
};

/**
 * The sign-in endpoint for both gates (POST /api/auth/login, and the admin
 * gate's old URL with its own body schema): the answers of spec §8 and a
 * session cookie on success.
 */
export function signInEndpoint(schema: z.ZodType<LoginBody, unknown>, summary: string): ContractRoute {
  return endpoint(
    {
      access: 'public',
      invalidates: 'nothing',
      body: schema,
      summary,
      description:
        "Sets the session cookie on success, and the account's device cookie (sent back on later sign-ins, it spares the owner the delays that others' failed attempts cause). 401 for a wrong username or password, 403 for an account without access, 429 with Retry-After after repeated failures; 400 with `insecureTransport: true` over plain HTTP on a host other than localhost while cookies are Secure (the browser would drop the cookie); each refusal adds `authenticated: false`.",
      response: {
        status: 200,
        description: 'Signed in: `{ authenticated: true, role, user: { id, username, name } }`',
        schema: signedInAnswer,
      },
    },
    async ({ body, cookies, clientAddress, url }) => {
      // Refused before the password is read: a "success" here would set a cookie the browser throws away.
      const insecure = insecureSignInProblem(url, config().secureCookies);
      if (insecure) return fail('invalid', insecure, { authenticated: false, insecureTransport: true });
      const { gate, username, password } = body as LoginBody;
      const result = await signIn({ gate, username, password, device: (userId) => readDevice(cookies, userId) }, clientAddress);
      if (!result.ok) {
        switch (result.reason) {
          case 'throttled':
            return fail(
              'rate-limited',
              `Too many failed sign-in attempts. Please try again in ${waitText(result.retryAfter)}.`,
              { authenticated: false },
              { 'Retry-After': String(result.retryAfter) },
            );
          case 'denied':
            return fail('forbidden', 'Access denied. You do not have permission to access the employee portal.', {
              authenticated: false,
              role: result.user.role,
            });
          case 'invalid':
            return fail('unauthenticated', INVALID[gate], { authenticated: false });
        }
      }
      const { user, token, session } = result;
      setSessionCookie(cookies, token, session.expiresAt);
      // This browser is now a device of the account's owner: their next sign-ins skip a stranger's penalties.
      setDeviceCookie(cookies, user.id, readDevice(cookies, user.id));
      return { authenticated: true, role: user.role, user: { id: user.id, username: user.username, name: displayName(user) } };
    },
  );
}

/** A wait as the form says it: "40 s" under two minutes, else whole minutes. */
function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
