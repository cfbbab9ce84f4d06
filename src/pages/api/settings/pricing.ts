import type { APIRoute } from 'astro';
import { logActivity } from '../../../db/queries/activity';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { json, readJson } from '../../../lib/server/http';
import { getPricingSettings, savePricingSettings } from '../../../lib/server/pricing-settings';
import { pricingSettingsSchema } from '../../../lib/validation/settings';

export const prerender = false;

/** Public: the fee lines are part of every advertised price, and the vehicle form previews the all-in price with them. */
export const GET: APIRoute = () => json(getPricingSettings());

export const PUT: APIRoute = async ({ locals, request }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  const body = await readJson(request, pricingSettingsSchema);
  if ('response' in body) return body.response;
  savePricingSettings(body.data);
  const on = body.data.fees.filter((f) => f.enabled);
  logActivity({
    userId: locals.user!.id,
    actorName: displayName(locals.user!),
    action: 'settings.pricing',
    entityType: 'settings',
    summary: `Fee lines updated: ${on.length ? on.map((f) => `${f.name} $${f.amount.toFixed(2)}`).join(', ') : 'none included'}`,
  });
  return json(getPricingSettings());
};
