import { logActivity } from '#src/db/queries/activity';
import { getUsdRate, saveUsdRate } from '#src/db/queries/usd-rate';
import { usdRateSchema } from '#src/lib/pricing/usd';
import { endpoint } from '#src/server/endpoint';
import { usdRateAnswer } from '#src/lib/api-answers/settings';

/** Public: the rate is printed on every priced page anyway (beside "≈ US$", with its date). */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'Read the CAD→USD rate',
    response: { description: 'The rate and its date, or nulls while none is set', schema: usdRateAnswer },
  },
  () => getUsdRate() ?? { rate: null, asOf: null },
);

/** Admin: the rate shoppers may see prices in, and its date; nulls stop showing US dollars. */
export const PUT = endpoint(
  {
    access: 'admin',
    summary: 'Change the CAD→USD rate',
    body: usdRateSchema,
    response: { description: 'The saved rate, or nulls', schema: usdRateAnswer },
  },
  ({ body, actor }) => {
    const rate = body.rate === null || body.asOf === null ? null : { rate: body.rate, asOf: body.asOf };
    saveUsdRate(rate);
    logActivity({
      userId: actor.id,
      actorName: actor.name,
      action: 'settings.usd-rate',
      entityType: 'settings',
      summary: rate ? `CAD→USD rate set to ${rate.rate} as of ${rate.asOf}` : 'US-dollar prices turned off',
    });
    return getUsdRate() ?? { rate: null, asOf: null };
  },
);
