import * as z from 'zod/mini';
import {
  ACCIDENT_HISTORIES,
  EMPLOYMENT_STATUSES,
  FINANCE_TERMS,
  INCOME_BANDS,
  LIEN_STATUSES,
  OFFER_STATUSES,
  TRADE_CONDITIONS,
} from '#src/lib/leads/options';
import { isValidVin } from '#src/lib/vin';
import { marketingConsentField } from './consent';
import { optionalSingleLine, plainLines, singleLine } from './plain-text';

/**
 * The trade-in, offer and financing forms. zod/mini because the public islands
 * ship these; the server parses the same schemas, so a message seen in the
 * browser is the one the API answers with. Unknown keys are dropped: a SIN or
 * a date of birth sent by a hand-made request is never stored.
 */

const MAX_AMOUNT = 100_000_000;
const money = (label: string, min = 0) =>
  z
    .int(`${label} must be a whole number of dollars.`)
    .check(
      z.gte(min, min > 0 ? `${label} must be at least $${min}.` : `${label} cannot be negative.`),
      z.lte(MAX_AMOUNT, `${label} must be at most $${MAX_AMOUNT.toLocaleString('en-US')}.`),
    );

// One-line fields (names, makes, models) and messages, normalised against forged lines (plain-text.ts).
const requiredText = (label: string, max: number, min = 1) => singleLine(label, max, min, `${label} is required.`);
const optionalText = optionalSingleLine;
const optionalMessage = (label: string, max: number) => z.optional(z.nullable(plainLines(label, max)));

/** Name, e-mail, phone: the contact every lead carries (same rules as the inquiry form). */
export const leadContactFields = {
  name: requiredText('Name', 120, 2),
  email: z
    .string('Email is required.')
    .check(z.trim(), z.maxLength(254, 'Please enter a valid email address.'), z.email('Please enter a valid email address.')),
  phone: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(40, 'Phone must be at most 40 characters.'),
          z.regex(/^$|^[0-9+()\-. ]{7,40}$/, 'Please enter a valid phone number.'),
        ),
    ),
  ),
  message: optionalMessage('Message', 2000),
  /** The optional marketing checkbox (CASL): never required, unchecked by default. */
  marketingConsent: marketingConsentField,
  /** Honeypot: people never see this field, bots fill it. */
  website: z.optional(z.string().check(z.maxLength(500))),
};

const thisYear = () => new Date().getFullYear();

/** The vehicle being traded: shared by /sell-or-trade and an offer's optional trade-in. */
export const tradeVehicleSchema = z.object({
  year: z
    .int('Year must be a whole number.')
    .check(z.refine((y) => y >= 1900 && y <= thisYear() + 1, { message: `Year must be between 1900 and next year.` })),
  make: requiredText('Make', 60),
  model: requiredText('Model', 80),
  trim: optionalText('Trim', 80),
  mileage: z
    .int('Kilometres must be a whole number.')
    .check(z.gte(0, 'Kilometres cannot be negative.'), z.lte(2_000_000, 'Kilometres must be at most 2,000,000.')),
  vin: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^$|^[A-Z0-9]{5,17}$/, 'VIN must be letters and digits: 17 characters (older vehicles: the serial number).'),
        z.refine((v) => v.length !== 17 || isValidVin(v), {
          message: 'This VIN is not valid: please check it against the ownership or the windshield plate.',
        }),
      ),
    ),
  ),
  condition: z.enum(TRADE_CONDITIONS, 'Please choose the condition.'),
  accidentHistory: z.enum(ACCIDENT_HISTORIES, 'Please choose the accident history.'),
  lien: z.enum(LIEN_STATUSES, 'Please say whether a loan or lease is owing.'),
  lienAmount: z.optional(z.nullable(money('Amount owing'))),
});
export type TradeVehicleInput = z.output<typeof tradeVehicleSchema>;

/** /sell-or-trade: the vehicle, the contact and an optional vehicle of ours the customer wants instead. */
export const tradeInLeadSchema = z.object({
  ...leadContactFields,
  ...tradeVehicleSchema.shape,
  vehicleId: z.optional(z.nullable(z.int('Vehicle must be a whole number.').check(z.positive('Vehicle must be a whole number.')))),
});
export type TradeInLeadInput = z.output<typeof tradeInLeadSchema>;

/** Make an offer (vehicle page). */
export const offerLeadSchema = z.object({
  ...leadContactFields,
  vehicleId: z.int('Vehicle must be a whole number.').check(z.positive('Vehicle must be a whole number.')),
  amount: money('Your offer', 1),
  tradeIn: z.optional(z.nullable(tradeVehicleSchema)),
});
export type OfferLeadInput = z.output<typeof offerLeadSchema>;

/** Financing pre-qualification (/financing). Deliberately no SIN, date of birth or bank details. */
export const financingLeadSchema = z.object({
  ...leadContactFields,
  vehicleId: z.optional(z.nullable(z.int('Vehicle must be a whole number.').check(z.positive('Vehicle must be a whole number.')))),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES, 'Please choose your employment status.'),
  incomeBand: z.enum(INCOME_BANDS, 'Please choose your yearly income.'),
  housingCost: z
    .int('Housing cost must be a whole number of dollars.')
    .check(z.gte(0, 'Housing cost cannot be negative.'), z.lte(1_000_000, 'Housing cost must be at most $1,000,000 a month.')),
  termMonths: z
    .int('Please choose a term.')
    .check(z.refine((t) => (FINANCE_TERMS as readonly number[]).includes(t), { message: 'Please choose a term.' })),
  downPayment: money('Down payment'),
  contactConsent: z.literal(true, 'Please agree to be contacted about this request.'),
});
export type FinancingLeadInput = z.output<typeof financingLeadSchema>;

/** Staff answer an offer: accept, counter (with an amount) or decline, with an optional note to the customer. */
export const offerDecisionSchema = z
  .object({
    decision: z.enum(['accepted', 'countered', 'declined'] as const, 'Decision must be accepted, countered or declined.'),
    counterAmount: z.optional(z.nullable(money('Counter-offer', 1))),
    message: optionalMessage('Note', 2000),
  })
  .check(
    z.refine((d) => d.decision !== 'countered' || (d.counterAmount ?? 0) > 0, {
      message: 'Enter the counter-offer amount.',
      path: ['counterAmount'],
    }),
  );
export type OfferDecisionInput = z.output<typeof offerDecisionSchema>;
void OFFER_STATUSES;
