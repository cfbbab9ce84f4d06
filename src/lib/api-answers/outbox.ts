import { z } from 'zod';
import { ONE_TIME_LINK_KINDS } from '#src/lib/mail/one-time-links';
import { isoInstant, pageAnswer, recordId, tabCounts } from './common';

/** The answers of /api/outbox: every e-mail the site tried to send. */

export const OUTBOX_DELIVERIES = ['smtp', 'outbox', 'failed'] as const;

export const outboxMessageAnswer = z.object({
  id: recordId,
  to: z.string(),
  subject: z.string(),
  body: z.string().describe('The plain-text part.'),
  delivery: z.enum(OUTBOX_DELIVERIES).describe('smtp: the mail server took it; outbox: waiting for one (no SMTP_URL); failed: refused.'),
  error: z.string().nullable().describe("The mail server's refusal, when failed."),
  inquiryId: recordId.nullable().describe('The lead it belongs to, if any.'),
  replyId: recordId.nullable().describe('The staff reply it carries, if any.'),
  offerEventId: recordId.nullable().describe('The answer to an offer it carries, if any.'),
  html: z.string().nullable().describe('The HTML part, kept only while not delivered.'),
  headers: z.record(z.string(), z.string()).nullable().describe('Extra headers (List-Unsubscribe, …), kept only while not delivered.'),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }))
    .nullable()
    .describe('Attachments (the .ics) in base64, kept only while not delivered.'),
  oneTimeLink: z
    .enum(ONE_TIME_LINK_KINDS)
    .nullable()
    .describe('The one-time link it carried, removed from this copy: a retry sends the e-mail with a fresh one.'),
  sendingSince: isoInstant.nullable().describe('Set while a send is under way.'),
  createdAt: isoInstant,
});
export type OutboxMessageAnswer = z.output<typeof outboxMessageAnswer>;

export const outboxPageAnswer = pageAnswer(outboxMessageAnswer, tabCounts(['all', 'unsent', 'failed']));

export const outboxListAnswer = z
  .union([outboxPageAnswer, z.array(outboxMessageAnswer)])
  .describe('With ?page=: a page with tab counts (all, unsent, failed). Without: the 200 newest messages.');
export type OutboxListAnswer = z.output<typeof outboxListAnswer>;
