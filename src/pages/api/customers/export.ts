import fs from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { findCustomerData, recordCustomerExport } from '../../../db/queries/leads/customer-data';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { jsonError, readJson } from '../../../lib/server/http';
import { tradeInPhotoPath } from '../../../lib/server/leads/photo-store';
import { customerExportSchema } from '../../../lib/validation/customer-data';

export const prerender = false;

/**
 * PIPEDA access request: everything held about one customer (by e-mail) as a
 * JSON download, trade-in photos included as data URLs. Staff only; logged.
 */
export const POST: APIRoute = async ({ locals, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const body = await readJson(request, customerExportSchema);
  if ('response' in body) return body.response;
  const data = findCustomerData(body.data.email);
  if (!data)
    return jsonError(404, 'No data is held for this email address.', { errors: { email: 'No data is held for this email address.' } });

  const leads = await Promise.all(
    data.leads.map(async (lead) => {
      if (!lead.tradeIn?.photos.length) return lead;
      const photos = await Promise.all(
        lead.tradeIn.photos.map(async (p) => {
          const file = tradeInPhotoPath(p.fileName);
          const bytes = file ? await fs.readFile(file).catch(() => null) : null;
          return { ...p, dataUrl: bytes ? `data:image/webp;base64,${bytes.toString('base64')}` : null };
        }),
      );
      return { ...lead, tradeIn: { ...lead.tradeIn, photos } };
    }),
  );
  recordCustomerExport(body.data.email, leads.length, { id: locals.user!.id, name: displayName(locals.user!) });
  const document = {
    exportedAt: new Date().toISOString(),
    note: 'Everything Atelier Motor Gallery holds about this e-mail address. Garage register entries are kept as Ontario law requires.',
    ...data,
    leads,
  };
  const slug = body.data.email
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="customer-data-${slug}.json"`,
      'Cache-Control': 'no-store',
    },
  });
};
