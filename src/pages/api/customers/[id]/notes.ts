import { addCustomerNote } from '#src/db/queries/customers';
import { getCustomerDetail } from '#src/db/queries/customer-timeline';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { customerNoteSchema } from '#src/lib/validation/customer-data';
import { customerDetailAnswer } from '#src/lib/api-answers/customers';

/** A note written from the customer's timeline (a call, what was agreed, what comes next). */
export const POST = endpoint(
  {
    access: 'staff',
    summary: "Add a note to a customer's timeline",
    params: idParams,
    body: customerNoteSchema,
    invalidates: 'nothing',
    notFound: 'Customer not found',
    response: { status: 201, description: 'The customer with the note on its timeline', schema: customerDetailAnswer },
  },
  ({ params, body, actor }) => {
    const note = addCustomerNote(params.id, body.body, actor);
    if (!note) return fail('not-found', 'Customer not found');
    const detail = getCustomerDetail(params.id);
    return detail ? json(detail, 201) : fail('not-found', 'Customer not found');
  },
);
