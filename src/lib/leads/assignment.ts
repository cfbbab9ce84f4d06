import { z } from 'zod';
import { LEAD_TYPES, type LeadType } from '#src/lib/enums';

/**
 * Who owns a new lead (issue 40 item 3): the rule the admin picks. `none` leaves new leads unassigned;
 * `one` gives each to one person; `round-robin` takes the chosen staff in turn; `by-type` names a person per
 * lead type (a type without one stays unassigned). A person who can no longer sign in is skipped.
 */
const staffId = z.int('Choose a staff member').positive('Choose a staff member');

export const assignmentRuleSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('none') }),
    z.object({ mode: z.literal('one'), userId: staffId }),
    z.object({
      mode: z.literal('round-robin'),
      userIds: z.array(staffId).min(1, 'Choose at least one staff member').max(100, 'Choose at most 100 staff members'),
    }),
    z.object({ mode: z.literal('by-type'), byType: z.partialRecord(z.enum(LEAD_TYPES), staffId) }),
  ],
  'Mode must be one of: none, one, round-robin, by-type',
);
export type AssignmentRule = z.output<typeof assignmentRuleSchema>;

/** The staff a rule names (each must be an active staff account when it is saved). */
export function ruleStaff(rule: AssignmentRule): number[] {
  switch (rule.mode) {
    case 'none':
      return [];
    case 'one':
      return [rule.userId];
    case 'round-robin':
      return rule.userIds;
    case 'by-type':
      return Object.values(rule.byType).filter((id): id is number => typeof id === 'number');
  }
}

/**
 * The owner of a new lead of `type` under `rule`, or null for none. `active` are the staff who may own leads now;
 * `lastRoundRobin` is who got the last lead by round robin, so the next one goes to the person after them.
 */
export function pickOwner(rule: AssignmentRule, type: LeadType, active: ReadonlySet<number>, lastRoundRobin: number | null): number | null {
  switch (rule.mode) {
    case 'none':
      return null;
    case 'one':
      return active.has(rule.userId) ? rule.userId : null;
    case 'by-type': {
      const id = rule.byType[type];
      return id !== undefined && active.has(id) ? id : null;
    }
    case 'round-robin': {
      const turn = rule.userIds.filter((id, i) => active.has(id) && rule.userIds.indexOf(id) === i);
      if (turn.length === 0) return null;
      const after = lastRoundRobin === null ? -1 : turn.indexOf(lastRoundRobin);
      return turn[(after + 1) % turn.length];
    }
  }
}

/** Who may change a lead's owner: the admin any lead; an employee a lead with no owner or one they own. */
export function mayChangeOwner(who: { admin: boolean; id: number | null }, currentOwner: number | null): boolean {
  return who.admin || currentOwner === null || (who.id !== null && currentOwner === who.id);
}

export const leadOwnerSchema = z.object({
  ownerId: z.int('Choose a staff member, or none').positive('Choose a staff member, or none').nullable(),
});
