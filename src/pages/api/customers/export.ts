import fs from 'node:fs/promises';
import { findCustomerData, recordCustomerExport, type CustomerData } from '#src/db/queries/leads/customer-data';
import { getCustomer, listCustomerNotes } from '#src/db/queries/customers';
import { addressesOfCustomer } from '#src/server/customers/erase-customer';
import { endpoint, fail } from '#src/server/endpoint';
import { tradeInPhotoPath } from '#src/server/leads/photo-store';
import { customerExportSchema } from '#src/lib/validation/customer-data';
import { customerExportAnswer } from '#src/lib/api-answers/customers';

const NOTHING_HELD = 'No data is held for this email address.';

/** Everything held under any of the addresses, each row once. */
function gather(addresses: string[]): Omit<CustomerData, 'email'> | undefined {
  const parts = addresses.map((a) => findCustomerData(a)).filter((d) => d !== undefined);
  if (!parts.length) return undefined;
  const once = <T extends { id: number }>(rows: T[]) => [...new Map(rows.map((r) => [r.id, r])).values()];
  const byTime = <T extends { id: number; createdAt: Date }>(rows: T[]) =>
    once(rows).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return {
    leads: byTime(parts.flatMap((p) => p.leads)),
    consentRecords: byTime(parts.flatMap((p) => p.consentRecords)),
    emails: byTime(parts.flatMap((p) => p.emails)),
    garageRegister: once(parts.flatMap((p) => p.garageRegister)),
  };
}

/**
 * PIPEDA access request: everything held about one customer as a JSON download, trade-in photos included as data
 * URLs. Found by an address, it covers the whole customer record (every address on it and on the records merged
 * into it) and the staff notes about the person. Staff only; logged.
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
    const { addresses, customerIds } = addressesOfCustomer(body.email);
    const data = gather(addresses);
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
    const record = customerIds.length ? getCustomer(customerIds[0]) : undefined;
    const document = {
      exportedAt: new Date().toISOString(),
      note: 'Everything Atelier Motor Gallery holds about this customer. Garage register entries are kept as Ontario law requires.',
      email: body.email.trim(),
      customer: record
        ? {
            id: record.id,
            name: record.name,
            email: record.email,
            phone: record.phone,
            addresses,
            notes: listCustomerNotes(customerIds).map((n) => ({
              createdAt: n.createdAt.toISOString(),
              authorName: n.authorName,
              body: n.body,
            })),
          }
        : null,
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
