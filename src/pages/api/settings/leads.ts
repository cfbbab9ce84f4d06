import { logActivity } from '#src/db/queries/activity';
import { endpoint } from '#src/server/endpoint';
import { getLeadSettings, saveLeadSettings } from '#src/db/queries/lead-settings';
import { leadSettingsSchema } from '#src/lib/validation/lead-settings';

/** Where new leads go as ADF/XML and how long financing answers are kept. Admin only. */
export const GET = endpoint(
  {
    access: 'admin',
    summary: 'Read the lead settings',
    response: { status: 200, description: 'The ADF/XML recipients and how long financing answers are kept (LeadSettings)' },
  },
  () => getLeadSettings(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    summary: 'Change the lead settings',
    response: { status: 200, description: 'The saved lead settings (LeadSettings)' },
    body: leadSettingsSchema,
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
