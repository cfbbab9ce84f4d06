import { resolveCustomer, updateCustomerDetails } from '#src/db/queries/customers';
import { getCustomerDetail } from '#src/db/queries/customer-timeline';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { customerDetailsSchema } from '#src/lib/validation/customer-data';
import { customerDetailAnswer } from '#src/lib/api-answers/customers';

const NOT_FOUND = 'Customer not found';

/** A record merged into another answers as the record it went into: an old link still shows the person. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Get a customer with their timeline',
    params: idParams,
    notFound: NOT_FOUND,
    response: {
      description: 'The customer, whether the last merge can be undone, and the timeline, newest first',
      schema: customerDetailAnswer,
    },
  },
  ({ params }) => {
    const live = resolveCustomer(params.id);
    return (live && getCustomerDetail(live.id)) ?? fail('not-found', NOT_FOUND);
  },
);

export const PATCH = endpoint(
  {
    access: 'staff',
    summary: "Edit a customer's details",
    params: idParams,
    body: customerDetailsSchema,
    invalidates: 'nothing',
    notFound: NOT_FOUND,
    response: { description: 'The customer as edited, with the timeline', schema: customerDetailAnswer },
  },
  ({ params, body, actor }) => {
    const result = updateCustomerDetails(params.id, { ...body, email: body.email === '' ? null : body.email }, actor);
    if (!result.ok) {
      if (result.reason === 'not-found') return fail('not-found', NOT_FOUND);
      if (result.reason === 'merged') return fail('conflict', 'This record was merged into another: edit that one.');
      const message = 'Another customer has this address: merge the two records instead.';
      return fail('conflict', message, { errors: { email: message } });
    }
    return getCustomerDetail(params.id) ?? fail('not-found', NOT_FOUND);
  },
);
