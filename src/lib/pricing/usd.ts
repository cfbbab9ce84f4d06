import { z } from 'zod';
import { torontoToday } from '#src/lib/format/dates';

/**
 * "≈ US$" beside an all-in price (issue 23): the dealer's own CAD→USD rate,
 * set by the admin with its date (no outside rate service is reachable, and
 * the rate a dealer quotes is a business decision). The sale is always in
 * Canadian dollars; feeds and JSON-LD never carry this figure.
 */
export type UsdRate = {
  /** US dollars per Canadian dollar, e.g. 0.715. */
  rate: number;
  /** The day the rate was set (YYYY-MM-DD). */
  asOf: string;
};

/** Rates a CAD→USD quote has stayed within for decades (0.62 in 2002, 1.10 in 2007), with room: anything else is a typo. */
export const USD_RATE_MIN = 0.5;
export const USD_RATE_MAX = 1.25;

/** Significant digits of a typed rate ('0.7150' → 3, '0.72' → 2): how precise the dealer said it is. */
export function rateDigits(rate: number): number {
  const digits = String(rate)
    .replace(/^[0.]+/, '')
    .replace('.', '')
    .replace(/0+$/, '');
  return Math.max(1, digits.length);
}

/**
 * The US-dollar figure shown for a CAD amount, rounded so it never claims
 * more precision than the rate has: to 3 significant figures at most (a
 * dated rate drifts by about a percent in a few weeks, so a fourth figure
 * would be noise), fewer when the rate itself was given with fewer, and
 * never finer than US$100 ("≈ US$ 64,300", "≈ US$ 215,000").
 */
export function approximateUsd(cad: number, rate: number): number {
  if (!Number.isFinite(cad) || !Number.isFinite(rate) || cad <= 0 || rate <= 0) return 0;
  const usd = cad * rate;
  const figures = Math.min(3, rateDigits(rate));
  const step = Math.max(100, 10 ** (Math.floor(Math.log10(usd)) - figures + 1));
  return Math.round(usd / step) * step;
}

const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '≈ US$ 215,000' (non-breaking spaces keep it on one line). */
export function formatUsdApprox(cad: number, rate: number): string {
  return `≈\u00a0US$\u00a0${usd.format(approximateUsd(cad, rate))}`;
}

// Made once: building an Intl formatter is costly, and a page of cars writes the date once per card.
const rateDate = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

let lastRateDate: { asOf: string; text: string } | undefined;

/** 'Nov 20, 2026' for the rate's date, the same on every server. */
export function formatRateDate(asOf: string): string {
  // Every price on a page shows the same date, and formatting it per card shows in /inventory's render: the last is kept.
  if (lastRateDate?.asOf !== asOf) lastRateDate = { asOf, text: rateDate.format(new Date(`${asOf}T12:00:00Z`)) };
  return lastRateDate.text;
}

/** PUT /api/settings/usd-rate: the rate and its date, or both null to stop showing US dollars. */
export const usdRateInputSchema = (now = () => new Date()) =>
  z
    .object({
      rate: z
        .number('Rate must be a number, e.g. 0.7150')
        .refine((r) => Number.isFinite(r) && r > 0, 'Rate must be a positive number, e.g. 0.7150')
        .refine(
          (r) => r <= 0 || (r >= USD_RATE_MIN && r <= USD_RATE_MAX),
          `Rate must be between ${USD_RATE_MIN} and ${USD_RATE_MAX} US$ per C$`,
        )
        .refine((r) => rateDigits(r) <= 6, 'Rate may have at most 6 significant digits')
        .nullable(),
      asOf: z
        .string('Date of the rate must be a date (YYYY-MM-DD)')
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of the rate must be a date (YYYY-MM-DD)')
        .refine(
          (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
          'Date of the rate must be a real date',
        )
        .refine((d) => d <= torontoToday(now()), 'Date of the rate cannot be in the future')
        .nullable(),
    })
    .refine((v) => (v.rate === null) === (v.asOf === null), { path: ['asOf'], message: 'Give the rate and its date together' });

export const usdRateSchema = usdRateInputSchema();
