import { describe, expect, it } from 'vitest';
import { assignmentRuleSchema, mayChangeOwner, pickOwner, ruleStaff, type AssignmentRule } from './assignment';

const active = new Set([1, 2, 3]);

describe('pickOwner', () => {
  it('leaves leads unassigned under none', () => {
    expect(pickOwner({ mode: 'none' }, 'inquiry', active, null)).toBeNull();
  });

  it('gives every lead to one person, unless they can no longer sign in', () => {
    expect(pickOwner({ mode: 'one', userId: 2 }, 'offer', active, null)).toBe(2);
    expect(pickOwner({ mode: 'one', userId: 9 }, 'offer', active, null)).toBeNull();
  });

  it('takes the chosen staff in turn, after whoever had the last lead, skipping those gone', () => {
    const rule: AssignmentRule = { mode: 'round-robin', userIds: [3, 1, 4] };
    expect(pickOwner(rule, 'inquiry', active, null)).toBe(3);
    expect(pickOwner(rule, 'inquiry', active, 3)).toBe(1);
    // 4 is not active: from 1 the turn comes back to 3.
    expect(pickOwner(rule, 'inquiry', active, 1)).toBe(3);
    // The last owner left the list: the turn starts again.
    expect(pickOwner(rule, 'inquiry', active, 2)).toBe(3);
    expect(pickOwner({ mode: 'round-robin', userIds: [7, 8] }, 'inquiry', active, null)).toBeNull();
  });

  it('names a person per lead type; a type without one stays unassigned', () => {
    const rule: AssignmentRule = { mode: 'by-type', byType: { offer: 2, financing: 3 } };
    expect(pickOwner(rule, 'offer', active, null)).toBe(2);
    expect(pickOwner(rule, 'financing', active, null)).toBe(3);
    expect(pickOwner(rule, 'inquiry', active, null)).toBeNull();
  });
});

describe('assignmentRuleSchema', () => {
  it('names the bad field', () => {
    const empty = assignmentRuleSchema.safeParse({ mode: 'round-robin', userIds: [] });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({ path: ['userIds'], message: 'Choose at least one staff member' });
    expect(assignmentRuleSchema.safeParse({ mode: 'by-type', byType: { nonsense: 1 } }).success).toBe(false);
    expect(assignmentRuleSchema.safeParse({ mode: 'lottery' }).error?.issues[0].message).toBe(
      'Mode must be one of: none, one, round-robin, by-type',
    );
  });

  it('lists the staff a rule names', () => {
    expect(ruleStaff({ mode: 'by-type', byType: { offer: 2, hold: 5 } })).toEqual([2, 5]);
    expect(ruleStaff({ mode: 'none' })).toEqual([]);
  });
});

describe('mayChangeOwner', () => {
  it('lets the admin change any lead, an employee only their own or an unassigned one', () => {
    expect(mayChangeOwner({ admin: true, id: 1 }, 7)).toBe(true);
    expect(mayChangeOwner({ admin: false, id: 2 }, null)).toBe(true);
    expect(mayChangeOwner({ admin: false, id: 2 }, 2)).toBe(true);
    expect(mayChangeOwner({ admin: false, id: 2 }, 3)).toBe(false);
    expect(mayChangeOwner({ admin: false, id: null }, 3)).toBe(false);
  });
});
