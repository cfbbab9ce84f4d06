import { deleteVehicle, type Actor, type VehicleDeleteResult } from '#src/db/queries/vehicles';
import { deleteDocumentFile } from '#src/server/documents/document-files';
import { deleteVideoFiles } from '#src/server/media/video/video-files';

/**
 * Deletes a vehicle and then the files its rows pointed to (walkaround video, captions, documents), so a deleted
 * car leaves nothing under DATA_DIR. Its photos are shared media-library images and stay.
 */
export async function removeVehicle(id: number, actor: Actor): Promise<VehicleDeleteResult> {
  const result = deleteVehicle(id, actor);
  if (result.ok) {
    await deleteVideoFiles(result.files.videos);
    await Promise.all(result.files.documents.map((name) => deleteDocumentFile(name)));
  }
  return result;
}
