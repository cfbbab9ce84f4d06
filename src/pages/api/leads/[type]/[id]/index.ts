import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import { endpoint, fail } from '#src/server/endpoint';
import { leadDetailAnswer } from '#src/server/leads/lead-detail-answer';
import { leadParams } from '#src/server/leads/lead-params';
import { leadAnswer } from '#src/lib/api-answers/leads';

/** One lead with its type's details (trade-in and photos, offer history, financing answers) and the customer's other leads. Staff only. */
export const GET = endpoint(
  {
    access: 'staff',
    scope: 'leads:read',
    summary: 'Get a typed lead',
    params: leadParams,
    notFound: 'Lead not found',
    response: {
      status: 200,
      description:
        "The lead with its type's details (trade-in and photos, offer history, financing answers), its appointment and the customer's other leads (LeadDetail)",
      schema: leadAnswer,
    },
  },
  ({ params }) => {
    const lead = getLeadDetail(params.type, params.id);
    if (!lead) return fail('not-found', 'Lead not found');
    return leadDetailAnswer(lead);
  },
);
