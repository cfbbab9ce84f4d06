import type { z } from 'zod';
import { fieldErrors, type ValidationIssue } from '#src/lib/validation/field-errors';
import { FAILURES, failureBody, REQUEST_ID_HEADER } from './api-failures';

/** Each reason a request fails, its status and its code: one table, shared with the HTTP server. */
export { FAILURES, REQUEST_ID_HEADER };
export type FailureReason = keyof typeof FAILURES;
export type ErrorCode = (typeof FAILURES)[FailureReason]['code'];

/**
 * The API's one error shape. `errors` maps a field path to its message;
 * `requestId` is the id in the answer's X-Request-Id header and in the
 * server's log line of the failure. A few answers add their own fields
 * (sign-in: `authenticated`).
 */
export type ApiErrorBody = {
  message: string;
  code: ErrorCode;
  requestId: string;
  errors?: Record<string, string>;
} & Record<string, unknown>;
/** What a failure adds to its message: field errors and any answer-specific fields. */
export type FailureExtra = Omit<ApiErrorBody, 'message' | 'code' | 'requestId'>;

export function json(data: unknown, init: number | ResponseInit = 200): Response {
  const options = typeof init === 'number' ? { status: init } : init;
  return Response.json(data, { ...options, headers: { 'Cache-Control': 'no-store', ...(options.headers ?? {}) } });
}

/**
 * A refusal with a reason: return it or throw it from a handler. It becomes
 * a Response only where the request's id is known (toResponse), so every
 * error body is made here, in one place.
 */
export class ApiFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
    readonly extra: FailureExtra = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  get status(): number {
    return FAILURES[this.reason].status;
  }
  get code(): ErrorCode {
    return FAILURES[this.reason].code;
  }
  body(requestId: string): ApiErrorBody {
    return { ...this.extra, ...failureBody(this.reason, this.message, requestId) };
  }
  toResponse(requestId: string): Response {
    return json(this.body(requestId), { status: this.status, headers: { ...this.headers, [REQUEST_ID_HEADER]: requestId } });
  }
}

export function fail(reason: FailureReason, message: string, extra?: FailureExtra, headers?: Record<string, string>): ApiFailure {
  return new ApiFailure(reason, message, extra, headers);
}

type Issue = ValidationIssue;

/** The 400 naming each bad field. */
export function validationError(issues: readonly Issue[]): ApiFailure {
  const errors = fieldErrors(issues);
  const fields = Object.keys(errors).filter((k) => k !== '_');
  const message = fields.length ? `Invalid input: ${fields.join(', ')}` : (errors._ ?? 'Invalid input');
  return fail('invalid', message, { errors });
}

export const MAX_JSON_BYTES = 1_000_000;

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes
 * `limit` bytes (null then): never buffered whole first. The HTTP server (src/server/http/body-limit.ts) caps
 * bodies before Astro too; this holds wherever the app runs.
 */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, received).toString('utf8');
}

type SafeParser<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } } };

/**
 * Reads a JSON body and parses it with a schema: the failure to answer with
 * (415 wrong type, 413 too large, 400 malformed or invalid), else the data.
 */
export async function readJson<T>(request: Request, schema: SafeParser<T>): Promise<{ data: T } | { failure: ApiFailure }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { failure: fail('unsupported-type', 'Content-Type must be application/json') };
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) return { failure: fail('too-large', 'Request body is too large') };
  let text: string;
  try {
    const read = await readCapped(request, MAX_JSON_BYTES);
    if (read === null) return { failure: fail('too-large', 'Request body is too large') };
    text = read;
  } catch {
    return { failure: fail('invalid', 'Could not read the request body') };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { failure: fail('invalid', 'Malformed JSON body') };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { failure: validationError(parsed.error.issues) };
  return { data: parsed.data };
}

export type Infer<S extends z.ZodType> = z.output<S>;
