import fs from 'node:fs/promises';
import { findCustomerData, recordCustomerExport } from '#src/db/queries/leads/customer-data';
import { endpoint, fail } from '#src/server/endpoint';
import { tradeInPhotoPath } from '#src/server/leads/photo-store';
import { customerExportSchema } from '#src/lib/validation/customer-data';
import { customerExportAnswer } from '#src/lib/api-answers/customers';

const NOTHING_HELD = 'No data is held for this email address.';

/**
 * PIPEDA access request: everything held about one customer (by e-mail) as a
 * JSON download, trade-in photos included as data URLs. Staff only; logged.
 */
export const POST = endpoint(
  {
    access: 'staff',
    summary: "Export a customer's data (privacy request)",
    body: customerExportSchema,
    response: {
      status: 200,
      description: 'Everything held about the customer as a JSON download (attachment), trade-in photos as data URLs',
      schema: customerExportAnswer,
    },
  },
  async ({ body, actor }) => {
    const data = findCustomerData(body.email);
    if (!data) return fail('not-found', NOTHING_HELD, { errors: { email: NOTHING_HELD } });

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
    recordCustomerExport(body.email, leads.length, actor);
    const document = {
      exportedAt: new Date().toISOString(),
      note: 'Everything Atelier Motor Gallery holds about this e-mail address. Garage register entries are kept as Ontario law requires.',
      ...data,
      leads,
    };
    const slug = body.email
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
  },
);
