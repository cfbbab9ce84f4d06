import type { APIRoute } from 'astro';
import { deleteMediaRecord } from '../../../db/queries/media';
import { actorOf } from '../../../db/queries/vehicles';
import { guard } from '../../../lib/server/auth/guard';
import { json, jsonError } from '../../../lib/server/http';
import { deleteStoredImage } from '../../../lib/server/images';
import { idParamSchema } from '../../../lib/validation/ids';

export const prerender = false;

/** Deletes an image no vehicle uses: its row first (the check and the delete in one transaction), then its files. */
export const DELETE: APIRoute = async ({ params, locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = idParamSchema.safeParse(params.id);
  if (!id.success) return jsonError(404, 'Image not found');
  const result = deleteMediaRecord(id.data, actorOf(locals.user!));
  if (!result.ok && result.reason === 'not-found') return jsonError(404, 'Image not found');
  if (!result.ok) {
    const names = result.usedBy.map((v) => `${v.year} ${v.make} ${v.model}`).join(', ');
    return jsonError(409, `This image is still used by ${names}. Remove it from those vehicles first.`, { usedBy: result.usedBy });
  }
  await deleteStoredImage(result.item.url);
  return json({ deleted: true, id: id.data });
};
