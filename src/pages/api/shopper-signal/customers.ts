import { z } from 'zod';
import { customerShopperSignal } from '#src/db/queries/shopper-signal';
import { endpoint } from '#src/server/endpoint';
import { customerShopperSignalAnswer } from '#src/lib/api-answers/shopper-signal';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'The cars a customer saved and the searches they keep (lead and customer panel)',
    query: z.object({ email: z.email('Give the customer’s e-mail address') }),
    response: {
      description: '`{ savedVehicles, savedSearches }`; both empty without a shopper account',
      schema: customerShopperSignalAnswer,
    },
  },
  ({ query }) => customerShopperSignal(query.email),
);
