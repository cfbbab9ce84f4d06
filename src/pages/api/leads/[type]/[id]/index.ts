import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import { endpoint, fail } from '#src/server/endpoint';
import { vehicleAskingPrice } from '#src/server/leads/asking-price';
import { leadParams } from '#src/server/leads/lead-params';

/** One lead with its type's details (trade-in and photos, offer history, financing answers) and the customer's other leads. Staff only. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Get a typed lead',
    response: {
      status: 200,
      description:
        "The lead with its type's details (trade-in and photos, offer history, financing answers), its appointment and the customer's other leads (LeadDetail)",
    },
    params: leadParams,
    notFound: 'Lead not found',
  },
  ({ params }) => {
    const lead = getLeadDetail(params.type, params.id);
    if (!lead) return fail('not-found', 'Lead not found');
    // The vehicle's advertised (all-in) price today, beside the price an offer was made against.
    return { ...lead, vehicle: lead.vehicle && { ...lead.vehicle, askingPrice: vehicleAskingPrice(lead.vehicle) } };
  },
);
