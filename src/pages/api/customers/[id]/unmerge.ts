import { unmergeCustomer } from '#src/db/queries/customers';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { customerUnmergedAnswer } from '#src/lib/api-answers/customers';

/** Undoes the last merge into this record, while nothing was written to it since (a lead, a note, an edit). */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Undo the last merge into a customer record',
    params: idParams,
    invalidates: 'nothing',
    notFound: 'Customer not found',
    response: { description: 'The two records apart again', schema: customerUnmergedAnswer },
  },
  ({ params, actor }) => {
    const result = unmergeCustomer(params.id, actor);
    if (result.ok)
      return { customerId: params.id, restoredId: result.restoredId, message: 'The merge was undone: the two records are apart again.' };
    if (result.reason === 'not-found') return fail('not-found', 'Customer not found');
    if (result.reason === 'nothing') return fail('conflict', 'No merge into this record can be undone.');
    return fail('conflict', 'The record changed after the merge (a new lead, a note or an edit), so the merge can no longer be undone.');
  },
);
