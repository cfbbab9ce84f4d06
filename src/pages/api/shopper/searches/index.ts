import { z } from 'zod';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { createSavedSearch, listSavedSearches } from '#src/db/queries/saved-searches';
import { getMarketingConsent } from '#src/db/queries/consent';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { recordAlertConsent } from '#src/server/shoppers/alert-consent';
import { describeSavedSearch, savedSearchCriteriaSchema } from '#src/lib/shoppers/saved-search';
import { alertFrequencySchema } from '#src/lib/validation/shoppers';
import { savedSearchAnswer, savedSearchesAnswer } from '#src/lib/api-answers/shopper';

const body = z.object({
  criteria: savedSearchCriteriaSchema,
  name: z.string().trim().max(120, 'Name must be at most 120 characters').optional(),
  frequency: alertFrequencySchema,
  /** The alerts' checkbox: express consent, recorded with its wording. Needed unless the address already gave it. */
  consent: z.boolean().optional(),
});

export const GET = endpoint(
  {
    access: 'public',
    summary: "The signed-in shopper's saved searches",
    description: 'Needs a shopper session.',
    response: { description: '`{ searches }`, newest first', schema: savedSearchesAnswer },
  },
  ({ locals }) => ({ searches: listSavedSearches(requireShopper(locals).shopper.id) }),
);

export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Save a search with alerts ("Alert me", "the car I am looking for")',
    description:
      'Needs a shopper session, and express consent (the checkbox) unless the address already gave it; 400 naming the field otherwise.',
    body,
    response: { status: 201, description: 'The saved search', schema: savedSearchAnswer },
  },
  ({ locals, body }) => {
    const { shopper } = requireShopper(locals);
    const email = shopper.email ?? '';
    if (!body.consent && getMarketingConsent(email).state !== 'express') {
      return fail('invalid', 'Tick the box so we may e-mail you the alerts.', {
        errors: { consent: 'Tick the box so we may e-mail you the alerts.' },
      });
    }
    if (body.consent) recordAlertConsent(email);
    const search = createSavedSearch(shopper.id, {
      name: body.name || describeSavedSearch(body.criteria),
      criteria: body.criteria,
      frequency: body.frequency,
    });
    return json(search, 201);
  },
);
