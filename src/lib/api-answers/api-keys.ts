import { z } from 'zod';
import { API_SCOPES } from '#src/lib/api-keys/scopes';
import { isoInstant, recordId } from './common';

/** The answers of /api/api-keys: a key as listed (never its secret), and the secret the one time it is shown. */

export const apiKeyAnswer = z.object({
  id: recordId,
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  hint: z.string().describe("The secret's last four characters, to tell which copy an integration holds."),
  createdAt: isoInstant,
  createdBy: z.string().nullable().describe('The admin who made the key; the key acts for them.'),
  rotatedAt: isoInstant.nullable(),
  lastUsedAt: isoInstant.nullable(),
  lastUsedFrom: z.string().nullable().describe('The client network of the last use: an IPv4 address or an IPv6 /64.'),
});
export type ApiKeyAnswer = z.output<typeof apiKeyAnswer>;

export const apiKeyListAnswer = z.array(apiKeyAnswer).describe('The live keys, newest first.');

export const apiKeySecretAnswer = apiKeyAnswer.extend({
  secret: z.string().describe('The key itself, shown this once: send it as "Authorization: Bearer <secret>". Only its hash is kept.'),
});
export type ApiKeySecretAnswer = z.output<typeof apiKeySecretAnswer>;
