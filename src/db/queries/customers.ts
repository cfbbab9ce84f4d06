import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { emailKey, matchCustomer, phoneKey } from '#src/lib/customers/match';
import { db, type Db } from '#src/db/client';
import {
  consentRecords,
  customerMerges,
  customerNotes,
  customers,
  inquiries,
  users,
  type Customer,
  type CustomerNote,
} from '#src/db/schema';
import { logActivity } from '#src/db/queries/activity';
import type { Actor } from '#src/db/queries/inquiries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Tx | Db;

export type CustomerContact = { name?: string | null; email?: string | null; phone?: string | null };

/**
 * The customer record a newcomer (a lead, a booking, a shopper's first sign-in) belongs to, made when there is
 * none (src/lib/customers/match.ts decides), inside the caller's transaction. Joining is a write to the record:
 * it moves the last contact on and ends the chance to undo a merge into it.
 */
export function linkCustomer(writer: Writer, contact: CustomerContact, at: Date = new Date()): number {
  const email = emailKey(contact.email);
  const phone = phoneKey(contact.phone);
  const keys = [email ? eq(customers.emailKey, email) : undefined, phone ? eq(customers.phoneKey, phone) : undefined].filter(
    (k) => k !== undefined,
  );
  const candidates = keys.length
    ? writer
        .select({ id: customers.id, emailKey: customers.emailKey, phoneKey: customers.phoneKey, mergedIntoId: customers.mergedIntoId })
        .from(customers)
        .where(or(...keys))
        .all()
    : [];
  // A live record first; an address or number only a merged record holds leads to the record it went into.
  const match =
    matchCustomer(
      contact,
      candidates.filter((c) => !c.mergedIntoId),
    ) ?? matchCustomer(contact, candidates);
  const found = match && { id: liveId(writer, match.id) };
  if (found) {
    writer
      .update(customers)
      .set({
        version: sql`${customers.version} + 1`,
        lastContactAt: sql`max(coalesce(${customers.lastContactAt}, 0), ${at.getTime()})`,
        // A number or an address the record lacked is filled in; one it has is never replaced by a form.
        ...(phone
          ? {
              phone: sql`coalesce(${customers.phone}, ${contact.phone?.trim() ?? null})`,
              phoneKey: sql`coalesce(${customers.phoneKey}, ${phone})`,
            }
          : {}),
        ...(email
          ? {
              email: sql`coalesce(${customers.email}, ${contact.email?.trim() ?? null})`,
              emailKey: sql`coalesce(${customers.emailKey}, ${email})`,
            }
          : {}),
      })
      .where(eq(customers.id, found.id))
      .run();
    return found.id;
  }
  return writer
    .insert(customers)
    .values({
      name: contact.name?.trim() || contact.email?.trim() || contact.phone?.trim() || 'Customer',
      email: contact.email?.trim() || null,
      phone: contact.phone?.trim() || null,
      emailKey: email,
      phoneKey: phone,
      lastContactAt: at,
      createdAt: at,
    })
    .returning({ id: customers.id })
    .get().id;
}

/** The record `id` went into, through every merge since. */
function liveId(reader: Pick<Db, 'select'>, id: number): number {
  let current = id;
  for (let hops = 0; hops < 10; hops++) {
    const next = reader.select({ into: customers.mergedIntoId }).from(customers).where(eq(customers.id, current)).get()?.into;
    if (!next) break;
    current = next;
  }
  return current;
}

/** The live record that holds this address, if any (a consent recorded outside a lead joins it; none is made). */
export function customerIdByEmail(writer: Pick<Db, 'select'>, email: string): number | null {
  const key = emailKey(email);
  if (!key) return null;
  return (
    writer
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.emailKey, key), isNull(customers.mergedIntoId)))
      .orderBy(customers.id)
      .limit(1)
      .get()?.id ?? null
  );
}

export function getCustomer(id: number): Customer | undefined {
  return db().select().from(customers).where(eq(customers.id, id)).get();
}

/** A live record, or the one it was merged into (an old link keeps working). */
export function resolveCustomer(id: number): Customer | undefined {
  let customer = getCustomer(id);
  for (let hops = 0; customer?.mergedIntoId && hops < 10; hops++) customer = getCustomer(customer.mergedIntoId);
  return customer;
}

/** The record and every record merged into it, directly or through another merge. */
export function customerFamily(id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length && ids.length < 1000; i++) {
    const children = db().select({ id: customers.id }).from(customers).where(eq(customers.mergedIntoId, ids[i])).all();
    ids.push(...children.map((c) => c.id));
  }
  return ids;
}

/** Every address the record and its merged records hold: on the records, their leads, consents and accounts. */
export function customerAddresses(ids: number[]): string[] {
  if (!ids.length) return [];
  const found = new Set<string>();
  const add = (value: string | null | undefined) => {
    const key = emailKey(value);
    if (key) found.add(key);
  };
  for (const r of db().select({ e: customers.emailKey }).from(customers).where(inArray(customers.id, ids)).all()) add(r.e);
  for (const r of db().selectDistinct({ e: inquiries.email }).from(inquiries).where(inArray(inquiries.customerId, ids)).all()) add(r.e);
  for (const r of db()
    .selectDistinct({ e: consentRecords.email })
    .from(consentRecords)
    .where(inArray(consentRecords.customerId, ids))
    .all())
    add(r.e);
  for (const r of db()
    .select({ e: users.username })
    .from(users)
    .where(and(inArray(users.customerId, ids), eq(users.role, 'customer')))
    .all())
    add(r.e);
  return [...found];
}

export type CustomerDetailsInput = { name?: string; email?: string | null; phone?: string | null };

export type EditResult =
  { ok: true; customer: Customer } | { ok: false; reason: 'not-found' | 'merged' | 'taken'; field?: 'email' | 'phone' };

/** Staff correct the person's details; an address another live record holds is refused (merge the two instead). */
export function updateCustomerDetails(id: number, input: CustomerDetailsInput, actor: Actor): EditResult {
  return db().transaction((tx) => {
    const current = tx.select().from(customers).where(eq(customers.id, id)).get();
    if (!current) return { ok: false, reason: 'not-found' };
    if (current.mergedIntoId) return { ok: false, reason: 'merged' };
    const email = input.email === undefined ? current.email : input.email?.trim() || null;
    const key = emailKey(email);
    if (key && key !== current.emailKey) {
      const other = tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.emailKey, key), isNull(customers.mergedIntoId), sql`${customers.id} <> ${id}`))
        .get();
      if (other) return { ok: false, reason: 'taken', field: 'email' };
    }
    const phone = input.phone === undefined ? current.phone : input.phone?.trim() || null;
    const customer = tx
      .update(customers)
      .set({
        name: input.name?.trim() || current.name,
        email,
        emailKey: key,
        phone,
        phoneKey: phoneKey(phone),
        version: sql`${customers.version} + 1`,
      })
      .where(eq(customers.id, id))
      .returning()
      .get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'customer.updated',
        entityType: 'customer',
        entityId: id,
        summary: `Edited customer #${id}'s details`,
      },
      tx,
    );
    return { ok: true, customer };
  });
}

export type MergeResult = { ok: true; mergeId: number; customer: Customer } | { ok: false; reason: 'not-found' | 'same' | 'merged' };

/**
 * Moves everything of `absorbedId` (leads, consent records, shopper accounts, notes, records merged into it) to
 * `keptId` and hides the absorbed record, in one transaction. The kept record's details stay as they are. What
 * moved is written down so an undo can move exactly that back.
 */
export function mergeCustomers(keptId: number, absorbedId: number, actor: Actor): MergeResult {
  if (keptId === absorbedId) return { ok: false, reason: 'same' };
  return db().transaction((tx) => {
    const both = tx
      .select()
      .from(customers)
      .where(inArray(customers.id, [keptId, absorbedId]))
      .all();
    const kept = both.find((c) => c.id === keptId);
    const absorbed = both.find((c) => c.id === absorbedId);
    if (!kept || !absorbed) return { ok: false, reason: 'not-found' };
    if (kept.mergedIntoId || absorbed.mergedIntoId) return { ok: false, reason: 'merged' };
    const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);
    const moved = {
      inquiries: ids(tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.customerId, absorbedId)).all()),
      consentRecords: ids(tx.select({ id: consentRecords.id }).from(consentRecords).where(eq(consentRecords.customerId, absorbedId)).all()),
      users: ids(tx.select({ id: users.id }).from(users).where(eq(users.customerId, absorbedId)).all()),
      notes: ids(tx.select({ id: customerNotes.id }).from(customerNotes).where(eq(customerNotes.customerId, absorbedId)).all()),
      customers: ids(tx.select({ id: customers.id }).from(customers).where(eq(customers.mergedIntoId, absorbedId)).all()),
    };
    tx.update(inquiries).set({ customerId: keptId }).where(eq(inquiries.customerId, absorbedId)).run();
    tx.update(consentRecords).set({ customerId: keptId }).where(eq(consentRecords.customerId, absorbedId)).run();
    tx.update(users).set({ customerId: keptId }).where(eq(users.customerId, absorbedId)).run();
    tx.update(customerNotes).set({ customerId: keptId }).where(eq(customerNotes.customerId, absorbedId)).run();
    tx.update(customers).set({ mergedIntoId: keptId }).where(eq(customers.mergedIntoId, absorbedId)).run();
    tx.update(customers)
      .set({ mergedIntoId: keptId, version: sql`${customers.version} + 1` })
      .where(eq(customers.id, absorbedId))
      .run();
    const lastContact = Math.max(kept.lastContactAt?.getTime() ?? 0, absorbed.lastContactAt?.getTime() ?? 0);
    const customer = tx
      .update(customers)
      .set({ version: sql`${customers.version} + 1`, lastContactAt: lastContact ? new Date(lastContact) : null })
      .where(eq(customers.id, keptId))
      .returning()
      .get();
    const merge = tx
      .insert(customerMerges)
      .values({ keptId, absorbedId, keptVersion: customer.version, moved, actorName: actor.name })
      .returning({ id: customerMerges.id })
      .get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'customer.merged',
        entityType: 'customer',
        entityId: keptId,
        summary: `Merged customer #${absorbedId} into customer #${keptId}`,
      },
      tx,
    );
    return { ok: true, mergeId: merge.id, customer };
  });
}

/** The merge into this record that "undo" would reverse: the latest one not undone, while nothing was written since. */
export function undoableMerge(keptId: number) {
  const kept = getCustomer(keptId);
  if (!kept) return undefined;
  const merge = db()
    .select()
    .from(customerMerges)
    .where(and(eq(customerMerges.keptId, keptId), isNull(customerMerges.undoneAt)))
    .orderBy(desc(customerMerges.id))
    .limit(1)
    .get();
  return merge && merge.keptVersion === kept.version ? merge : undefined;
}

export type UnmergeResult = { ok: true; restoredId: number } | { ok: false; reason: 'not-found' | 'nothing' | 'changed' };

/** Undoes the latest merge into `keptId`: refused once the kept record was written to after it. */
export function unmergeCustomer(keptId: number, actor: Actor): UnmergeResult {
  return db().transaction((tx) => {
    const kept = tx.select().from(customers).where(eq(customers.id, keptId)).get();
    if (!kept) return { ok: false, reason: 'not-found' };
    const merge = tx
      .select()
      .from(customerMerges)
      .where(and(eq(customerMerges.keptId, keptId), isNull(customerMerges.undoneAt)))
      .orderBy(desc(customerMerges.id))
      .limit(1)
      .get();
    if (!merge) return { ok: false, reason: 'nothing' };
    if (merge.keptVersion !== kept.version) return { ok: false, reason: 'changed' };
    const back = merge.absorbedId;
    const m = merge.moved;
    tx.update(inquiries)
      .set({ customerId: back })
      .where(and(inArray(inquiries.id, m.inquiries.length ? m.inquiries : [-1]), eq(inquiries.customerId, keptId)))
      .run();
    tx.update(consentRecords)
      .set({ customerId: back })
      .where(and(inArray(consentRecords.id, m.consentRecords.length ? m.consentRecords : [-1]), eq(consentRecords.customerId, keptId)))
      .run();
    tx.update(users)
      .set({ customerId: back })
      .where(and(inArray(users.id, m.users.length ? m.users : [-1]), eq(users.customerId, keptId)))
      .run();
    tx.update(customerNotes)
      .set({ customerId: back })
      .where(and(inArray(customerNotes.id, m.notes.length ? m.notes : [-1]), eq(customerNotes.customerId, keptId)))
      .run();
    tx.update(customers)
      .set({ mergedIntoId: back })
      .where(and(inArray(customers.id, m.customers.length ? m.customers : [-1]), eq(customers.mergedIntoId, keptId)))
      .run();
    tx.update(customers)
      .set({ mergedIntoId: null, version: sql`${customers.version} + 1` })
      .where(eq(customers.id, back))
      .run();
    tx.update(customers)
      .set({ version: sql`${customers.version} + 1` })
      .where(eq(customers.id, keptId))
      .run();
    tx.update(customerMerges).set({ undoneAt: new Date() }).where(eq(customerMerges.id, merge.id)).run();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'customer.unmerged',
        entityType: 'customer',
        entityId: keptId,
        summary: `Undid the merge of customer #${back} into customer #${keptId}`,
      },
      tx,
    );
    return { ok: true, restoredId: back };
  });
}

/** A note written from the timeline: a write to the record like any other. */
export function addCustomerNote(customerId: number, body: string, actor: Actor): CustomerNote | undefined {
  return db().transaction((tx) => {
    const bumped = tx
      .update(customers)
      .set({ version: sql`${customers.version} + 1` })
      .where(and(eq(customers.id, customerId), isNull(customers.mergedIntoId)))
      .run().changes;
    if (!bumped) return undefined;
    return tx.insert(customerNotes).values({ customerId, authorId: actor.id, authorName: actor.name, body }).returning().get();
  });
}

/** Deletes the records (and by cascade their notes and merges); their leads' links are cleared by the schema. */
export function deleteCustomers(ids: number[]): number {
  if (!ids.length) return 0;
  return db().transaction((tx) => {
    // Children first: a record merged into another points at it.
    tx.update(customers).set({ mergedIntoId: null }).where(inArray(customers.id, ids)).run();
    return tx.delete(customers).where(inArray(customers.id, ids)).run().changes;
  });
}

/**
 * The live record an address belongs to, through a merged record or a lead that carries it (a lead joined by phone
 * keeps its own address): the privacy requests start from an address.
 */
export function customerOfAddress(email: string): Customer | undefined {
  const key = emailKey(email);
  if (!key) return undefined;
  const direct = db()
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.emailKey, key))
    .orderBy(sql`${customers.mergedIntoId} is not null`, customers.id)
    .limit(1)
    .get();
  const viaLead = direct
    ? undefined
    : db()
        .select({ id: inquiries.customerId })
        .from(inquiries)
        .where(and(sql`lower(${inquiries.email}) = ${key}`, sql`${inquiries.customerId} is not null`))
        .limit(1)
        .get();
  const id = direct?.id ?? viaLead?.id;
  return id ? resolveCustomer(id) : undefined;
}

export function listCustomerNotes(customerIds: number[]): CustomerNote[] {
  if (!customerIds.length) return [];
  return db().select().from(customerNotes).where(inArray(customerNotes.customerId, customerIds)).orderBy(customerNotes.createdAt).all();
}

/**
 * After an erasure of one address alone: each record keyed by it loses it (and the name and phone it came with),
 * and a record with nothing left on it is deleted. True when a record changed.
 */
export function forgetAddress(email: string): boolean {
  const key = emailKey(email);
  if (!key) return false;
  return db().transaction((tx) => {
    let changed = false;
    for (const { id } of tx.select({ id: customers.id }).from(customers).where(eq(customers.emailKey, key)).all()) {
      const linked = (table: typeof inquiries | typeof consentRecords | typeof users | typeof customerNotes) =>
        tx
          .select({ one: sql`1` })
          .from(table)
          .where(eq(table.customerId, id))
          .limit(1)
          .get() !== undefined;
      const merged =
        tx
          .select({ one: sql`1` })
          .from(customers)
          .where(eq(customers.mergedIntoId, id))
          .limit(1)
          .get() !== undefined;
      if (!merged && !linked(inquiries) && !linked(consentRecords) && !linked(users) && !linked(customerNotes)) {
        tx.delete(customers).where(eq(customers.id, id)).run();
      } else {
        const lead = tx
          .select({ name: inquiries.name, email: inquiries.email, phone: inquiries.phone })
          .from(inquiries)
          .where(eq(inquiries.customerId, id))
          .orderBy(desc(inquiries.createdAt))
          .limit(1)
          .get();
        tx.update(customers)
          .set({
            name: lead?.name ?? 'Customer',
            email: lead?.email ?? null,
            emailKey: emailKey(lead?.email),
            phone: lead?.phone ?? null,
            phoneKey: phoneKey(lead?.phone),
            version: sql`${customers.version} + 1`,
          })
          .where(eq(customers.id, id))
          .run();
      }
      changed = true;
    }
    return changed;
  });
}
