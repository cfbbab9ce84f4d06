import { getAssignmentRule, saveAssignmentRule } from '#src/db/queries/lead-assignment';
import { endpoint, fail } from '#src/server/endpoint';
import { assignmentRuleSchema } from '#src/lib/leads/assignment';
import { leadAssignmentAnswer } from '#src/lib/api-answers/settings';

/** Who owns a new lead (issue 40 item 3): the admin's rule, applied in the one lead pipeline. Admin only. */
export const GET = endpoint(
  {
    access: 'admin',
    summary: 'Read the lead assignment rule',
    response: { description: 'The rule new leads are assigned by', schema: leadAssignmentAnswer },
  },
  () => getAssignmentRule(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    invalidates: 'nothing',
    summary: 'Change the lead assignment rule',
    body: assignmentRuleSchema,
    response: { description: 'The saved rule', schema: leadAssignmentAnswer },
  },
  ({ body, actor }) => {
    if (saveAssignmentRule(body, actor) === 'unknown-staff') {
      const field = body.mode === 'one' ? 'userId' : body.mode === 'round-robin' ? 'userIds' : 'byType';
      return fail('invalid', 'Choose enabled staff accounts only.', { errors: { [field]: 'Choose enabled staff accounts only.' } });
    }
    return getAssignmentRule();
  },
);
