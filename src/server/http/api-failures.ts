// The API's failure table, shared by the HTTP server (src/server/http/serve.ts, bundled on its own),
// which refuses a request before Astro with the same codes as the endpoints do after it, and by
// src/server/http/api-response.ts, which re-exports it.

/**
 * Each reason a request fails: the one status it answers with and the machine-readable `code` its
 * body carries. The reasons are the words the code base uses (`fail('not-found', …)`); the codes are
 * the API's contract with its clients.
 */
export const FAILURES = {
  invalid: { status: 400, code: 'validation_failed' },
  unauthenticated: { status: 401, code: 'unauthorized' },
  forbidden: { status: 403, code: 'forbidden' },
  'not-found': { status: 404, code: 'not_found' },
  'method-not-allowed': { status: 405, code: 'method_not_allowed' },
  /** The server's own: a request whose body did not all arrive within REQUEST_TIMEOUT (src/server/http/request-deadline.ts). */
  timeout: { status: 408, code: 'request_timeout' },
  conflict: { status: 409, code: 'conflict' },
  'length-required': { status: 411, code: 'length_required' },
  'too-large': { status: 413, code: 'payload_too_large' },
  'unsupported-type': { status: 415, code: 'unsupported_media_type' },
  'rate-limited': { status: 429, code: 'rate_limited' },
  internal: { status: 500, code: 'internal' },
  'upstream-failed': { status: 502, code: 'upstream_failed' },
  busy: { status: 503, code: 'busy' },
} as const;

/** The header that carries a request's id on every API answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The error body of a refusal: `{ message, code, requestId }`. */
export function failureBody(reason: keyof typeof FAILURES, message: string, requestId: string) {
  return { message, code: FAILURES[reason].code, requestId };
}
