import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './api';

/**
 * Every path of a form's default values, lists and groups included
 * ('images', 'images.0', 'disclosures', 'disclosures.0.text'): a server error on
 * a whole list has a home as much as one on a single input.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  const own = prefix ? [prefix] : [];
  if (values === null || typeof values !== 'object' || values instanceof Date) return own;
  const entries = Array.isArray(values) ? values.map((v, i) => [String(i), v] as const) : Object.entries(values);
  return [...own, ...entries.flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key))];
}

/** The field a server key belongs to: itself, else its nearest known parent ('images.7' → 'images'). */
function homeOf(key: string, known: ReadonlySet<string>): string | undefined {
  for (let path = key; path; path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '') {
    if (known.has(path)) return path;
  }
  return undefined;
}

export type ServerErrorPlan = {
  /** Errors to show under their fields: { 'vin': 'A vehicle with this VIN already exists' }. */
  fields: Record<string, string>;
  /** A message with no field to sit under (a 409, a 500, a network failure, an error on a field the form lacks). */
  form: string | null;
};

export type ServerErrorOptions = {
  /** The form's field paths (see fieldPaths); a server error on any other key becomes the form message. */
  fields: readonly string[];
  /** Stripped from the server's keys: the sale form posts its fields inside `garageRegister`. */
  prefix?: string;
  /** Server key → form field, where the form names a field differently from the API. */
  rename?: Record<string, string>;
  /** The form message when the error carries none of its own (not an ApiError). */
  fallback: string;
};

/**
 * Splits a failed save into field errors and one form-level message. An API 400
 * with `errors` puts each message under its field; whatever has no field (or
 * any other failure) becomes the form message, so nothing the server said is
 * dropped.
 */
export function planServerErrors(error: unknown, { fields, prefix = '', rename = {}, fallback }: ServerErrorOptions): ServerErrorPlan {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const known = new Set(fields);
  const out: Record<string, string> = {};
  const orphans: string[] = [];
  for (const [rawKey, message] of Object.entries(error.fieldErrors)) {
    if (typeof message !== 'string') continue;
    const unprefixed = prefix && rawKey.startsWith(prefix) ? rawKey.slice(prefix.length) : rawKey;
    const key = rename[unprefixed] ?? unprefixed;
    const home = homeOf(key, known);
    if (home && !(home in out)) out[home] = message;
    else if (!home) orphans.push(message);
  }
  if (orphans.length) return { fields: out, form: orphans.join(' ') };
  return { fields: out, form: Object.keys(out).length ? null : error.message || fallback };
}

/**
 * react-hook-form's zod resolver on the API's schema, fed the body the form
 * would send (`toInput`), so the form checks exactly what the server will.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: $ZodType<TOutput>,
  toInput?: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  const zod = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, TOutput>;
  return (values, context, options) =>
    zod((toInput ? toInput(values) : values) as FieldValues, context, options as never) as ReturnType<Resolver<TValues, unknown, TOutput>>;
}
