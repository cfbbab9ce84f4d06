import type { LeadDetail } from '#src/db/queries/leads/lead-detail';
import { DEALER } from '#src/lib/dealer';
import { buildAdf, type AdfLead } from '#src/lib/leads/adf';
import { stockNumber } from '#src/lib/vin';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { vehicleAskingPrice } from './asking-price';

/** The lead in the shape the ADF builder takes: the vehicle of interest, the trade, the offer, the dealer. */
export function adfLeadOf(lead: LeadDetail): AdfLead {
  const dealer = getDealerContact();
  const v = lead.vehicle;
  const prices: NonNullable<AdfLead['vehicle']>['prices'] = [];
  const asking = v ? vehicleAskingPrice(v) : null;
  if (asking !== null) prices.push({ type: 'asking', amount: asking });
  if (lead.offer) prices.push({ type: 'offer', amount: lead.offer.amount });
  const t = lead.tradeIn;
  return {
    id: lead.id,
    type: lead.type,
    createdAt: lead.createdAt,
    customer: { name: lead.name, email: lead.email, phone: lead.phone, comments: lead.message },
    testDrive: lead.appointment?.kind === 'test-drive',
    vehicle: v ? { year: v.year, make: v.make, model: v.model, vin: v.vin, stock: stockNumber(v.vin), status: 'used', prices } : null,
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
    financing: lead.financing ? { termMonths: lead.financing.termMonths, downPayment: lead.financing.downPayment } : null,
    vendor: {
      name: DEALER.name,
      email: dealer.email,
      phone: dealer.phoneDisplay,
      street: dealer.street,
      city: dealer.city,
      region: dealer.region,
      postalCode: dealer.postalCode,
      country: DEALER.address.country,
      url: DEALER.siteUrl,
    },
    currency: DEALER.currency,
  };
}

export function leadAsAdf(lead: LeadDetail): string {
  return buildAdf(adfLeadOf(lead));
}
