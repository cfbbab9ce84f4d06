import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import { endpoint, fail } from '#src/server/endpoint';
import { leadAsAdf } from '#src/server/leads/adf-source';
import { leadParams } from '#src/server/leads/lead-params';

/** The lead as an ADF/XML 1.0 download, for importing into any dealer CRM. Staff only. */
export const GET = endpoint(
  {
    access: 'staff',
    scope: 'leads:read',
    summary: 'Export a lead as ADF/XML',
    response: { status: 200, description: 'The lead in ADF/XML 1.0 for a dealer CRM, as a download', contentType: 'application/xml' },
    params: leadParams,
    notFound: 'Lead not found',
  },
  ({ params }) => {
    const lead = getLeadDetail(params.type, params.id);
    if (!lead) return fail('not-found', 'Lead not found');
    return new Response(leadAsAdf(lead), {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="lead-${params.type}-${params.id}.adf.xml"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
