import type { APIRoute } from 'astro';
import { getLeadDetail } from '../../../../../db/queries/leads/lead-detail';
import { guard } from '../../../../../lib/server/auth/guard';
import { jsonError } from '../../../../../lib/server/http';
import { leadAsAdf } from '../../../../../lib/server/leads/adf-source';
import { leadParams } from '../../../../../lib/server/leads/lead-params';

export const prerender = false;

/** The lead as an ADF/XML 1.0 download, for importing into any dealer CRM. Staff only. */
export const GET: APIRoute = ({ locals, params }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const p = leadParams(params);
  if ('response' in p) return p.response;
  const lead = getLeadDetail(p.type, p.id);
  if (!lead) return jsonError(404, 'Lead not found');
  return new Response(leadAsAdf(lead), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="lead-${p.type}-${p.id}.adf.xml"`,
      'Cache-Control': 'no-store',
    },
  });
};
