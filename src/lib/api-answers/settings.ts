import { z } from 'zod';
import { assignmentRuleSchema } from '#src/lib/leads/assignment';

/** The answers of /api/settings/*: each setting as saved over its defaults. */

export const holdSettingsAnswer = z.object({
  holdHours: z.int().positive().describe('How long a hold lasts.'),
  depositAmount: z.int().positive().describe('The deposit asked, whole dollars.'),
  eTransferEmail: z.string().nullable().describe('Where an Interac e-Transfer goes; null: the dealer’s address.'),
  eTransferNote: z.string(),
  refundTerms: z.string().describe('What the shopper reads before asking for a hold.'),
});
export type HoldSettingsAnswer = z.output<typeof holdSettingsAnswer>;

export const documentsAfterSaleAnswer = z.object({
  requests: z.enum(['refuse', 'accept']).describe("Requests for a sold car's documents kept on request."),
  releasedLinks: z.enum(['expire', 'keep']).describe('Download links released before the sale.'),
  publicDocuments: z.enum(['keep', 'hide']).describe("A sold car's public documents on its page."),
});
export type DocumentsAfterSaleAnswer = z.output<typeof documentsAfterSaleAnswer>;

export const pricingSettingsAnswer = z.object({
  fees: z
    .array(
      z.object({
        name: z.string(),
        amount: z.number().nonnegative().describe('Dollars, up to 2 decimals.'),
        enabled: z.boolean().describe('Off: not charged, so not in the all-in price.'),
      }),
    )
    .describe('The fee lines added to every advertised price.'),
  note: z.string().describe("Printed after every shown price ('plus HST and licensing')."),
});
export type PricingSettingsAnswer = z.output<typeof pricingSettingsAnswer>;

export const dealerContactAnswer = z.object({
  phoneDisplay: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string().describe('Province.'),
  postalCode: z.string(),
  hours: z
    .array(z.object({ days: z.string(), text: z.string() }))
    .describe("Opening hours, a line per group of days ({ days: 'Saturday', text: '10 AM – 5 PM' })."),
});
export type DealerContactAnswer = z.output<typeof dealerContactAnswer>;

export const leadSettingsAnswer = z.object({
  crmEnabled: z.boolean().describe('Every new lead is e-mailed to the CRM as ADF/XML.'),
  crmEmail: z.string().nullable(),
  financingRetentionMonths: z.int().positive().describe('How long financing answers are kept after their lead is closed.'),
});
export type LeadSettingsAnswer = z.output<typeof leadSettingsAnswer>;

export const usdRateAnswer = z
  .object({
    rate: z.number().positive().nullable().describe('US dollars per Canadian dollar (0.715); null while none is set.'),
    asOf: z.string().nullable().describe('The day the rate was set (YYYY-MM-DD); null while none is set.'),
  })
  .describe('Both null while no rate is set (no US-dollar prices shown then).');
export type UsdRateAnswer = z.output<typeof usdRateAnswer>;

/** GET/PUT /api/settings/lead-assignment: the admin's rule for who owns a new lead. */
export const leadAssignmentAnswer = assignmentRuleSchema.describe(
  'none (unassigned), one (userId), round-robin (userIds in turn) or by-type (byType: a staff id per lead type).',
);
