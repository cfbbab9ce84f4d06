import { eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { deliveryQuotes, type DeliveryQuote } from '#src/db/schema';
import { checkDestination } from '#src/lib/remote-buying/delivery';
import type { DeliveryLeadInput } from '#src/lib/validation/remote-buying-leads';
import type { Tx } from './insert-lead';

/** A delivery quote's destination, in the lead's transaction (storeLead): the province or state as its code, the code as written by the post office. */
export function insertDeliveryQuote(tx: Tx, inquiryId: number, input: DeliveryLeadInput): DeliveryQuote {
  const checked = checkDestination(input.country, input.region, input.postalCode ?? '');
  // The schema ran the same check: a refusal here means the two drifted, and the lead must not be stored half-checked.
  if (!checked.ok) throw new Error('The delivery destination was not checked before it was stored.');
  return tx
    .insert(deliveryQuotes)
    .values({
      inquiryId,
      country: input.country,
      region: checked.region,
      postalCode: checked.postalCode,
      transport: input.transport,
      wantedBy: input.wantedBy || null,
    })
    .returning()
    .get();
}

export function getDeliveryQuote(inquiryId: number): DeliveryQuote | undefined {
  return db().select().from(deliveryQuotes).where(eq(deliveryQuotes.inquiryId, inquiryId)).get();
}
