import { z } from 'zod';
import { endpoint, fail } from '#src/server/endpoint';
import { getMarketingConsent } from '#src/db/queries/consent';
import { getShopperPreferences, setShopperPreferences } from '#src/db/queries/saved-searches';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { recordAlertConsent } from '#src/server/shoppers/alert-consent';
import { alertFrequencySchema } from '#src/lib/validation/shoppers';
import { shopperPreferencesAnswer } from '#src/lib/api-answers/shopper';

const body = z.object({
  savedVehicleAlerts: z.boolean('Saved-car alerts must be on or off'),
  alertFrequency: alertFrequencySchema,
  consent: z.boolean().optional(),
});

export const GET = endpoint(
  {
    access: 'public',
    summary: "The shopper's alert settings and consent",
    description: 'Needs a shopper session.',
    response: { description: '`{ savedVehicleAlerts, alertFrequency, consent }`', schema: shopperPreferencesAnswer },
  },
  ({ locals }) => {
    const { shopper } = requireShopper(locals);
    return { ...getShopperPreferences(shopper.id), consent: getMarketingConsent(shopper.email ?? '').state };
  },
);

export const PUT = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: "Turn alerts on a shopper's saved cars on or off, and choose how often",
    description: 'Needs a shopper session; turning alerts on needs express consent (the checkbox) unless already given.',
    body,
    response: { description: '`{ savedVehicleAlerts, alertFrequency, consent }`, as saved', schema: shopperPreferencesAnswer },
  },
  ({ locals, body }) => {
    const { shopper } = requireShopper(locals);
    const email = shopper.email ?? '';
    if (body.savedVehicleAlerts && !body.consent && getMarketingConsent(email).state !== 'express') {
      return fail('invalid', 'Tick the box so we may e-mail you the alerts.', {
        errors: { consent: 'Tick the box so we may e-mail you the alerts.' },
      });
    }
    if (body.consent) recordAlertConsent(email);
    const prefs = setShopperPreferences(shopper.id, { savedVehicleAlerts: body.savedVehicleAlerts, alertFrequency: body.alertFrequency });
    return { ...prefs, consent: getMarketingConsent(email).state };
  },
);
