import { getLeadDetail } from '../../../../../db/queries/leads/lead-detail';
import { endpoint, fail } from '../../../../../lib/server/endpoint';
import { leadParams } from '../../../../../lib/server/leads/lead-params';

/** One lead with its type's details (trade-in and photos, offer history, financing answers) and the customer's other leads. Staff only. */
export const GET = endpoint(
  { access: 'staff', params: leadParams, notFound: 'Lead not found' },
  ({ params }) => getLeadDetail(params.type, params.id) ?? fail('not-found', 'Lead not found'),
);
