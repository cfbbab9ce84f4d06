import { eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { versionedCache } from '#src/db/versioned-cache';
import { vehicleVideos, type NewVehicleVideo, type VehicleVideo } from '#src/db/schema';
import { logActivity } from './activity';
import type { Actor } from './vehicles';

// A vehicle page reads it on each render past the page cache: kept until the data changes.
const videoCache = versionedCache<VehicleVideo | undefined>(500);

/** The vehicle's walkaround video, if it has one. Shared between renders: never change it. */
export function getVehicleVideo(vehicleId: number): VehicleVideo | undefined {
  const database = db();
  return videoCache.get(database, vehicleId, () =>
    database.select().from(vehicleVideos).where(eq(vehicleVideos.vehicleId, vehicleId)).get(),
  );
}

export type VideoFields = Omit<NewVehicleVideo, 'vehicleId' | 'userId' | 'createdAt' | 'updatedAt'>;

/**
 * Puts a video on the vehicle, replacing the one it had (returned, so the caller deletes its files
 * once this has committed), with its activity entry in the same transaction.
 */
export function setVehicleVideo(
  vehicleId: number,
  fields: VideoFields,
  actor: Actor,
  summary: string,
): { video: VehicleVideo; replaced: VehicleVideo | undefined } {
  return db().transaction((tx) => {
    const replaced = tx.select().from(vehicleVideos).where(eq(vehicleVideos.vehicleId, vehicleId)).get();
    // Every column is written, so nothing of the replaced video (a file's codec under a link) is left.
    const row = {
      externalId: null,
      fileName: null,
      mimeType: null,
      codec: null,
      bytes: null,
      durationSeconds: null,
      width: null,
      height: null,
      posterUrl: null,
      captionsFile: null,
      ...fields,
      vehicleId,
      userId: actor.id,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const video = tx.insert(vehicleVideos).values(row).onConflictDoUpdate({ target: vehicleVideos.vehicleId, set: row }).returning().get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: replaced ? 'vehicle.video.replaced' : 'vehicle.video.added',
        entityType: 'vehicle',
        entityId: vehicleId,
        summary,
      },
      tx,
    );
    return { video, replaced };
  });
}

/** Takes the video off the vehicle (returned, for its files), logged; undefined when it had none. */
export function removeVehicleVideo(vehicleId: number, actor: Actor, summary: string): VehicleVideo | undefined {
  return db().transaction((tx) => {
    const removed = tx.delete(vehicleVideos).where(eq(vehicleVideos.vehicleId, vehicleId)).returning().get();
    if (removed)
      logActivity(
        { userId: actor.id, actorName: actor.name, action: 'vehicle.video.removed', entityType: 'vehicle', entityId: vehicleId, summary },
        tx,
      );
    return removed;
  });
}
