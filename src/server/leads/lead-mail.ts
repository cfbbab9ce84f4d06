import type { LeadDetail } from '#src/db/queries/leads/lead-detail';
import { DEALER } from '#src/lib/dealer';
import { LEAD_TYPE_LABELS } from '#src/lib/enums';
import { formatPrice } from '#src/lib/format/price';
import { ACCIDENT_HISTORY_LABELS, LIEN_STATUS_LABELS, TRADE_CONDITION_LABELS } from '#src/lib/leads/options';
import type { OfferDecisionInput } from '#src/lib/validation/leads';
import type { DealerContact } from '#src/db/queries/dealer-settings';
import type { MailMessage } from '#src/server/mail';
import { vehicleAskingPrice } from './asking-price';

const vehicleName = (v: { year: number; make: string; model: string; trim?: string | null }) =>
  [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');

/**
 * The dealer's notice of a new lead. Financing answers are personal data kept
 * only in the portal: that notice says a request arrived and links to it,
 * nothing more (the outbox keeps every e-mail's text).
 */
export function composeNewLeadMail(lead: LeadDetail, dealer: DealerContact, siteUrl: string): MailMessage {
  const link = `${siteUrl.replace(/\/$/, '')}/employee/inquiries?open=${lead.id}`;
  const label = LEAD_TYPE_LABELS[lead.type];
  if (lead.type === 'financing') {
    return {
      to: dealer.email,
      subject: `New ${label.toLowerCase()} (lead #${lead.id})`,
      body: [
        `A new ${label.toLowerCase()} request arrived from the website.`,
        '',
        'Its answers are kept in the portal only:',
        link,
        '',
      ].join('\n'),
    };
  }
  const lines = [
    `A new ${label.toLowerCase()} arrived from the website.`,
    '',
    `Customer: ${lead.name} <${lead.email}>${lead.phone ? `, ${lead.phone}` : ''}`,
  ];
  const asking = lead.vehicle ? vehicleAskingPrice(lead.vehicle) : null;
  if (lead.vehicle)
    lines.push(
      `Vehicle: ${vehicleName(lead.vehicle)}${asking === null ? ' (price on request)' : ` (asking ${formatPrice(asking)} all-in)`}`,
    );
  if (lead.offer) lines.push(`Offer: ${formatPrice(lead.offer.amount)}`);
  const t = lead.tradeIn;
  if (t) {
    lines.push(
      `Trade-in: ${vehicleName(t)}, ${t.mileage.toLocaleString('en-CA')} km${t.vin ? `, VIN ${t.vin}` : ''}`,
      `  Condition: ${TRADE_CONDITION_LABELS[t.condition]}`,
      `  Accidents: ${ACCIDENT_HISTORY_LABELS[t.accidentHistory]}`,
      `  Lien: ${LIEN_STATUS_LABELS[t.lien]}${t.lienAmount ? ` (${formatPrice(t.lienAmount)} owing)` : ''}`,
    );
    if (t.photos.length) lines.push(`  Photos: ${t.photos.length} (in the portal)`);
  }
  lines.push('', 'Message:', lead.message, '', `Open it in the portal: ${link}`, '');
  return { to: dealer.email, subject: `New ${label.toLowerCase()}: ${lead.subject}`, body: lines.join('\n') };
}

/** The ADF/XML copy of a lead for the dealer's CRM: the document is the body, as CRMs that read ADF by e-mail expect. */
export function composeAdfMail(lead: LeadDetail, xml: string, crmEmail: string): MailMessage {
  return { to: crmEmail, subject: `ADF lead ${lead.id}: ${LEAD_TYPE_LABELS[lead.type]}`, body: xml };
}

function signature(authorName: string, dealer: DealerContact): string[] {
  return [
    '',
    '-- ',
    authorName,
    DEALER.name,
    dealer.phoneDisplay,
    `${dealer.street}, ${dealer.city}, ${dealer.region} ${dealer.postalCode}`,
    dealer.email,
    '',
  ];
}

/** The customer's answer to an offer: accepted, countered (with the amount) or declined, with staff's note. */
export function composeOfferDecisionMail(
  lead: {
    name: string;
    email: string;
    vehicle: { year: number; make: string; model: string } | null;
    offer: { amount: number; counterAmount: number | null };
  },
  decision: OfferDecisionInput,
  authorName: string,
  dealer: DealerContact,
): MailMessage {
  const vehicle = lead.vehicle ? `the ${vehicleName(lead.vehicle)}` : 'the vehicle';
  const offered = formatPrice(lead.offer.amount);
  const note = decision.message?.trim();
  const first = lead.name.trim().split(/\s+/)[0];
  const opening = {
    accepted: {
      subject: `Your offer on ${vehicle} is accepted`,
      text: `Thank you for your offer of ${lead.offer.counterAmount ? `${offered} (our counter-offer of ${formatPrice(lead.offer.counterAmount)})` : offered} on ${vehicle}. We are pleased to accept it. We will call you shortly to arrange the paperwork and a private handover.`,
    },
    countered: {
      subject: `A counter-offer on ${vehicle}`,
      text: `Thank you for your offer of ${offered} on ${vehicle}. We cannot accept it as it stands, but we can offer the vehicle to you at ${formatPrice(decision.counterAmount ?? 0)}. Reply to this e-mail or call us to accept or to discuss it.`,
    },
    declined: {
      subject: `Your offer on ${vehicle}`,
      text: `Thank you for your offer of ${offered} on ${vehicle}. We are sorry, but we are unable to accept it. If you would like to talk about other vehicles in our collection, reply to this e-mail or call us.`,
    },
  }[decision.decision];
  const body = [`Dear ${first},`, '', opening.text, ...(note ? ['', note] : []), ...signature(authorName, dealer)].join('\n');
  return { to: lead.email, subject: opening.subject, body };
}
