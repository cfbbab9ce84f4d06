import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { LEAD_TYPE_LABELS, type LeadType } from '#src/lib/enums';
import { ACCIDENT_HISTORY_LABELS, LIEN_STATUS_LABELS, type AccidentHistory, type LienStatus, type TradeCondition } from './options';

/**
 * A lead as ADF/XML 1.0 (Auto-lead Data Format, the automotive CRM standard):
 *
 *   <?xml version="1.0" encoding="UTF-8"?>
 *   <?adf version="1.0"?>
 *   <adf><prospect status="new">
 *     <id sequence="1" source="...">lead id</id>
 *     <requestdate>ISO 8601 with offset</requestdate>
 *     <vehicle interest="buy|test-drive|trade-in" status="new|used">year make model vin stock trim odometer condition price pricecomments finance comments</vehicle>
 *     <customer><contact><name part="first|last|full"/> <email/> <phone type="voice"/></contact><timeframe/><comments/></customer>
 *     <vendor><vendorname/><contact><name part="full"/><email/><phone/><address/></contact></vendor>
 *     <provider><name part="full"/><service/><url/></provider>
 *   </prospect></adf>
 *
 * Children follow the order of the ADF 1.0 DTD, which allows one <price> per vehicle: an offer on a
 * priced car keeps the asking price there and the offer in <pricecomments> (and the customer's
 * comments). An appointment's date and time are the customer's <timeframe>. Financing answers (income,
 * employment, housing) are not sent: only the wish to finance, the term and
 * the down payment leave the site.
 */

export type AdfVehicle = {
  year: number | null;
  make: string | null;
  model: string | null;
  vin?: string | null;
  stock?: string | null;
  trim?: string | null;
  mileage?: number | null;
  condition?: TradeCondition | null;
  /** 'new' when the dealer sells it as new, else 'used'. */
  status?: 'new' | 'used';
  /** The one price the DTD allows a vehicle. */
  price?: { type: 'asking' | 'offer' | 'appraisal' | 'quote'; amount: number } | null;
  /** Free text about the price (an offer made on the asking price). */
  priceComments?: string | null;
  comments?: string | null;
};

export type AdfLead = {
  id: number;
  type: LeadType;
  createdAt: Date;
  customer: { name: string; email: string; phone: string | null; comments: string | null };
  /** The dealer's vehicle the customer is interested in, when the lead names one. */
  vehicle: AdfVehicle | null;
  /** Appointments: a test drive makes the interest "test-drive". */
  testDrive?: boolean;
  /** The customer's vehicle for a trade-in appraisal or an offer with a trade. */
  trade: (AdfVehicle & { accidentHistory?: AccidentHistory | null; lien?: LienStatus | null; lienAmount?: number | null }) | null;
  offer?: { amount: number; status: string; counterAmount: number | null } | null;
  /** A booked viewing or test drive: when, as the customer's timeframe. */
  appointment?: { label: string; startsAt: Date; endsAt: Date; status: string } | null;
  financing?: { termMonths: number; downPayment: number } | null;
  /** A delivery quote: where to (country and region as labels), how, and by when ('YYYY-MM-DD'). */
  delivery?: { country: string; region: string; postalCode: string | null; transport: string; wantedBy: string | null } | null;
  /** A hold request: where it stands ('Requested', 'Reserved' …). */
  hold?: { status: string } | null;
  vendor: {
    name: string;
    email: string;
    phone: string;
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    url: string;
  };
  currency: string;
};

/** 2026-11-24T10:20:00-05:00: ADF wants ISO 8601 with the dealer's offset. */
export function adfDate(date: Date, timeZone = 'America/Toronto'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** 'Jane van der Berg' → first 'Jane', last 'van der Berg'; a single word is only a full name. */
export function nameParts(name: string): { first?: string; last?: string; full: string } {
  const full = name.trim().replace(/\s+/g, ' ');
  const space = full.indexOf(' ');
  return space < 0 ? { full } : { first: full.slice(0, space), last: full.slice(space + 1), full };
}

function text(parent: XMLBuilder, name: string, value: string | number | null | undefined, attrs?: Record<string, string>): void {
  if (value === null || value === undefined || value === '') return;
  parent.ele(name, attrs).txt(String(value));
}

function addVehicle(prospect: XMLBuilder, v: AdfVehicle, interest: string, currency: string, extra?: (el: XMLBuilder) => void): void {
  const el = prospect.ele('vehicle', { interest, status: v.status ?? 'used' });
  // year, make and model are required by the DTD: empty when the lead names no vehicle.
  el.ele('year').txt(v.year ? String(v.year) : '');
  el.ele('make').txt(v.make ?? '');
  el.ele('model').txt(v.model ?? '');
  text(el, 'vin', v.vin);
  text(el, 'stock', v.stock);
  text(el, 'trim', v.trim);
  if (v.mileage !== null && v.mileage !== undefined) el.ele('odometer', { status: 'unknown', units: 'km' }).txt(String(v.mileage));
  text(el, 'condition', v.condition);
  if (v.price) el.ele('price', { type: v.price.type, currency }).txt(String(v.price.amount));
  text(el, 'pricecomments', v.priceComments);
  extra?.(el);
  text(el, 'comments', v.comments);
}

/** 'Friday, January 15, 2027, 10:30 a.m. (Toronto time)': a person reads this part of the timeframe. */
function appointmentWhen(at: Date): string {
  const when = at.toLocaleString('en-CA', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Toronto' }).replace(/\s/g, ' ');
  return `${when} (Toronto time)`;
}

function customerComments(lead: AdfLead): string {
  const lines = [`${LEAD_TYPE_LABELS[lead.type]} from the website.`];
  if (lead.appointment) lines.push(`${lead.appointment.label}: ${appointmentWhen(lead.appointment.startsAt)}.`);
  if (lead.offer) {
    lines.push(`Offer: ${lead.offer.amount} ${lead.currency} (${lead.offer.status}).`);
    if (lead.offer.counterAmount) lines.push(`Counter-offer: ${lead.offer.counterAmount} ${lead.currency}.`);
  }
  if (lead.financing)
    lines.push(
      `Financing pre-qualification: ${lead.financing.termMonths}-month term, ${lead.financing.downPayment} ${lead.currency} down.`,
    );
  const d = lead.delivery;
  if (d)
    lines.push(
      `Delivery quote to ${[d.region, d.postalCode, d.country].filter(Boolean).join(', ')}; ${d.transport.toLowerCase()}${d.wantedBy ? `; wanted by ${d.wantedBy}` : ''}.`,
    );
  if (lead.hold) lines.push(`Hold against a deposit: ${lead.hold.status}.`);
  if (lead.customer.comments) lines.push(lead.customer.comments);
  return lines.join('\n');
}

/** The lead as an ADF 1.0 document (a string, UTF-8, pretty-printed). */
export function buildAdf(lead: AdfLead): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ins('adf', 'version="1.0"');
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: lead.vendor.name }).txt(String(lead.id));
  prospect.ele('requestdate').txt(adfDate(lead.createdAt));

  if (lead.vehicle || !lead.trade) {
    const interest = lead.testDrive ? 'test-drive' : 'buy';
    addVehicle(
      prospect,
      lead.vehicle ?? { year: null, make: null, model: null, comments: 'No specific vehicle' },
      interest,
      lead.currency,
      (el) => {
        if (!lead.financing) return;
        const finance = el.ele('finance');
        finance.ele('method').txt('finance');
        finance.ele('amount', { type: 'downpayment', limit: 'exact', currency: lead.currency }).txt(String(lead.financing.downPayment));
      },
    );
  }
  if (lead.trade) {
    const t = lead.trade;
    const notes = [
      t.accidentHistory ? `Accident history: ${ACCIDENT_HISTORY_LABELS[t.accidentHistory]}.` : null,
      t.lien ? `Lien: ${LIEN_STATUS_LABELS[t.lien]}${t.lienAmount ? ` (${t.lienAmount} ${lead.currency} owing)` : ''}.` : null,
      t.comments ?? null,
    ].filter(Boolean);
    addVehicle(prospect, { ...t, status: 'used', comments: notes.join(' ') || null }, 'trade-in', lead.currency);
  }

  const customer = prospect.ele('customer');
  const contact = customer.ele('contact');
  const name = nameParts(lead.customer.name);
  if (name.first && name.last) {
    contact.ele('name', { part: 'first' }).txt(name.first);
    contact.ele('name', { part: 'last' }).txt(name.last);
  } else contact.ele('name', { part: 'full' }).txt(name.full);
  contact.ele('email').txt(lead.customer.email);
  text(contact, 'phone', lead.customer.phone, { type: 'voice' });
  if (lead.appointment) {
    const timeframe = customer.ele('timeframe');
    timeframe
      .ele('description')
      .txt(`${lead.appointment.label} (${lead.appointment.status}), ${appointmentWhen(lead.appointment.startsAt)}`);
    timeframe.ele('earliestdate').txt(adfDate(lead.appointment.startsAt));
    timeframe.ele('latestdate').txt(adfDate(lead.appointment.endsAt));
  } else if (lead.delivery?.wantedBy) {
    // The date the buyer wants the car delivered by: the latest date of their timeframe (a calendar date, ISO 8601).
    const timeframe = customer.ele('timeframe');
    timeframe.ele('description').txt(`Delivery wanted by ${lead.delivery.wantedBy}`);
    timeframe.ele('latestdate').txt(lead.delivery.wantedBy);
  }
  customer.ele('comments').txt(customerComments(lead));

  const vendor = prospect.ele('vendor');
  vendor.ele('vendorname').txt(lead.vendor.name);
  vendor.ele('url').txt(lead.vendor.url);
  const vc = vendor.ele('contact', { primarycontact: '1' });
  vc.ele('name', { part: 'full' }).txt(lead.vendor.name);
  vc.ele('email').txt(lead.vendor.email);
  vc.ele('phone', { type: 'voice' }).txt(lead.vendor.phone);
  const address = vc.ele('address', { type: 'work' });
  address.ele('street', { line: '1' }).txt(lead.vendor.street);
  address.ele('city').txt(lead.vendor.city);
  address.ele('regioncode').txt(lead.vendor.region);
  address.ele('postalcode').txt(lead.vendor.postalCode);
  address.ele('country').txt(lead.vendor.country);

  const provider = prospect.ele('provider');
  provider.ele('name', { part: 'full' }).txt(`${lead.vendor.name} website`);
  provider.ele('service').txt(LEAD_TYPE_LABELS[lead.type]);
  provider.ele('url').txt(lead.vendor.url);

  return doc.end({ prettyPrint: true });
}
