import type { VehicleVideo } from '#src/db/schema';
import { embedUrl, publicEmbedUrl, watchUrl, PROVIDER_NAMES, type VideoProvider } from '#src/lib/video/video-link';
import { videoFileUrl } from './video-files';

/** A walkaround as the page, the JSON-LD and the portal show it: addresses built here, from stored names and ids. */
export type WalkaroundView =
  | {
      kind: 'file';
      src: string;
      mimeType: string;
      codec: string;
      bytes: number;
      captionsSrc: string | null;
      durationSeconds: number;
      width: number;
      height: number;
      poster: string | null;
      /** Staff chose this poster (else it is the vehicle's main photo). */
      ownPoster: boolean;
      uploadDate: string;
    }
  | {
      kind: 'link';
      provider: VideoProvider;
      providerName: string;
      videoId: string;
      embedUrl: string;
      publicEmbedUrl: string;
      watchUrl: string;
      poster: string | null;
      ownPoster: boolean;
      uploadDate: string;
    };

/** The view of a stored video; `mainPhoto` is the vehicle's first photo, the poster when staff chose none. */
export function walkaroundView(video: VehicleVideo, mainPhoto: string | null | undefined): WalkaroundView | null {
  const poster = video.posterUrl ?? mainPhoto ?? null;
  const ownPoster = video.posterUrl !== null;
  const uploadDate = video.createdAt.toISOString();
  if (video.kind === 'file') {
    if (!video.fileName || !video.mimeType || !video.codec) return null;
    return {
      kind: 'file',
      src: videoFileUrl(video.fileName),
      mimeType: video.mimeType,
      codec: video.codec,
      bytes: video.bytes ?? 0,
      captionsSrc: video.captionsFile ? videoFileUrl(video.captionsFile) : null,
      durationSeconds: video.durationSeconds ?? 0,
      width: video.width ?? 0,
      height: video.height ?? 0,
      poster,
      ownPoster,
      uploadDate,
    };
  }
  if (!video.externalId) return null;
  const link = { provider: video.kind, id: video.externalId };
  return {
    kind: 'link',
    provider: video.kind,
    providerName: PROVIDER_NAMES[video.kind],
    videoId: video.externalId,
    embedUrl: embedUrl(link),
    publicEmbedUrl: publicEmbedUrl(link),
    watchUrl: watchUrl(link),
    poster,
    ownPoster,
    uploadDate,
  };
}
