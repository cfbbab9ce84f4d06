import type { APIRoute } from 'astro';
import { eraseCustomerData } from '../../../db/queries/leads/customer-data';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { deleteTradeInPhotoFiles } from '../../../lib/server/leads/photo-store';
import { customerEraseSchema } from '../../../lib/validation/customer-data';

export const prerender = false;

/**
 * PIPEDA deletion request: erases the customer's leads, replies, appointments,
 * trade-in photos, offers, financing answers, consent records and e-mails.
 * The garage register is kept (Ontario law). Staff only; logged without the address.
 */
export const POST: APIRoute = async ({ locals, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const body = await readJson(request, customerEraseSchema);
  if ('response' in body) return body.response;
  const result = eraseCustomerData(body.data.email, { id: locals.user!.id, name: displayName(locals.user!) });
  if (!result)
    return jsonError(404, 'No data is held for this email address.', { errors: { email: 'No data is held for this email address.' } });
  await deleteTradeInPhotoFiles(result.photoNames);
  const { photoNames, ...counts } = result;
  return json({
    ...counts,
    photos: photoNames.length,
    message: 'The customer’s data has been erased. The garage register is kept, as the law requires.',
  });
};
