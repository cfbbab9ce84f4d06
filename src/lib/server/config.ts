import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, parsed once at start: a bad value stops the server with a
 * clear message instead of failing later in a request.
 */
const EnvSchema = z.object({
  NODE_ENV: z.string().default('production'),
  DATA_DIR: z.string().min(1).default('./data'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().default('localhost'),
  SITE_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** Set to "false" to serve over plain http in production (e.g. tests); cookies then drop Secure and __Host-. */
  SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  /** Failed sign-ins allowed from one client address per 15 minutes. */
  LOGIN_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(5),
});

function load() {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  return {
    ...env,
    production,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : production,
    dataDir,
    dbFile: path.join(dataDir, 'dealership.sqlite'),
    mediaDir: path.join(dataDir, 'media'),
  };
}

let cached: ReturnType<typeof load> | undefined;
export function config() {
  cached ??= load();
  return cached;
}
