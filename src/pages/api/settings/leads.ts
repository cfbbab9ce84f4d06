import type { APIRoute } from 'astro';
import { logActivity } from '../../../db/queries/activity';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { json, readJson } from '../../../lib/server/http';
import { getLeadSettings, saveLeadSettings } from '../../../lib/server/lead-settings';
import { leadSettingsSchema } from '../../../lib/validation/lead-settings';

export const prerender = false;

/** Where new leads go as ADF/XML and how long financing answers are kept. Admin only. */
export const GET: APIRoute = ({ locals }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  return json(getLeadSettings());
};

export const PUT: APIRoute = async ({ locals, request }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  const body = await readJson(request, leadSettingsSchema);
  if ('response' in body) return body.response;
  saveLeadSettings(body.data);
  logActivity({
    userId: locals.user!.id,
    actorName: displayName(locals.user!),
    action: 'settings.leads',
    entityType: 'settings',
    summary: body.data.crmEnabled
      ? `New leads go to the CRM as ADF/XML; financing kept ${body.data.financingRetentionMonths} months`
      : `CRM delivery off; financing kept ${body.data.financingRetentionMonths} months`,
  });
  return json(getLeadSettings());
};
