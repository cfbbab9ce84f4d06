import { logActivity } from '#src/db/queries/activity';
import { getHoldSettings, saveHoldSettings } from '#src/db/queries/hold-settings';
import { endpoint } from '#src/server/endpoint';
import { holdSettingsSchema } from '#src/lib/validation/hold-settings';
import { holdSettingsAnswer } from '#src/lib/api-answers/settings';

/** How a car is held against a deposit: length, deposit, e-Transfer details, refund terms. Read by staff, changed by the admin. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Read the hold settings',
    response: { description: 'Hold length, deposit, e-Transfer details and refund terms', schema: holdSettingsAnswer },
  },
  () => getHoldSettings(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    summary: 'Change the hold settings',
    body: holdSettingsSchema,
    response: { description: 'The saved hold settings', schema: holdSettingsAnswer },
  },
  ({ body, actor }) => {
    saveHoldSettings(body);
    logActivity({
      userId: actor.id,
      actorName: actor.name,
      action: 'settings.holds',
      entityType: 'settings',
      summary: `Holds last ${body.holdHours} hours against a deposit of $${body.depositAmount}`,
    });
    return getHoldSettings();
  },
);
