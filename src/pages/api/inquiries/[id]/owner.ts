import { getInquiry } from '#src/db/queries/inquiries';
import { setLeadOwner } from '#src/db/queries/lead-assignment';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { leadOwnerSchema, mayChangeOwner } from '#src/lib/leads/assignment';
import { inquiryAnswer } from '#src/lib/api-answers/inquiries';

/** Reassigns a lead (issue 40 item 3): the admin any lead, an employee one they own or nobody owns. Logged. */
export const PUT = endpoint(
  {
    access: 'staff',
    scope: 'leads:write',
    invalidates: 'nothing',
    summary: "Change a lead's owner",
    params: idParams,
    body: leadOwnerSchema,
    notFound: 'Inquiry not found',
    response: { status: 200, description: 'The lead with its new owner', schema: inquiryAnswer },
  },
  ({ params, body, actor, can }) => {
    const result = setLeadOwner(params.id, body.ownerId, actor, (current) =>
      mayChangeOwner({ admin: can('admin'), id: actor.id }, current),
    );
    if (result === 'not-found') return fail('not-found', 'Inquiry not found');
    if (result === 'forbidden') return fail('forbidden', 'Only the admin may reassign a lead another staff member owns.');
    if (result === 'unknown-staff')
      return fail('invalid', 'Choose an enabled staff account.', { errors: { ownerId: 'Choose an enabled staff account.' } });
    return getInquiry(params.id) ?? fail('not-found', 'Inquiry not found');
  },
);
