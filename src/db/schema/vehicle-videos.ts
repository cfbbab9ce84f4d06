import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { vehicles } from './vehicles';

export const VEHICLE_VIDEO_KINDS = ['file', 'youtube', 'vimeo'] as const;

/**
 * A vehicle's walkaround video (at most one): a file staff uploaded (probed before it was accepted:
 * container, codec, duration, size), or the id of a YouTube or Vimeo video. The poster is an image
 * of the media library (`/media/….webp`), or null for the vehicle's main photo.
 */
export const vehicleVideos = sqliteTable('vehicle_videos', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: VEHICLE_VIDEO_KINDS }).notNull(),
  /** The provider's video id (kinds youtube and vimeo). */
  externalId: text('external_id'),
  /** The stored file's generated name under DATA_DIR/videos (kind file). */
  fileName: text('file_name'),
  mimeType: text('mime_type'),
  /** mediabunny's codec name: avc, vp8, vp9, av1. */
  codec: text('codec'),
  bytes: integer('bytes'),
  durationSeconds: real('duration_seconds'),
  width: integer('width'),
  height: integer('height'),
  posterUrl: text('poster_url'),
  /** The WebVTT captions' generated name under DATA_DIR/videos (kind file only). */
  captionsFile: text('captions_file'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type VehicleVideo = typeof vehicleVideos.$inferSelect;
export type NewVehicleVideo = typeof vehicleVideos.$inferInsert;
