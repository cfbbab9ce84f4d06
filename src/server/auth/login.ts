import { setTimeout as sleep } from 'node:timers/promises';
import { logActivity } from '#src/db/queries/activity';
import { findUserByUsername } from '#src/db/queries/users';
import { db } from '#src/db/client';
import type { Session, User } from '#src/db/schema';
import { STAFF_ROLES } from '#src/lib/enums';
import { config } from '#src/server/config';
import { clientKey } from '#src/lib/net/client-key';
import type { DeviceToken } from './device-cookie';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleLimit } from './login-throttle';
import { verifyPassword } from './password';
import { displayName } from '#src/lib/format/person-name';
import { createSession, generateSessionToken } from './session';

/** The employee portal asks for a username and password; the admin gate only for the `admin` account's password. */
export type Gate = 'portal' | 'admin';
export const ADMIN_ACCOUNT = 'admin';

export type SignInResult =
  | { ok: true; user: User; token: string; session: Session }
  | { ok: false; reason: 'invalid' }
  /** The password was right but the account may not enter this gate (a customer at the portal). */
  | { ok: false; reason: 'denied'; user: User }
  | { ok: false; reason: 'throttled'; retryAfter: number };

/**
 * Every failure (wrong password, unknown user, disabled account, throttled)
 * is answered this long after the attempt began, so its timing tells nothing.
 * It sits above the hash (argon2id, tens of milliseconds here, a few hundred
 * under load); a right password answers as soon as its hash is checked.
 */
export const FAILURE_ANSWER_MS = 500;

let throttle: LoginThrottle | undefined;
function loginThrottle(): LoginThrottle {
  // The browser test suite signs in from one address all day, so it may raise the address limit.
  throttle ??= new LoginThrottle({ ...DEFAULT_THROTTLE, addressLimit: config().LOGIN_ADDRESS_LIMIT });
  return throttle;
}

// One "throttled" row per refused address, or per slowed account, per window: however many attempts are refused.
const throttleLogged = new Map<string, number>();
function logThrottledOnce(username: string, user: User | undefined, address: string, limit: ThrottleLimit): void {
  const key = limit === 'address' ? `address\0${clientKey(address)}` : `${limit}\0${username}`;
  const now = Date.now();
  if ((throttleLogged.get(key) ?? 0) > now) return;
  if (throttleLogged.size > 10_000) throttleLogged.clear();
  throttleLogged.set(key, now + DEFAULT_THROTTLE.windowMs);
  logActivity({
    userId: null,
    actorName: address,
    action: 'auth.throttled',
    entityType: 'user',
    entityId: user?.id ?? null,
    summary:
      limit === 'address'
        ? `Sign-ins from ${address} refused for a while: too many failed attempts from this address`
        : limit === 'device'
          ? `Sign-ins to ${user ? user.username : 'an unknown account'} from a known device at ${address} slowed down: too many failed attempts on that device`
          : `Sign-ins to ${user ? user.username : 'an unknown account'} from ${address} slowed down: too many failed attempts on this account`,
    address,
  });
}

function mayEnter(user: User, gate: Gate): boolean {
  return gate === 'admin' ? user.role === 'admin' : STAFF_ROLES.includes(user.role);
}

/**
 * The one sign-in check for both gates. The attempt is reserved with the
 * throttle before the password is hashed (see login-throttle.ts; `device`
 * reads the account's verified device cookie, see device-cookie.ts), and every
 * outcome is written to the activity log with the client address (an unknown
 * username is not echoed: people type passwords into that field). Success
 * opens the session; the caller sets its cookie.
 */
export async function signIn(
  input: { gate: Gate; username?: string; password: string; device?: (userId: number) => DeviceToken | null },
  address: string,
): Promise<SignInResult> {
  const started = performance.now();
  const fail = async <R extends SignInResult>(result: R): Promise<R> => {
    const wait = FAILURE_ANSWER_MS - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    return result;
  };
  const username = (input.gate === 'admin' ? ADMIN_ACCOUNT : (input.username ?? '')).trim().toLowerCase();
  const user = findUserByUsername(username);

  // Counted per client (an IPv6 /64 is one), logged with the address itself. The owner's device cookie
  // (set by an earlier right password on this browser) spares them the wait a stranger's guesses cause.
  const device = user && input.device ? input.device(user.id) : null;
  const reservation = loginThrottle().reserve(username, clientKey(address), Date.now(), { device: device?.deviceId });
  if (!reservation.ok) {
    logThrottledOnce(username, user, address, reservation.limit);
    return fail({ ok: false, reason: 'throttled', retryAfter: reservation.retryAfterSeconds });
  }
  const { ticket } = reservation;
  const usable = user && !user.disabled && (input.gate === 'portal' || mayEnter(user, 'admin')) ? user : undefined;
  const valid = await verifyPassword(usable?.passwordHash ?? null, input.password);
  if (!valid || !usable) {
    ticket.fail();
    logActivity({
      userId: null,
      actorName: address,
      action: 'auth.sign-in-failed',
      entityType: 'user',
      entityId: user?.id ?? null,
      summary: `Failed sign-in to the ${input.gate === 'admin' ? 'admin area' : 'employee portal'} as ${user ? user.username : 'an unknown username'} from ${address}`,
      address,
    });
    return fail({ ok: false, reason: 'invalid' });
  }
  ticket.succeed();
  if (!mayEnter(usable, input.gate)) return { ok: false, reason: 'denied', user: usable };
  // The session and its log entry in one transaction: one disk sync on the path the user waits for.
  const token = generateSessionToken();
  const session = db().transaction((tx) => {
    const created = createSession(token, usable.id, tx);
    logActivity(
      {
        userId: usable.id,
        actorName: displayName(usable),
        action: 'auth.signed-in',
        entityType: 'user',
        entityId: usable.id,
        summary: `${usable.username} signed in to the ${input.gate === 'admin' ? 'admin area' : 'employee portal'} from ${address}`,
        address,
      },
      tx,
    );
    return created;
  });
  return { ok: true, user: usable, token, session };
}
