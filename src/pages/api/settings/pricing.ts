import { logActivity } from '#src/db/queries/activity';
import { endpoint } from '#src/server/endpoint';
import { getPricingSettings, savePricingSettings } from '#src/db/queries/pricing-settings';
import { pricingSettingsSchema } from '#src/lib/validation/settings';
import { pricingSettingsAnswer } from '#src/lib/api-answers/settings';

/** Public: the fee lines are part of every advertised price, and the vehicle form previews the all-in price with them. */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'Read the pricing rules',
    response: { description: 'The fee lines added to every advertised price, and the note after it', schema: pricingSettingsAnswer },
  },
  () => getPricingSettings(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    summary: 'Change the pricing rules',
    body: pricingSettingsSchema,
    response: { description: 'The saved pricing rules', schema: pricingSettingsAnswer },
  },
  ({ body, actor }) => {
    savePricingSettings(body);
    const included = body.fees.filter((f) => f.enabled);
    logActivity({
      userId: actor.id,
      actorName: actor.name,
      action: 'settings.pricing',
      entityType: 'settings',
      summary: `Fee lines updated: ${included.length ? included.map((f) => `${f.name} $${f.amount.toFixed(2)}`).join(', ') : 'none included'}`,
    });
    return getPricingSettings();
  },
);
