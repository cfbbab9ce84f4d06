import { z } from 'zod';
import { isoInstant, pageAnswer, recordId } from './common';
import { leadAnswer, tradeInAnswer, tradeInPhotoAnswer } from './leads';
import { outboxMessageAnswer } from './outbox';
import { consentRecordAnswer } from './shopper';
import { garageRegisterEntryAnswer } from './vehicles';

const count = z.int().nonnegative();

/** POST /api/customers/erase: what was erased, counted per kind of record. */
export const customerErasedAnswer = z.object({
  leads: count,
  consentRecords: count,
  emails: count,
  photos: count.describe('Trade-in photo files deleted.'),
  accounts: count.describe('Shopper accounts deleted (0 or 1).'),
  message: z.string(),
});
export type CustomerErasedAnswer = z.output<typeof customerErasedAnswer>;

/** A lead as the export carries it: as GET /api/leads/{type}/{id} without today's asking price, its photos inline. */
export const customerLeadAnswer = leadAnswer.extend({
  vehicle: leadAnswer.shape.vehicle.unwrap().omit({ askingPrice: true }).nullable(),
  tradeIn: tradeInAnswer
    .extend({
      photos: z.array(
        tradeInPhotoAnswer.extend({ dataUrl: z.string().nullable().describe('The photo as a data: URL; null when its file is gone.') }),
      ),
    })
    .nullable(),
});
export type CustomerLeadAnswer = z.output<typeof customerLeadAnswer>;

/** POST /api/customers/export: everything held about one customer (PIPEDA access), as a JSON download. */
export const customerExportAnswer = z.object({
  exportedAt: isoInstant,
  note: z.string(),
  email: z.string(),
  customer: z
    .object({
      id: recordId,
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      addresses: z.array(z.string()).describe('Every address on the record and on the records merged into it: the export covers them all.'),
      notes: z.array(z.object({ createdAt: isoInstant, authorName: z.string(), body: z.string() })).describe('Staff notes, oldest first.'),
    })
    .nullable()
    .describe('The customer record the address belongs to (null when none).'),
  leads: z.array(customerLeadAnswer),
  consentRecords: z.array(consentRecordAnswer).describe('Oldest first.'),
  emails: z.array(outboxMessageAnswer).describe('E-mails to the address or about its leads, oldest first.'),
  garageRegister: z.array(garageRegisterEntryAnswer).describe('Sales to a name on these leads: kept by law, never erased.'),
});
export type CustomerExportAnswer = z.output<typeof customerExportAnswer>;

/** Where a customer stands, from their leads: one waits for a first answer, one is being worked, all are closed. */
export const CUSTOMER_STATUSES = ['new', 'open', 'closed', 'no-leads'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** One row of GET /api/customers. */
export const customerListItemAnswer = z.object({
  id: recordId,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  leads: count.describe('Leads on the record.'),
  lastContactAt: isoInstant.nullable().describe('When the customer last reached the dealer.'),
  createdAt: isoInstant,
});
export type CustomerListItemAnswer = z.output<typeof customerListItemAnswer>;

export const customerPageAnswer = pageAnswer(customerListItemAnswer);
export type CustomerPageAnswer = z.output<typeof customerPageAnswer>;

export const TIMELINE_KINDS = [
  'lead',
  'lead-step',
  'appointment',
  'offer',
  'email',
  'reply',
  'note',
  'saved-vehicle',
  'saved-search',
  'consent',
  'sale',
  'merge',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One event on a customer's timeline. */
export const timelineEventAnswer = z.object({
  id: z.string().describe('Unique within the timeline: the kind and the source row, e.g. lead-12.'),
  kind: z.enum(TIMELINE_KINDS),
  at: isoInstant,
  title: z.string(),
  detail: z.string().nullable(),
  /** The lead it belongs to, for a link to the inbox. */
  leadId: recordId.nullable(),
  status: z.string().nullable().describe("The row's state where it has one: a lead's status, an e-mail's delivery, a consent's basis."),
});
export type TimelineEventAnswer = z.output<typeof timelineEventAnswer>;

/** GET /api/customers/{id}: the record, whether its last merge can be undone, and its timeline (newest first). */
export const customerDetailAnswer = customerListItemAnswer.extend({
  undoMerge: z
    .object({ customerId: recordId, name: z.string() })
    .nullable()
    .describe('The record the last merge folded in, while the merge can still be undone.'),
  timeline: z.array(timelineEventAnswer).describe('Newest first.'),
});
export type CustomerDetailAnswer = z.output<typeof customerDetailAnswer>;

/** POST /api/customers/{id}/unmerge. */
export const customerUnmergedAnswer = z.object({ customerId: recordId, restoredId: recordId, message: z.string() });
