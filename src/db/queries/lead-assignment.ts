import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { inquiries, siteSettings, users } from '#src/db/schema';
import { STAFF_ROLES } from '#src/lib/enums';
import { pickOwner, ruleStaff, type AssignmentRule } from '#src/lib/leads/assignment';
import { logActivity } from './activity';
import type { Actor } from './inquiries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const KEY = 'leads.assignment';

/** The admin's rule for new leads; none (unassigned) until one is saved. */
export function getAssignmentRule(r: Tx | Db = db()): AssignmentRule {
  const row = r.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  return (row?.value as AssignmentRule | undefined) ?? { mode: 'none' };
}

/** The staff who may own leads now: enabled admin and employee accounts. */
function activeStaff(r: Tx | Db, among?: number[]): Set<number> {
  const rows = r
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.disabled, false), among ? inArray(users.id, among) : undefined))
    .all();
  return new Set(rows.map((u) => u.id));
}

/** Saves the rule; 'unknown-staff' when it names someone who is not an enabled staff account. */
export function saveAssignmentRule(rule: AssignmentRule, actor: Actor): 'ok' | 'unknown-staff' {
  return db().transaction((tx) => {
    const named = ruleStaff(rule);
    const found = activeStaff(tx, named);
    if (named.some((id) => !found.has(id))) return 'unknown-staff';
    tx.insert(siteSettings)
      .values({ key: KEY, value: rule, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: rule, updatedAt: new Date() } })
      .run();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'settings.lead-assignment',
        entityType: 'settings',
        summary: `Lead assignment set to ${rule.mode}`,
      },
      tx,
    );
    return 'ok';
  });
}

/**
 * Gives a new lead its owner by the admin's rule, inside the lead's own transaction (insertLead), so a lead is
 * never stored without the owner its rule names. Returns the owner's id, or null when the rule names none.
 */
export function assignNewLead(tx: Tx, lead: { id: number; type: (typeof inquiries.$inferSelect)['type'] }): number | null {
  const rule = getAssignmentRule(tx);
  if (rule.mode === 'none') return null;
  const last =
    rule.mode === 'round-robin'
      ? (tx
          .select({ ownerId: inquiries.ownerId })
          .from(inquiries)
          .where(and(isNotNull(inquiries.ownerId), inArray(inquiries.ownerId, rule.userIds)))
          .orderBy(desc(inquiries.id))
          .limit(1)
          .get()?.ownerId ?? null)
      : null;
  const owner = pickOwner(rule, lead.type, activeStaff(tx, ruleStaff(rule)), last);
  if (owner !== null) tx.update(inquiries).set({ ownerId: owner }).where(eq(inquiries.id, lead.id)).run();
  return owner;
}

export type OwnerChange = 'ok' | 'not-found' | 'forbidden' | 'unknown-staff';

/**
 * Gives a lead to another staff member (or none), logged; `may` decides from the current owner whether this
 * person may change it, inside the transaction so two changes at once cannot both pass the check.
 */
export function setLeadOwner(id: number, ownerId: number | null, actor: Actor, may: (currentOwner: number | null) => boolean): OwnerChange {
  return db().transaction((tx) => {
    const lead = tx.select({ ownerId: inquiries.ownerId }).from(inquiries).where(eq(inquiries.id, id)).get();
    if (!lead) return 'not-found';
    if (!may(lead.ownerId)) return 'forbidden';
    if (ownerId !== null && !activeStaff(tx, [ownerId]).has(ownerId)) return 'unknown-staff';
    if (lead.ownerId === ownerId) return 'ok';
    tx.update(inquiries).set({ ownerId }).where(eq(inquiries.id, id)).run();
    const to = ownerId === null ? null : tx.select({ username: users.username }).from(users).where(eq(users.id, ownerId)).get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'inquiry.owner',
        entityType: 'inquiry',
        entityId: id,
        summary: to ? `Lead #${id} assigned to ${to.username}` : `Lead #${id} left unassigned`,
      },
      tx,
    );
    return 'ok';
  });
}
