import type { LeadDetail } from '#src/db/queries/leads/lead-detail';
import { DEALER } from '#src/lib/dealer';
import { buildAdf, type AdfLead } from '#src/lib/leads/adf';
import { stockNumber } from '#src/lib/vin';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { APPOINTMENT_KIND_LABELS } from '#src/lib/appointments/enums';
import { describeVisit } from '#src/lib/appointments/visit-mode';
import { config } from '#src/server/config';
import { TRANSPORT_LABELS, deliveryCountryLabel } from '#src/lib/remote-buying/delivery';
import { HOLD_STATUS_LABELS } from '#src/lib/remote-buying/hold-state';
import { vehicleAskingPrice } from './asking-price';

/** The lead in the shape the ADF builder takes: the vehicle of interest, the trade, the offer, the dealer. */
export function adfLeadOf(lead: LeadDetail): AdfLead {
  const dealer = getDealerContact();
  const v = lead.vehicle;
  const asking = v ? vehicleAskingPrice(v) : null;
  // One <price> per vehicle (the DTD): the asking price, the offer beside it in words; the offer itself when the car has no published price.
  const price =
    asking !== null
      ? { type: 'asking' as const, amount: asking }
      : lead.offer
        ? { type: 'offer' as const, amount: lead.offer.amount }
        : null;
  const priceComments =
    lead.offer && asking !== null
      ? `The customer offers ${lead.offer.amount} ${DEALER.currency} (asking ${asking} ${DEALER.currency}).`
      : null;
  const a = lead.appointment;
  const t = lead.tradeIn;
  return {
    id: lead.id,
    type: lead.type,
    createdAt: lead.createdAt,
    customer: { name: lead.name, email: lead.email, phone: lead.phone, comments: lead.message },
    testDrive: lead.appointment?.kind === 'test-drive',
    vehicle: v
      ? {
          year: v.year,
          make: v.make,
          model: v.model,
          trim: v.trim,
          vin: v.vin,
          stock: stockNumber(v.vin),
          status: 'used',
          price,
          priceComments,
        }
      : null,
    trade: t
      ? {
          year: t.year,
          make: t.make,
          model: t.model,
          trim: t.trim,
          vin: t.vin,
          mileage: t.mileage,
          condition: t.condition,
          accidentHistory: t.accidentHistory,
          lien: t.lien,
          lienAmount: t.lienAmount,
          comments: t.photos.length ? `${t.photos.length} photo${t.photos.length === 1 ? '' : 's'} in the dealer's portal.` : null,
        }
      : null,
    offer: lead.offer ? { amount: lead.offer.amount, status: lead.offer.status, counterAmount: lead.offer.counterAmount } : null,
    // 'Private viewing, video call (WhatsApp)': the CRM's timeframe and comments say the viewing is remote.
    appointment: a
      ? {
          label: `${APPOINTMENT_KIND_LABELS[a.kind]}${a.visitMode === 'video' ? `, ${describeVisit(a.visitMode, a.videoApp).replace(/^V/, 'v')}` : ''}`,
          startsAt: a.startsAt,
          endsAt: a.endsAt,
          status: a.status,
        }
      : null,
    financing: lead.financing ? { termMonths: lead.financing.termMonths, downPayment: lead.financing.downPayment } : null,
    delivery: lead.delivery
      ? {
          country: deliveryCountryLabel(lead.delivery.country),
          region: lead.delivery.region,
          postalCode: lead.delivery.postalCode,
          transport: TRANSPORT_LABELS[lead.delivery.transport],
          wantedBy: lead.delivery.wantedBy,
        }
      : null,
    hold: lead.hold ? { status: HOLD_STATUS_LABELS[lead.hold.status] } : null,
    vendor: {
      name: DEALER.name,
      email: dealer.email,
      phone: dealer.phoneDisplay,
      street: dealer.street,
      city: dealer.city,
      region: dealer.region,
      postalCode: dealer.postalCode,
      country: DEALER.address.country,
      // The public address (SITE_URL), as every link the site sends.
      url: config().SITE_URL ?? DEALER.siteUrl,
    },
    currency: DEALER.currency,
  };
}

export function leadAsAdf(lead: LeadDetail): string {
  return buildAdf(adfLeadOf(lead));
}
