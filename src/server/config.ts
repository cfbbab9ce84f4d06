import path from 'node:path';
import { z } from 'zod';

/**
 * The server's configuration: every environment variable of the README's configuration table, parsed
 * by one schema. The process reads it once when it starts (`config()`); a bad value stops the start
 * with a message naming the variable, the accepted values and what it got, before anything is served.
 *
 * The HTTP server (src/server/http/serve.ts, bundled on its own) and Astro's bundle each hold a copy of
 * this module: both parse the same environment with this one schema, at start.
 *
 * Not here, on purpose: the test and benchmark knobs (CHROMIUM_PATH, E2E_PORT, BENCH_*, LOAD_SECONDS),
 * drizzle-kit's DATA_DIR in drizzle.config.ts, and what the launchers read before this code can run
 * (SKIP_BUILD in scripts/start.mjs; ATELIER_CACHE_DIR and XDG_CACHE_HOME in the executable's scripts/sea).
 */

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A length of time written as a number and a unit: 30d, 12h, 15m, 90s. */
export function parseDuration(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([smhd])\s*$/i.exec(text);
  if (!m) return null;
  const ms = Number(m[1]) * UNIT_MS[m[2].toLowerCase() as keyof typeof UNIT_MS];
  return ms > 0 ? ms : null;
}

/** A time of day, HH:MM or HH:MM:SS (24-hour), as [hours, minutes, seconds]; null when it is not one. */
export function parseTimeOfDay(text: string): [number, number, number] | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const time: [number, number, number] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  return time[0] > 23 || time[1] > 59 || time[2] > 59 ? null : time;
}

/**
 * One variable: `read` turns its text into a value, or undefined when the text is not acceptable; the
 * message then says what is accepted (`accepted`) and what was given.
 */
function variable<T>(accepted: string, read: (raw: string) => T | undefined) {
  return z.string().transform((raw, ctx): T => {
    const value = read(raw.trim());
    if (value === undefined) {
      ctx.issues.push({ code: 'custom', input: raw, message: `expected ${accepted}, got "${raw}"` });
      return z.NEVER;
    }
    return value;
  });
}

const wholeNumber = (min: number, max: number, what = `a whole number from ${min} to ${max}`) =>
  variable(what, (raw) => {
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
  });
const port = () => wholeNumber(0, 65535, 'a port number from 0 to 65535 (0: any free port)');
const oneOf = <const T extends readonly string[]>(values: T) =>
  variable(values.map((v) => `"${v}"`).join(' or '), (raw) => values.find((v) => v === raw) as T[number] | undefined);
const duration = () => variable('a number and a unit (s, m, h or d), e.g. 7d or 12h', (raw) => parseDuration(raw) ?? undefined);
const text = () => z.string();
const httpUrl = (what: string, protocols: string[]) =>
  variable(what, (raw) => {
    try {
      return protocols.includes(new URL(raw).protocol) ? raw : undefined;
    } catch {
      return undefined;
    }
  });

export const EnvSchema = z
  .object({
    PORT: port().default(4321),
    HOST: text().default('localhost'),
    DATA_DIR: text().default('./data'),
    NODE_ENV: text().default('production'),
    /** "false" serves plain-http production (tests on localhost): cookies drop Secure and __Host-, no HSTS. */
    SECURE_COOKIES: oneOf(['true', 'false'] as const).optional(),
    SITE_URL: httpUrl('an http(s) address such as https://www.example.ca', ['http:', 'https:']).optional(),
    SMTP_URL: httpUrl('a mail server address such as smtps://user:pass@mail.example.com:465', ['smtp:', 'smtps:']).optional(),
    MAIL_FROM: text().optional(),
    /** E-mails of each kind a visitor can make the site send (src/server/mail/mail-ceiling.ts), site-wide per hour. */
    PUBLIC_MAIL_PER_HOUR: wholeNumber(1, 1_000_000).default(60),
    /** Accepted public posts per client address per 10 minutes (load tests raise it). */
    INQUIRY_RATE_LIMIT: wholeNumber(1, 1_000_000).default(10),
    /** Minutes an online booking holds its slot before the visitor confirms it from the e-mail. */
    BOOKING_HOLD_MINUTES: wholeNumber(5, 24 * 60).default(30),
    /** Open bookings one e-mail address, or one phone number, may hold at a time. */
    BOOKING_OPEN_PER_CONTACT: wholeNumber(1, 1000).default(2),
    /** Unconfirmed holds keeping their slot the whole site takes per hour; past it new ones keep no slot until confirmed (staff told). */
    BOOKING_HOLDS_PER_HOUR: wholeNumber(1, 1_000_000).default(30),
    /** Unconfirmed holds keeping their slot at once from one network (IPv4 /24, IPv6 /48); past it new ones keep none until confirmed. */
    BOOKING_HOLDS_PER_NETWORK: wholeNumber(1, 1_000_000).default(3),
    /** Requests one API key may make per minute (each key its own window, whatever its address). */
    API_KEY_RATE_LIMIT: wholeNumber(1, 1_000_000).default(600),
    /** "1": webhooks may target loopback, private and link-local addresses (a CRM on the dealer's own network; tests). */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: oneOf(['0', '1'] as const).default('0'),
    /** Failed sign-ins allowed from one client address per 15 minutes. */
    LOGIN_ADDRESS_LIMIT: wholeNumber(1, 1_000_000).default(5),
    SESSION_MAX_AGE: duration().default(30 * UNIT_MS.d),
    SESSION_IDLE_TIMEOUT: duration().default(7 * UNIT_MS.d),
    /** The daily backup's time of day (server local time), or null: "off". */
    BACKUP_TIME: variable('a time of day such as 03:00 (HH:MM, server local time) or "off"', (raw) =>
      raw.toLowerCase() === 'off' ? null : (parseTimeOfDay(raw) ?? undefined),
    ).default([3, 0, 0]),
    BACKUP_KEEP: wholeNumber(1, 10_000).default(14),
    BACKUP_DIR: text().optional(),
    SEED: oneOf(['demo', 'none'] as const).default('demo'),
    /** Demo vehicles to seed (benchmarks seed thousands); the demo set when unset. */
    SEED_VEHICLES: wholeNumber(1, 1_000_000).optional(),
    TLS_CERT: text().optional(),
    TLS_KEY: text().optional(),
    HTTP_REDIRECT_PORT: port().optional(),
    TRUST_PROXY: wholeNumber(0, 10, 'the number of reverse proxies in front of the server, a whole number from 0 to 10').default(0),
    /** How long a client has to send a whole request, headers and body (HTTP/1.1 and each HTTP/2 stream): 408 after. */
    REQUEST_TIMEOUT: duration().default(30 * UNIT_MS.s),
    /** Open connections allowed from one client (an IPv6 /64 is one) when the server faces the internet itself (no TRUST_PROXY). */
    MAX_CONNECTIONS_PER_CLIENT: wholeNumber(1, 1_000_000).default(64),
    /** The largest walkaround video staff may upload, in MB (the server's upload ceiling caps it at 100). */
    VIDEO_MAX_MB: wholeNumber(1, 100).default(100),
    /** The largest vehicle document (PDF) staff may upload, in megabytes. */
    DOCUMENT_MAX_MB: wholeNumber(1, 100).default(20),
    /** Hours a released document's download link stays valid (it opens once). */
    DOCUMENT_LINK_HOURS: wholeNumber(1, 24 * 30).default(72),
    /** Where rendered demo artwork is kept between seeds (the executable and the tests point it at their cache). */
    DEMO_MEDIA_CACHE: text().optional(),
    /** The migrations folder (the executable's unpacked copy); src/db/migrations when unset. */
    MIGRATIONS_DIR: text().optional(),
    /** The longest wait between two runs of a repeating background job: the tests shorten it to wait for a job's run, not sleep past its period. */
    JOB_INTERVAL_MAX: duration().optional(),
    /** "true": every JSON success answer is checked against its endpoint's response schema, a mismatch answered as a 500 (the test servers). */
    CHECK_RESPONSES: oneOf(['true', 'false'] as const).default('false'),
  })
  .superRefine((env, ctx) => {
    if (env.TLS_CERT && !env.TLS_KEY)
      ctx.addIssue({ code: 'custom', path: ['TLS_KEY'], message: 'set it with TLS_CERT (the private key, PEM)' });
    if (env.TLS_KEY && !env.TLS_CERT)
      ctx.addIssue({ code: 'custom', path: ['TLS_CERT'], message: 'set it with TLS_KEY (the certificate chain, PEM)' });
    if (env.HTTP_REDIRECT_PORT !== undefined && !(env.TLS_CERT && env.TLS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_REDIRECT_PORT'],
        message: 'only with TLS_CERT and TLS_KEY (it redirects plain HTTP to the HTTPS port)',
      });
  });

export type Env = z.output<typeof EnvSchema>;

/** A bad environment: the message lists every bad variable, one a line. */
export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
}

/** The configuration from an environment (process.env at start; any record in the tests). */
export function parseEnvironment(source: Record<string, string | undefined>) {
  // An empty value is an unset one (`PORT= npm start`), as shells and service files write them.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid environment (see "Configuration" in README.md):\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  // The one place the secure-cookie rule is derived: production is https unless SECURE_COOKIES=false says not.
  const secureCookies = env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : production;
  const tls = env.TLS_CERT && env.TLS_KEY ? { cert: env.TLS_CERT, key: env.TLS_KEY } : undefined;
  return {
    ...env,
    production,
    secureCookies,
    // HSTS only where the site is reached over https: directly with TLS, or through a proxy that says so.
    hsts: Boolean(tls) || secureCookies,
    tls,
    checkResponses: env.CHECK_RESPONSES === 'true',
    sessionMaxAgeMs: env.SESSION_MAX_AGE,
    sessionIdleMs: env.SESSION_IDLE_TIMEOUT,
    dataDir,
    dbFile: path.join(dataDir, 'dealership.sqlite'),
    mediaDir: path.join(dataDir, 'media'),
    /** Uploaded walkaround videos and their captions (served with Range by /media/video/<name>). */
    videoDir: path.join(dataDir, 'videos'),
    /** Where the daily backups go (DATA_DIR/backups); `npm run backup` writes to BACKUP_DIR when set. */
    backupsDir: path.join(dataDir, 'backups'),
    demoMediaCache: path.resolve(env.DEMO_MEDIA_CACHE ?? path.join(process.cwd(), '.cache', 'demo-media')),
  };
}

export type Config = ReturnType<typeof parseEnvironment>;

/** SITE_URL alone, for the build (astro.config.mjs): the rest of the environment is the server's, checked when it starts. */
export function siteUrlForBuild(source: Record<string, string | undefined>): string | undefined {
  const parsed = EnvSchema.shape.SITE_URL.safeParse(source.SITE_URL || undefined);
  if (!parsed.success) throw new InvalidEnvironmentError(`Invalid environment:\n  SITE_URL: ${parsed.error.issues[0].message}`);
  return parsed.data;
}

let cached: Config | undefined;

/** The process's configuration, read from process.env on first use (at start) and kept. */
export function config(): Config {
  cached ??= parseEnvironment(process.env);
  return cached;
}

/**
 * For the entry points (the HTTP server, the scripts): the configuration, or the message on stderr and
 * exit code 1 when the environment is bad, instead of a stack trace.
 */
export function configOrExit(): Config {
  try {
    return config();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
