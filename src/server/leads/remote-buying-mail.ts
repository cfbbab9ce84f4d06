import type { LeadDetail } from '#src/db/queries/leads/lead-detail';
import { TRANSPORT_LABELS, deliveryCountryLabel } from '#src/lib/remote-buying/delivery';

/**
 * What the dealer's notice and the customer's acknowledgement say about a
 * delivery quote or a hold request (lead-mail.ts composes the rest).
 */

/** The notice's lines about the lead's own details. */
export function remoteBuyingLines(lead: LeadDetail): string[] {
  const d = lead.delivery;
  if (d)
    return [
      `Deliver to: ${[d.region, d.postalCode, deliveryCountryLabel(d.country)].filter(Boolean).join(', ')}`,
      `Transport: ${TRANSPORT_LABELS[d.transport]}`,
      `Wanted by: ${d.wantedBy ?? 'no date given'}`,
    ];
  if (lead.hold) return ['Hold: the customer asks to reserve this car with a deposit. Accept or decline it in the portal.'];
  return [];
}

/** The customer's acknowledgement of each: it arrived, and what happens next. */
export function remoteBuyingAcknowledgements(vehicle: string | null, within: string) {
  return {
    delivery: {
      subject: vehicle ? `We received your delivery quote request for ${vehicle}` : 'We received your delivery quote request',
      text: [
        `Thank you for asking us to quote delivery${vehicle ? ` of ${vehicle}` : ''}.`,
        `What happens next: we ask our transport partners and reply ${within} with a quote, or with questions about the destination. Nothing is booked until you agree to it.`,
      ],
    },
    hold: {
      subject: vehicle ? `We received your request to reserve ${vehicle}` : 'We received your request to reserve a vehicle',
      text: [
        `Thank you for asking us to hold${vehicle ? ` ${vehicle}` : ' the vehicle'} for you.`,
        `What happens next: we confirm ${within} whether we can hold it and, if so, send you the deposit instructions and the hold's terms. The vehicle is reserved for you only once we have received the deposit.`,
      ],
    },
  } satisfies Record<'delivery' | 'hold', { subject: string; text: string[] }>;
}
