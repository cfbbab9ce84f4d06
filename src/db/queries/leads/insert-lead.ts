import { LEAD_TYPE_LABELS, type LeadType } from '#src/lib/enums';
import { db, type Db } from '#src/db/client';
import { inquiries, type Inquiry } from '#src/db/schema';
import { logActivity } from '#src/db/queries/activity';
import { recordLeadConsent } from '#src/db/queries/consent';
import { linkCustomer } from '#src/db/queries/customers';
import { assignNewLead } from '#src/db/queries/lead-assignment';
import { queueWebhookEvent } from '#src/db/queries/webhooks';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type LeadContact = {
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
  marketingConsent?: boolean | null;
};

/** The inbox row of a lead: what every lead type writes whatever its details. */
export type NewLead = {
  type: LeadType;
  subject: string;
  message: string;
  contact: LeadContact;
  vehicleId?: number | null;
  /** Where the visitor came from (the inquiry form sends the campaign it landed with). */
  utm?: { utmSource?: string | null; utmMedium?: string | null; utmCampaign?: string | null };
  /** The activity entry, when the type logs its own (a booking says when it is for). */
  activity?: { action: string; summary: string };
};

/**
 * The inbox row of a new lead, joined to its customer record (made for a newcomer), with its activity entry and its consent
 * records (implied by the request, express when the box was ticked), inside
 * the caller's transaction (the details table is written in the same one). Financing
 * leads keep the name out of the activity log: it is personal data the
 * retention rule must be able to remove completely.
 */
export function insertLead(tx: Tx, lead: NewLead): Inquiry {
  const customerId = linkCustomer(tx, lead.contact);
  const inquiry = tx
    .insert(inquiries)
    .values({
      customerId,
      type: lead.type,
      name: lead.contact.name,
      email: lead.contact.email,
      phone: lead.contact.phone || null,
      subject: lead.subject,
      message: lead.message,
      vehicleId: lead.vehicleId ?? null,
      utmSource: lead.utm?.utmSource || null,
      utmMedium: lead.utm?.utmMedium || null,
      utmCampaign: lead.utm?.utmCampaign || null,
    })
    .returning()
    .get();
  // A CRM's webhook hears of every lead type, in the lead's own transaction.
  queueWebhookEvent(tx, 'lead.created', { leadType: lead.type, id: inquiry.id });
  const label = LEAD_TYPE_LABELS[lead.type];
  logActivity(
    {
      actorName: lead.type === 'financing' ? 'Website visitor' : inquiry.name,
      action: lead.activity?.action ?? 'inquiry.received',
      entityType: 'inquiry',
      entityId: inquiry.id,
      summary:
        lead.activity?.summary ??
        (lead.type === 'financing'
          ? `New ${label.toLowerCase()} (lead #${inquiry.id})`
          : `New ${label.toLowerCase()} from ${inquiry.name}: ${inquiry.subject}`),
    },
    tx,
  );
  recordLeadConsent(
    { email: inquiry.email, source: lead.type, inquiryId: inquiry.id, customerId, marketingConsent: lead.contact.marketingConsent },
    tx,
  );
  return { ...inquiry, ownerId: assignNewLead(tx, inquiry) };
}

/**
 * Stores a lead whole or not at all: its inbox row, activity entry and consent
 * records (insertLead) and its details (`details`, the type's own table), in one
 * transaction. Anything that throws inside rolls every row back.
 */
export function storeLead<D>(lead: NewLead, details: (tx: Tx, inquiry: Inquiry) => D): { inquiry: Inquiry; details: D } {
  return db().transaction((tx) => {
    const inquiry = insertLead(tx, lead);
    return { inquiry, details: details(tx, inquiry) };
  });
}

/** '2019 Porsche 911 Carrera' from a year, make, model and optional trim. */
export function vehicleLabel(v: { year: number; make: string; model: string; trim?: string | null }): string {
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');
}
