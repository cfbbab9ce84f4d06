/**
 * Machines' API keys on the endpoint contract (src/server/endpoint.ts): a request with `Authorization: Bearer
 * <secret>` is a key's, never a session's. The key must be live, the operation must name a scope the key holds,
 * and the request must carry nothing a browser page adds (Origin, Sec-Fetch-*, a cookie): a page cannot ride a key
 * that leaked into it, and the one credential of a request is never in doubt. Each key has its own rate window,
 * so neither another key nor anyone sharing its address can use it up.
 */
import { clientKey } from '#src/lib/net/client-key';
import { API_KEY_PATTERN } from '#src/lib/api-keys/scopes';
import { findApiKey, noteApiKeyUse, type KeyHolder } from '#src/db/queries/api-keys';
import { logActivity } from '#src/db/queries/activity';
import { fail, type ApiFailure } from '#src/server/http/api-response';
import { RateLimiter, tooManyRequests } from '#src/server/http/rate-limit';
import type { SessionUser } from '#src/server/auth/session';
import { config } from '#src/server/config';
import { hashKeySecret } from './secrets';

export type KeyCaller = { key: KeyHolder; user: SessionUser; actor: { id: number; name: string }; from: string };

// Sec-Fetch-Site, not Sec-Fetch-Mode: Node's own fetch sends "sec-fetch-mode: cors" from a server too.
const BROWSER_HEADERS = ['Origin', 'Sec-Fetch-Site', 'Cookie'];
const USE_NOTED_EVERY_MS = 60_000;

let limiter: RateLimiter | undefined;
/** One window per key: API_KEY_RATE_LIMIT requests a minute. */
export const keyLimiter = () => (limiter ??= new RateLimiter(config().API_KEY_RATE_LIMIT, 60_000));

/** True when the request presents an Authorization header: it is then judged as a key's request only. */
export const presentsKey = (request: Request) => request.headers.has('authorization');

/**
 * The key a request presents, or the refusal: 403 when a browser sent it, 401 when it is no live key, 429 past
 * its window. Whether the operation is open to the key (its scope) is the endpoint's check.
 */
export function authenticateKey(request: Request, clientAddress: string): KeyCaller | ApiFailure {
  const browserHeader = BROWSER_HEADERS.find((name) => request.headers.has(name));
  if (browserHeader) {
    return fail(
      'forbidden',
      `An API key is not accepted from a web browser (the request carries a ${browserHeader} header); staff use the portal's session.`,
    );
  }
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return fail('unauthenticated', 'Send an API key as "Authorization: Bearer <key>".');
  const secret = match[1];
  const key = API_KEY_PATTERN.test(secret) ? findApiKey(hashKeySecret(secret)) : undefined;
  if (!key) return fail('unauthenticated', 'This API key is not valid: it was revoked, rotated or mistyped.');
  const windowKey = `api-key:${key.id}`;
  if (keyLimiter().isLimited(windowKey)) {
    return tooManyRequests(
      keyLimiter(),
      windowKey,
      `This API key is past its ${keyLimiter().limit} requests a minute. Retry after the Retry-After seconds.`,
    );
  }
  keyLimiter().hit(windowKey);
  const from = clientKey(clientAddress);
  const now = Date.now();
  if (key.lastUsedFrom !== from || !key.lastUsedAt || now - key.lastUsedAt.getTime() >= USE_NOTED_EVERY_MS)
    noteApiKeyUse(key.id, from, new Date(now));
  const name = `API key "${key.name}"`;
  // A key never has an admin's reach: what it may do is its scopes, which name staff operations only.
  const user: SessionUser = { ...key.user, role: 'employee' };
  return { key, user, actor: { id: key.user.id, name }, from };
}

/** A key's write that succeeded, in the activity log: which key, what it called, from where (never the secret). */
export function logKeyWrite(caller: KeyCaller, request: Request, status: number): void {
  const { pathname } = new URL(request.url);
  logActivity({
    userId: caller.key.user.id,
    actorName: caller.actor.name,
    action: 'api_key.used',
    entityType: 'api_key',
    entityId: caller.key.id,
    summary: `${request.method} ${pathname} answered ${status}`,
    address: caller.from,
  });
}
