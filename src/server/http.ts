import type { z } from 'zod';

/** The API's one error shape: { message, errors? } where errors maps a field path to its message. */
export type ApiErrorBody = { message: string; errors?: Record<string, string> } & Record<string, unknown>;

export function json(data: unknown, init: number | ResponseInit = 200): Response {
  const options = typeof init === 'number' ? { status: init } : init;
  return Response.json(data, { ...options, headers: { 'Cache-Control': 'no-store', ...(options.headers ?? {}) } });
}

export function jsonError(status: number, message: string, extra: Omit<ApiErrorBody, 'message'> = {}): Response {
  return json({ message, ...extra }, status);
}

type Issue = { path: PropertyKey[]; message: string };

/** Turns zod issues into { field: message }, first message per field. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export function validationError(issues: readonly Issue[]): Response {
  const errors = fieldErrors(issues);
  const fields = Object.keys(errors).filter((k) => k !== '_');
  const message = fields.length ? `Invalid input: ${fields.join(', ')}` : (errors._ ?? 'Invalid input');
  return jsonError(400, message, { errors });
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Omit<ApiErrorBody, 'message'> = {},
  ) {
    super(message);
  }
  toResponse(): Response {
    return jsonError(this.status, this.message, this.extra);
  }
}

export const MAX_JSON_BYTES = 1_000_000;

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes
 * `limit` bytes (null then): never buffered whole first. scripts/serve.mjs caps
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
 * Reads a JSON body and parses it with a schema: a Response to return on
 * failure (415 wrong type, 413 too large, 400 malformed or invalid), else the data.
 */
export async function readJson<T>(request: Request, schema: SafeParser<T>): Promise<{ data: T } | { response: Response }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { response: jsonError(415, 'Content-Type must be application/json') };
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) return { response: jsonError(413, 'Request body is too large') };
  let text: string;
  try {
    const read = await readCapped(request, MAX_JSON_BYTES);
    if (read === null) return { response: jsonError(413, 'Request body is too large') };
    text = read;
  } catch {
    return { response: jsonError(400, 'Could not read the request body') };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { response: jsonError(400, 'Malformed JSON body') };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { response: validationError(parsed.error.issues) };
  return { data: parsed.data };
}

export type Infer<S extends z.ZodType> = z.output<S>;
