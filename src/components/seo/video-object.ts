import type { WalkaroundView } from '#src/server/media/video/video-view';
import { isoDuration } from '#src/lib/video/iso-duration';

const absolute = (url: string, site: URL) => new URL(url, site).href;

/**
 * The walkaround as schema.org's VideoObject (what Google reads for video results): name,
 * description, thumbnailUrl, uploadDate, and duration (ISO 8601) with contentUrl for an uploaded
 * file, or embedUrl for a YouTube/Vimeo video (its duration is not known here: the host is never asked).
 */
export function videoObjectJsonLd(video: WalkaroundView, names: { title: string; description: string }, site: URL) {
  return {
    '@type': 'VideoObject',
    name: `${names.title}: walkaround video`,
    description: names.description,
    ...(video.poster ? { thumbnailUrl: [absolute(video.poster, site)] } : {}),
    uploadDate: video.uploadDate,
    ...(video.kind === 'file'
      ? {
          duration: isoDuration(video.durationSeconds),
          contentUrl: absolute(video.src, site),
          encodingFormat: video.mimeType,
          width: video.width,
          height: video.height,
        }
      : { embedUrl: video.publicEmbedUrl }),
  };
}
