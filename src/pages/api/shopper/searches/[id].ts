import { z } from 'zod';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { deleteSavedSearch, updateSavedSearch } from '#src/db/queries/saved-searches';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { savedSearchCriteriaSchema } from '#src/lib/shoppers/saved-search';
import { alertFrequencySchema } from '#src/lib/validation/shoppers';
import { savedSearchAnswer } from '#src/lib/api-answers/shopper';

const body = z.object({
  criteria: savedSearchCriteriaSchema.optional(),
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters').optional(),
  frequency: z.optional(alertFrequencySchema),
  paused: z.boolean('Paused must be true or false').optional(),
});

export const PUT = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Edit, pause or resume one of the shopper’s saved searches',
    description: 'Needs a shopper session; 404 for a search that is not theirs.',
    params: idParams,
    body,
    notFound: 'Saved search not found',
    response: { description: 'The saved search', schema: savedSearchAnswer },
  },
  ({ locals, params, body }) =>
    updateSavedSearch(requireShopper(locals).shopper.id, params.id, body) ?? fail('not-found', 'Saved search not found'),
);

export const DELETE = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Delete one of the shopper’s saved searches',
    description: 'Needs a shopper session; 404 for a search that is not theirs.',
    params: idParams,
    notFound: 'Saved search not found',
    response: { status: 204, description: 'Deleted' },
  },
  ({ locals, params }) =>
    deleteSavedSearch(requireShopper(locals).shopper.id, params.id) ? undefined : fail('not-found', 'Saved search not found'),
);
