import { deleteMediaRecord } from '#src/db/queries/media';
import { deleteStoredImage } from '#src/server/media/images';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { mediaDeletedAnswer } from '#src/lib/api-answers/media';

/** Deletes an image no vehicle uses: its row first (the check and the delete in one transaction), then its files. */
export const DELETE = endpoint(
  {
    access: 'staff',
    summary: 'Delete an unused image',
    params: idParams,
    notFound: 'Image not found',
    response: { description: '`{ deleted: true, id }`; 409 when a vehicle uses it', schema: mediaDeletedAnswer },
  },
  async ({ params, actor }) => {
    const result = deleteMediaRecord(params.id, actor);
    if (!result.ok && result.reason === 'not-found') return fail('not-found', 'Image not found');
    if (!result.ok) {
      const names = result.usedBy.map((v) => vehicleTitle(v)).join(', ');
      return fail('conflict', `This image is still used by ${names}. Remove it from those vehicles first.`, { usedBy: result.usedBy });
    }
    await deleteStoredImage(result.item.url);
    return { deleted: true, id: params.id };
  },
);
