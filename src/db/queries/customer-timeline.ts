import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { APPOINTMENT_KIND_LABELS, APPOINTMENT_STATUS_LABELS } from '#src/lib/appointments/enums';
import { consentBasisWords } from '#src/lib/consent/record-labels';
import { INQUIRY_STATUS_LABELS, LEAD_TYPE_LABELS } from '#src/lib/enums';
import type { CustomerDetailAnswer, TimelineEventAnswer } from '#src/lib/api-answers/customers';
import { db } from '#src/db/client';
import {
  activityLog,
  appointments,
  consentRecords,
  customerMerges,
  customerNotes,
  customers,
  garageRegister,
  inquiries,
  inquiryReplies,
  offerEvents,
  offers,
  outboxMessages,
  savedSearches,
  savedVehicles,
  users,
  vehicles,
} from '#src/db/schema';
import { customerFamily, undoableMerge } from './customers';
import { toStatus } from './lists/customer-list';

type Event = Omit<TimelineEventAnswer, 'at'> & { at: Date };

/** Each source gives at most this many of its newest events: a timeline is read from the top. */
const PER_SOURCE = 200;
/** The whole timeline's length, newest first. */
const TIMELINE_LENGTH = 500;

const vehicleName = (v: { year: number | null; make: string | null; model: string | null }) =>
  v.make ? [v.year, v.make, v.model].filter(Boolean).join(' ') : null;

/** Every event of the customer and the records merged into it, newest first. */
function timelineOf(ids: number[]): Event[] {
  const events: Event[] = [];
  const leads = db()
    .select({
      id: inquiries.id,
      type: inquiries.type,
      subject: inquiries.subject,
      status: inquiries.status,
      email: inquiries.email,
      name: inquiries.name,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .where(inArray(inquiries.customerId, ids))
    .orderBy(desc(inquiries.createdAt))
    .limit(PER_SOURCE)
    .all();
  const leadIds = leads.map((l) => l.id);
  for (const l of leads)
    events.push({
      id: `lead-${l.id}`,
      kind: 'lead',
      at: l.createdAt,
      title: `${LEAD_TYPE_LABELS[l.type]}: ${l.subject}`,
      detail: null,
      leadId: l.id,
      status: INQUIRY_STATUS_LABELS[l.status],
    });
  if (leadIds.length) {
    // The lead's steps as the activity log recorded them, its arrival aside (that is the lead itself).
    const steps = db()
      .select({
        id: activityLog.id,
        leadId: activityLog.entityId,
        actor: activityLog.actorName,
        summary: activityLog.summary,
        at: activityLog.createdAt,
      })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityType, 'inquiry'),
          inArray(activityLog.entityId, leadIds),
          sql`${activityLog.action} <> 'inquiry.received'`,
        ),
      )
      .orderBy(desc(activityLog.createdAt))
      .limit(PER_SOURCE)
      .all();
    for (const s of steps)
      events.push({ id: `step-${s.id}`, kind: 'lead-step', at: s.at, title: s.summary, detail: s.actor, leadId: s.leadId, status: null });
    for (const a of db()
      .select({
        id: appointments.id,
        leadId: appointments.inquiryId,
        kind: appointments.kind,
        startsAt: appointments.startsAt,
        status: appointments.status,
        at: appointments.createdAt,
      })
      .from(appointments)
      .where(inArray(appointments.inquiryId, leadIds))
      .all())
      events.push({
        id: `appointment-${a.id}`,
        kind: 'appointment',
        at: a.at,
        title: `${APPOINTMENT_KIND_LABELS[a.kind]} booked for ${a.startsAt.toISOString()}`,
        detail: null,
        leadId: a.leadId,
        status: APPOINTMENT_STATUS_LABELS[a.status],
      });
    for (const o of db()
      .select({
        id: offerEvents.id,
        leadId: offers.inquiryId,
        kind: offerEvents.kind,
        amount: offerEvents.amount,
        actor: offerEvents.actorName,
        at: offerEvents.createdAt,
      })
      .from(offerEvents)
      .innerJoin(offers, eq(offers.id, offerEvents.offerId))
      .where(inArray(offers.inquiryId, leadIds))
      .orderBy(desc(offerEvents.createdAt))
      .limit(PER_SOURCE)
      .all())
      events.push({
        id: `offer-${o.id}`,
        kind: 'offer',
        at: o.at,
        title: `Offer ${o.kind}${o.amount ? `: $${o.amount.toLocaleString('en-CA')}` : ''}`,
        detail: o.actor,
        leadId: o.leadId,
        status: null,
      });
    for (const r of db()
      .select({
        id: inquiryReplies.id,
        leadId: inquiryReplies.inquiryId,
        author: inquiryReplies.authorName,
        message: inquiryReplies.message,
        delivery: inquiryReplies.delivery,
        at: inquiryReplies.createdAt,
      })
      .from(inquiryReplies)
      .where(inArray(inquiryReplies.inquiryId, leadIds))
      .orderBy(desc(inquiryReplies.createdAt))
      .limit(PER_SOURCE)
      .all())
      events.push({
        id: `reply-${r.id}`,
        kind: 'reply',
        at: r.at,
        title: `Reply from ${r.author}`,
        detail: r.message,
        leadId: r.leadId,
        status: r.delivery,
      });
  }
  const addresses = [...new Set(leads.map((l) => l.email.trim().toLowerCase()))];
  // E-mails to the person: the dealer's own notice about their lead is not part of their story.
  const emailWhere = addresses.length ? inArray(sql`lower(${outboxMessages.to})`, addresses) : undefined;
  if (emailWhere)
    for (const m of db()
      .select({
        id: outboxMessages.id,
        leadId: outboxMessages.inquiryId,
        subject: outboxMessages.subject,
        delivery: outboxMessages.delivery,
        at: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      // A staff reply's e-mail is on the timeline as the reply.
      .where(and(emailWhere, isNull(outboxMessages.replyId)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(PER_SOURCE)
      .all())
      events.push({
        id: `email-${m.id}`,
        kind: 'email',
        at: m.at,
        title: `E-mail: ${m.subject}`,
        detail: null,
        leadId: m.leadId,
        status: m.delivery,
      });
  for (const n of db()
    .select()
    .from(customerNotes)
    .where(inArray(customerNotes.customerId, ids))
    .orderBy(desc(customerNotes.createdAt))
    .limit(PER_SOURCE)
    .all())
    events.push({
      id: `note-${n.id}`,
      kind: 'note',
      at: n.createdAt,
      title: `Note by ${n.authorName}`,
      detail: n.body,
      leadId: null,
      status: null,
    });
  for (const c of db()
    .select({
      id: consentRecords.id,
      basis: consentRecords.basis,
      granted: consentRecords.granted,
      source: consentRecords.source,
      leadId: consentRecords.inquiryId,
      at: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(inArray(consentRecords.customerId, ids))
    .orderBy(desc(consentRecords.createdAt))
    .limit(PER_SOURCE)
    .all())
    events.push({
      id: `consent-${c.id}`,
      kind: 'consent',
      at: c.at,
      title: c.granted ? `Consent given: ${consentBasisWords(c.basis)}` : `Consent withdrawn: ${consentBasisWords(c.basis)}`,
      detail: `From: ${c.source}`,
      leadId: c.leadId,
      status: c.basis,
    });
  const accounts = db()
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.customerId, ids), eq(users.role, 'customer')))
    .all()
    .map((u) => u.id);
  if (accounts.length) {
    for (const s of db()
      .select({ id: savedVehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, at: savedVehicles.createdAt })
      .from(savedVehicles)
      .leftJoin(vehicles, eq(vehicles.id, savedVehicles.vehicleId))
      .where(inArray(savedVehicles.userId, accounts))
      .orderBy(desc(savedVehicles.createdAt))
      .limit(PER_SOURCE)
      .all())
      events.push({
        id: `saved-vehicle-${s.id}`,
        kind: 'saved-vehicle',
        at: s.at,
        title: `Saved ${vehicleName(s) ?? 'a vehicle'}`,
        detail: null,
        leadId: null,
        status: null,
      });
    for (const s of db()
      .select({ id: savedSearches.id, name: savedSearches.name, at: savedSearches.createdAt })
      .from(savedSearches)
      .where(inArray(savedSearches.userId, accounts))
      .orderBy(desc(savedSearches.createdAt))
      .limit(PER_SOURCE)
      .all())
      events.push({
        id: `saved-search-${s.id}`,
        kind: 'saved-search',
        at: s.at,
        title: `Saved a search: ${s.name}`,
        detail: null,
        leadId: null,
        status: null,
      });
  }
  // Sales: the garage register names the buyer, as the export finds them.
  const names = [...new Set(leads.map((l) => l.name.trim().toLowerCase()))];
  if (names.length)
    for (const g of db()
      .select({
        id: garageRegister.id,
        make: garageRegister.make,
        model: garageRegister.modelStyle,
        date: garageRegister.dateOutOfStock,
        at: garageRegister.createdAt,
      })
      .from(garageRegister)
      .where(inArray(sql`lower(trim(${garageRegister.soldToName}))`, names))
      .limit(PER_SOURCE)
      .all())
      events.push({
        id: `sale-${g.id}`,
        kind: 'sale',
        at: g.at,
        title: `Bought the ${g.make} ${g.model}`,
        detail: `Sold ${g.date}`,
        leadId: null,
        status: null,
      });
  for (const m of db()
    .select({
      id: customerMerges.id,
      absorbed: customerMerges.absorbedId,
      actor: customerMerges.actorName,
      undoneAt: customerMerges.undoneAt,
      at: customerMerges.createdAt,
    })
    .from(customerMerges)
    .where(inArray(customerMerges.keptId, ids))
    .orderBy(desc(customerMerges.createdAt))
    .limit(PER_SOURCE)
    .all())
    events.push({
      id: `merge-${m.id}`,
      kind: 'merge',
      at: m.at,
      title: `Merged customer #${m.absorbed} into this record`,
      detail: m.actor,
      leadId: null,
      status: m.undoneAt ? 'undone' : null,
    });
  return events.sort((a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id)).slice(0, TIMELINE_LENGTH);
}

/** The customer's page: the record, its standing, the merge staff may undo and the timeline. Undefined for no record. */
export function getCustomerDetail(id: number):
  | (Omit<CustomerDetailAnswer, 'timeline' | 'lastContactAt' | 'createdAt'> & {
      lastContactAt: Date | null;
      createdAt: Date;
      timeline: Event[];
    })
  | undefined {
  const customer = db().select().from(customers).where(eq(customers.id, id)).get();
  if (!customer) return undefined;
  const ids = customerFamily(id);
  const stats = db()
    .select({
      leads: sql<number>`count(*)`,
      rank: sql<number | null>`min(case status when 'new' then 0 when 'in-progress' then 1 when 'responded' then 1 else 2 end)`,
    })
    .from(inquiries)
    .where(inArray(inquiries.customerId, ids))
    .get();
  const merge = undoableMerge(id);
  const absorbed = merge
    ? db().select({ name: customers.name }).from(customers).where(eq(customers.id, merge.absorbedId)).get()
    : undefined;
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    status: toStatus(stats?.rank ?? null),
    leads: stats?.leads ?? 0,
    lastContactAt: customer.lastContactAt,
    createdAt: customer.createdAt,
    undoMerge: merge && absorbed ? { customerId: merge.absorbedId, name: absorbed.name } : null,
    timeline: timelineOf(ids),
  };
}
