import { ApiError } from './api';

type Issue = { path: readonly PropertyKey[]; message: string };

/** zod issues → { field: first message } (nested paths dotted), as the API reports them. */
export function fieldErrorsOf(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The API's 400 field errors, with a prefix such as 'garageRegister.' stripped. */
export function apiFieldErrors(error: unknown, prefix = ''): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    out[prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key] = message;
  }
  return out;
}
