import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { InquiryStatus } from '#src/lib/enums';
import { INQUIRY_STATUS_LABELS } from '#src/lib/enums';
import { outcomeAfterManualStatus } from '#src/lib/leads/status-rules';
import { db } from '#src/db/client';
import { inquiries, inquiryReplies, outboxMessages, vehicles, type Inquiry, type InquiryReply } from '#src/db/schema';
import { logActivity } from './activity';
import { moveLeadStatus } from './leads/lead-status';

export type InquiryListItem = Inquiry & {
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: number | null;
  replyCount: number;
};
export type InquiryDetail = InquiryListItem & { replies: InquiryReply[] };
export type Actor = { id: number | null; name: string };

const replyCount = sql<number>`(select count(*) from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})`.mapWith(
  Number,
);

function selectListItems() {
  return db()
    .select({
      ...getTableColumns(inquiries),
      vehicleMake: vehicles.make,
      vehicleModel: vehicles.model,
      vehicleYear: vehicles.year,
      replyCount,
    })
    .from(inquiries)
    .leftJoin(vehicles, eq(inquiries.vehicleId, vehicles.id));
}

/** Every inquiry, newest first, with its vehicle's make, model and year and how many replies it has. */
export function listInquiries(): InquiryListItem[] {
  return selectListItems().orderBy(desc(inquiries.createdAt), desc(inquiries.id)).all();
}

export function getInquiry(id: number): InquiryListItem | undefined {
  return selectListItems().where(eq(inquiries.id, id)).get();
}

/** The inquiry with its replies, oldest reply first. */
export function getInquiryDetail(id: number): InquiryDetail | undefined {
  const inquiry = getInquiry(id);
  if (!inquiry) return undefined;
  const replies = db()
    .select()
    .from(inquiryReplies)
    .where(eq(inquiryReplies.inquiryId, id))
    .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id))
    .all();
  return { ...inquiry, replies };
}

/** Sets the status; undefined when there is no such inquiry. Logs only a real change. */
export function setInquiryStatus(id: number, status: InquiryStatus, actor: Actor): InquiryListItem | undefined {
  const changed = db().transaction((tx) => {
    const current = tx
      .select({ status: inquiries.status, outcome: inquiries.outcome, name: inquiries.name })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .get();
    if (!current) return false;
    if (current.status !== status) {
      const outcome = outcomeAfterManualStatus(current, status);
      tx.update(inquiries)
        .set({ status, outcome, ...(outcome ? {} : { outcomeReason: null }) })
        .where(eq(inquiries.id, id))
        .run();
      logActivity(
        {
          userId: actor.id,
          actorName: actor.name,
          action: 'inquiry.status',
          entityType: 'inquiry',
          entityId: id,
          summary: `Inquiry from ${current.name} marked ${INQUIRY_STATUS_LABELS[status]}`,
        },
        tx,
      );
    }
    return true;
  });
  return changed ? getInquiry(id) : undefined;
}

export type ReplyRecord = {
  inquiryId: number;
  author: Actor;
  message: string;
  mail: { to: string; subject: string; body: string };
  delivery: InquiryReply['delivery'];
  error?: string | null;
};

/**
 * Stores a reply after its e-mail was attempted: the reply, the e-mail in the
 * outbox log, the inquiry's status (responded) and the activity entry, all in
 * one transaction.
 */
export function recordReply(record: ReplyRecord): InquiryReply {
  return db().transaction((tx) => {
    const reply = tx
      .insert(inquiryReplies)
      .values({
        inquiryId: record.inquiryId,
        authorId: record.author.id,
        authorName: record.author.name,
        message: record.message,
        sentTo: record.mail.to,
        delivery: record.delivery,
        deliveryError: record.error ?? null,
      })
      .returning()
      .get();
    tx.insert(outboxMessages)
      .values({ ...record.mail, delivery: record.delivery, error: record.error ?? null, inquiryId: record.inquiryId, replyId: reply.id })
      .run();
    const how = record.delivery === 'smtp' ? 'sent' : record.delivery === 'outbox' ? 'saved to the outbox' : 'saved (sending failed)';
    logActivity(
      {
        userId: record.author.id,
        actorName: record.author.name,
        action: 'inquiry.replied',
        entityType: 'inquiry',
        entityId: record.inquiryId,
        summary: `Reply to ${record.mail.to} ${how}`,
      },
      tx,
    );
    moveLeadStatus(tx, record.inquiryId, { kind: 'reply-sent' }, record.author);
    return reply;
  });
}
