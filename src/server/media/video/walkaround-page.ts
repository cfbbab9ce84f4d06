import { getVehicleVideo } from '#src/db/queries/vehicle-videos';
import type { Vehicle } from '#src/db/schema';
import { frameOrigin } from '#src/lib/video/video-link';
import { walkaroundView, type WalkaroundView } from './video-view';

/**
 * What the vehicle page needs of its walkaround: the view, and the frame origin its
 * Content-Security-Policy must allow (a YouTube/Vimeo video only; null for an uploaded file, so every
 * other page keeps `default-src 'self'` for frames).
 */
export function walkaroundForPage(vehicle: Pick<Vehicle, 'id' | 'images'>): { video: WalkaroundView; frameSrc: string | null } | null {
  const stored = getVehicleVideo(vehicle.id);
  const video = stored ? walkaroundView(stored, vehicle.images[0]) : null;
  if (!video) return null;
  return { video, frameSrc: video.kind === 'link' ? frameOrigin(video.provider) : null };
}
