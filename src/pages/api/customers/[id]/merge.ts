import { mergeCustomers } from '#src/db/queries/customers';
import { getCustomerDetail } from '#src/db/queries/customer-timeline';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { customerMergeSchema } from '#src/lib/validation/customer-data';
import { customerDetailAnswer } from '#src/lib/api-answers/customers';

/**
 * Folds the record `customerId` into this one: its leads, consents, account and notes move here, it leaves the
 * list, and the activity log says who merged what. Undone by POST …/unmerge until this record is next written to.
 */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Merge another customer record into this one',
    params: idParams,
    body: customerMergeSchema,
    invalidates: 'nothing',
    notFound: 'Customer not found',
    response: {
      description: 'The merged customer with its timeline; `undoMerge` names the record folded in',
      schema: customerDetailAnswer,
    },
  },
  ({ params, body, actor }) => {
    const result = mergeCustomers(params.id, body.customerId, actor);
    if (!result.ok) {
      if (result.reason === 'same')
        return fail('invalid', 'A record cannot be merged into itself.', { errors: { customerId: 'Choose another customer.' } });
      if (result.reason === 'merged') return fail('conflict', 'One of the two records was already merged into another.');
      return fail('not-found', 'Customer not found', { errors: { customerId: 'Customer not found' } });
    }
    return getCustomerDetail(params.id) ?? fail('not-found', 'Customer not found');
  },
);
