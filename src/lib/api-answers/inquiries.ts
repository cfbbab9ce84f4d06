import { z } from 'zod';
import { INQUIRY_STATUSES, LEAD_TYPES } from '#src/lib/enums';
import { LEAD_OUTCOMES } from '#src/lib/leads/status-rules';
import { isoInstant, pageAnswer, recordId, tabCounts } from './common';

/** How an e-mail went: sent to the mail server, kept in the outbox (no SMTP_URL), or refused by the server. */
export const mailDelivery = z
  .enum(['smtp', 'outbox', 'failed'])
  .describe('`smtp`: handed to the mail server; `outbox`: kept in the outbox (no mail server set up); `failed`: the server refused it.');

/** The marketing consent in force for an address, and why (CASL). */
export const marketingConsentAnswer = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('express'), since: isoInstant, until: z.null() }),
    z.object({
      state: z.literal('implied'),
      basis: z.enum(['implied-inquiry', 'implied-purchase']),
      since: isoInstant,
      until: isoInstant.describe('When the implied consent runs out.'),
    }),
    z.object({ state: z.literal('withdrawn'), since: isoInstant, until: z.null() }),
    z.object({
      state: z.literal('none'),
      since: z.null(),
      until: z.null(),
      expiredAt: isoInstant.optional().describe('When an implied consent ran out, if one did.'),
    }),
  ])
  .describe('May the dealer send this address something promotional now, and on what basis.');
export type MarketingConsentAnswer = z.output<typeof marketingConsentAnswer>;

/** Another lead of the same customer (same e-mail). */
export const otherLeadAnswer = z.object({
  id: recordId,
  type: z.enum(LEAD_TYPES),
  subject: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: isoInstant,
  vehicleId: recordId.nullable(),
});
export type OtherLeadAnswer = z.output<typeof otherLeadAnswer>;

const vehicleId = recordId.nullable().describe('The vehicle asked about; null when none, or once it is deleted.');

/** An inquiry (any lead type) with its vehicle's year, make and model and how many replies it has. */
export const inquiryAnswer = z.object({
  id: recordId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  vehicleId,
  status: z.enum(INQUIRY_STATUSES),
  type: z.enum(LEAD_TYPES).describe('Which form it came from.'),
  utmSource: z.string().nullable().describe('Campaign attribution, only from browsers that allowed marketing cookies.'),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  closedAt: isoInstant.nullable().describe('When it was last marked resolved or closed; null while open.'),
  outcome: z
    .enum(LEAD_OUTCOMES)
    .nullable()
    .describe('How a closed lead ended, set by its own steps: won on a sale, lost otherwise; null while open or when staff closed it.'),
  ownerId: recordId.nullable().describe('The staff member who owns the lead; null while unassigned.'),
  outcomeReason: z.string().nullable().describe('Why a lost lead was lost (a hold expired, an offer declined, a booking cancelled).'),
  customerId: recordId.nullable().optional().describe('The customer record (GET /api/customers/{id}) the lead belongs to.'),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  vehicleYear: z.int().nullable(),
  replyCount: z.int().nonnegative(),
});
export type InquiryAnswer = z.output<typeof inquiryAnswer>;

/** A staff reply sent to the customer by e-mail. */
export const inquiryReplyAnswer = z.object({
  id: recordId,
  inquiryId: recordId,
  authorId: recordId.nullable(),
  authorName: z.string(),
  message: z.string(),
  sentTo: z.string().describe('The address it was sent to.'),
  delivery: mailDelivery,
  deliveryError: z.string().nullable(),
  createdAt: isoInstant,
});
export type InquiryReplyAnswer = z.output<typeof inquiryReplyAnswer>;

/** GET /api/inquiries/{id}: the inquiry with its replies, oldest first. */
export const inquiryDetailAnswer = inquiryAnswer.extend({ replies: z.array(inquiryReplyAnswer) });
export type InquiryDetailAnswer = z.output<typeof inquiryDetailAnswer>;

/** A row of the paged leads list. */
export const inquiryRowAnswer = z.object({
  id: recordId,
  type: z.enum(LEAD_TYPES),
  status: z.enum(INQUIRY_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  messagePreview: z.string().describe("The message's first characters."),
  vehicleId,
  vehicleYear: z.int().nullable(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  replyCount: z.int().nonnegative(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type InquiryRowAnswer = z.output<typeof inquiryRowAnswer>;

export const inquiryPageAnswer = pageAnswer(
  inquiryRowAnswer.extend({ otherLeads: z.int().nonnegative().describe("The customer's other leads (same e-mail).") }),
  tabCounts(['all', ...INQUIRY_STATUSES]),
);
export type InquiryPageAnswer = z.output<typeof inquiryPageAnswer>;

/** GET /api/inquiries. */
export const inquiryListAnswer = z
  .union([inquiryPageAnswer, z.array(inquiryAnswer)])
  .describe('With ?page=: one page of the leads list, with tab counts per status; without: every inquiry, newest first.');
export type InquiryListAnswer = z.output<typeof inquiryListAnswer>;

/** POST /api/inquiries/{id}/replies. */
export const inquiryReplySentAnswer = z.object({
  reply: inquiryReplyAnswer,
  inquiry: inquiryAnswer.describe('The inquiry after the reply (now responded).'),
  delivery: mailDelivery,
  message: z.string(),
});
export type InquiryReplySentAnswer = z.output<typeof inquiryReplySentAnswer>;
