import { z } from 'zod';
import { isoInstant } from './common';
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
  leads: z.array(customerLeadAnswer),
  consentRecords: z.array(consentRecordAnswer).describe('Oldest first.'),
  emails: z.array(outboxMessageAnswer).describe('E-mails to the address or about its leads, oldest first.'),
  garageRegister: z.array(garageRegisterEntryAnswer).describe('Sales to a name on these leads: kept by law, never erased.'),
});
export type CustomerExportAnswer = z.output<typeof customerExportAnswer>;
