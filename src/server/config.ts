import path from 'node:path';
import { z } from 'zod';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A length of time written as a number and a unit: 30d, 12h, 15m, 90s. */
export function parseDuration(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([smhd])\s*$/i.exec(text);
  if (!m) return null;
  const ms = Number(m[1]) * UNIT_MS[m[2].toLowerCase() as keyof typeof UNIT_MS];
  return ms > 0 ? ms : null;
}

const duration = (name: string) =>
  z.string().refine((v) => parseDuration(v) !== null, `${name} must be a number and a unit (s, m, h or d), e.g. 7d`);

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
  /** A staff session's absolute lifetime from sign-in, e.g. 30d, 12h. */
  SESSION_MAX_AGE: duration('SESSION_MAX_AGE').default('30d'),
  /** A staff session ends after this long unused, e.g. 7d, 8h. */
  SESSION_IDLE_TIMEOUT: duration('SESSION_IDLE_TIMEOUT').default('7d'),
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
    sessionMaxAgeMs: parseDuration(env.SESSION_MAX_AGE)!,
    sessionIdleMs: parseDuration(env.SESSION_IDLE_TIMEOUT)!,
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
