import { logActivity } from '#src/db/queries/activity';
import { endpoint } from '#src/server/endpoint';
import { getLeadSettings, saveLeadSettings } from '#src/db/queries/lead-settings';
import { leadSettingsSchema } from '#src/lib/validation/lead-settings';
import { leadSettingsAnswer } from '#src/lib/api-answers/settings';

/** Where new leads go as ADF/XML and how long financing answers are kept. Admin only. */
export const GET = endpoint(
  {
    access: 'admin',
    summary: 'Read the lead settings',
    response: { description: 'The CRM address for ADF/XML and how long financing answers are kept', schema: leadSettingsAnswer },
  },
  () => getLeadSettings(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    summary: 'Change the lead settings',
    body: leadSettingsSchema,
    response: { description: 'The saved lead settings', schema: leadSettingsAnswer },
  },
  ({ body, actor }) => {
    saveLeadSettings(body);
    logActivity({
      userId: actor.id,
      actorName: actor.name,
      action: 'settings.leads',
      entityType: 'settings',
      summary: body.crmEnabled
        ? `New leads go to the CRM as ADF/XML; financing kept ${body.financingRetentionMonths} months`
        : `CRM delivery off; financing kept ${body.financingRetentionMonths} months`,
    });
    return getLeadSettings();
  },
);
