import { z } from 'zod';
import { singleLine } from '#src/lib/validation/plain-text';
import { API_SCOPES, normalizeScopes } from './scopes';

/** A new API key: what the admin calls it (the integration it is for) and what it may do. */
export const apiKeyInputSchema = z.object({
  name: singleLine('Name', 80),
  scopes: z
    .array(z.enum(API_SCOPES, `Each scope must be one of: ${API_SCOPES.join(', ')}`), 'Scopes must be a list')
    .min(1, 'Choose at least one scope.')
    .transform(normalizeScopes)
    .describe(`What the key may do: ${API_SCOPES.join(', ')}.`),
});
