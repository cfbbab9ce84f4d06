import { getVehicleById, type Actor } from '#src/db/queries/vehicles';
import { removeVehicleVideo, setVehicleVideo, type VideoFields } from '#src/db/queries/vehicle-videos';
import type { VehicleVideo } from '#src/db/schema';
import { config } from '#src/server/config';
import { ApiFailure, fail } from '#src/server/http/api-response';
import { deleteStoredImage, ImageError, storeImage } from '#src/server/media/images';
import { displayFileName, imageFileError, INVALID_TYPE_MESSAGE } from '#src/server/media/upload-validation';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { clockDuration } from '#src/lib/video/iso-duration';
import { parseVideoLink, PROVIDER_NAMES, VIDEO_LINK_MESSAGE } from '#src/lib/video/video-link';
import { MAX_CAPTIONS_BYTES, webVttError } from '#src/lib/video/webvtt';
import { probeVideo, VideoProbeError, type ProbedVideo } from './probe-video';
import { deleteVideoFiles, storeVideoFile } from './video-files';
import { walkaroundView, type WalkaroundView } from './video-view';

const fieldError = (field: string, message: string) => fail('invalid', message, { errors: { [field]: message } });

/** A form field that must be a file (or absent): the file, null when absent or empty, or the refusal. */
function fileField(form: FormData, field: string): File | null | ApiFailure {
  const entries = form.getAll(field);
  if (entries.length === 0) return null;
  if (entries.length > 1) return fieldError(field, `Send one file in "${field}".`);
  const entry = entries[0];
  if (typeof entry === 'string') return entry === '' ? null : fieldError(field, `The "${field}" field must hold a file.`);
  return entry.size === 0 && entry.name === '' ? null : entry;
}

/** The view of a vehicle's video with its main photo as the fallback poster. */
export function viewFor(video: VehicleVideo | undefined, images: readonly string[] | undefined): WalkaroundView | null {
  return video ? walkaroundView(video, images?.[0]) : null;
}

/**
 * POST /api/vehicles/{id}/video: puts a walkaround on the vehicle, replacing its video. Either
 * `video` (a file: size, signature, then probe, all before anything is stored) with an optional
 * `captions` WebVTT file, or `link` (YouTube or Vimeo: only the id is kept); either with an optional
 * `poster` image (through the image pipeline: re-encoded, metadata stripped). Every check runs before
 * anything is written; the replaced video's files are deleted once the new one is committed.
 */
export async function attachVideo(vehicleId: number, form: FormData, actor: Actor): Promise<WalkaroundView | ApiFailure> {
  const vehicle = getVehicleById(vehicleId);
  if (!vehicle) return fail('not-found', 'Vehicle not found');
  const title = vehicleTitle(vehicle);

  const video = fileField(form, 'video');
  if (video instanceof ApiFailure) return video;
  const poster = fileField(form, 'poster');
  if (poster instanceof ApiFailure) return poster;
  const captions = fileField(form, 'captions');
  if (captions instanceof ApiFailure) return captions;
  const linkText = form.get('link');
  if (linkText !== null && typeof linkText !== 'string') return fieldError('link', 'The "link" field must be text.');
  const linkGiven = Boolean(linkText?.trim());

  if (video && linkGiven) return fieldError('link', 'Upload a video or paste a link, not both.');
  if (!video && !linkGiven) return fieldError('video', 'Choose a video file to upload, or paste a YouTube or Vimeo link.');

  let probed: ProbedVideo | undefined;
  let videoBytes: Uint8Array | undefined;
  let link: ReturnType<typeof parseVideoLink> = null;
  if (video) {
    const maxBytes = config().VIDEO_MAX_MB * 1024 * 1024;
    if (video.size === 0) return fieldError('video', `Empty file: ${displayFileName(video.name)} has no content.`);
    if (video.size > maxBytes)
      return fieldError('video', `File too large: ${displayFileName(video.name)} exceeds the ${config().VIDEO_MAX_MB} MB limit.`);
    videoBytes = new Uint8Array(await video.arrayBuffer());
    try {
      probed = await probeVideo(videoBytes);
    } catch (error) {
      if (!(error instanceof VideoProbeError)) throw error;
      return fieldError('video', error.message);
    }
  } else {
    link = parseVideoLink(linkText as string);
    if (!link) return fieldError('link', VIDEO_LINK_MESSAGE);
    if (captions) return fieldError('captions', 'Captions go with an uploaded video: YouTube and Vimeo keep their own.');
  }

  let captionsBytes: Uint8Array | undefined;
  if (captions) {
    if (captions.size > MAX_CAPTIONS_BYTES)
      return fieldError('captions', `The captions file is too large: at most ${MAX_CAPTIONS_BYTES / 1024} KB.`);
    captionsBytes = new Uint8Array(await captions.arrayBuffer());
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(captionsBytes);
    } catch {
      return fieldError('captions', 'Not a WebVTT file: it is not UTF-8 text.');
    }
    const error = webVttError(text);
    if (error) return fieldError('captions', error);
  }

  let posterBuffer: Buffer | undefined;
  if (poster) {
    posterBuffer = Buffer.from(await poster.arrayBuffer());
    const error = imageFileError(poster, posterBuffer.subarray(0, 16));
    if (error) return fieldError('poster', error);
  }

  // Everything checked: store, then record; anything written is deleted again if a later step fails.
  const written: string[] = [];
  let posterUrl: string | null = null;
  try {
    if (posterBuffer) {
      try {
        posterUrl = (await storeImage(posterBuffer, { originalName: poster?.name })).url;
      } catch (error) {
        if (!(error instanceof ImageError)) throw error;
        return fieldError('poster', error.code === 'too-large' ? error.message : INVALID_TYPE_MESSAGE);
      }
    }
    let fields: VideoFields;
    let summary: string;
    if (probed && videoBytes) {
      const fileName = await storeVideoFile(videoBytes, probed.container);
      written.push(fileName);
      const captionsFile = captionsBytes ? await storeVideoFile(captionsBytes, 'vtt') : null;
      if (captionsFile) written.push(captionsFile);
      fields = {
        kind: 'file',
        fileName,
        mimeType: probed.mimeType,
        codec: probed.codec,
        bytes: videoBytes.byteLength,
        durationSeconds: probed.durationSeconds,
        width: probed.width,
        height: probed.height,
        captionsFile,
        posterUrl,
      };
      summary = `Uploaded a walkaround video (${probed.width}×${probed.height}, ${clockDuration(probed.durationSeconds)}) for ${title}`;
    } else {
      const { provider, id } = link as NonNullable<typeof link>;
      fields = { kind: provider, externalId: id, posterUrl };
      summary = `Linked a ${PROVIDER_NAMES[provider]} walkaround video for ${title}`;
    }
    const { video: saved, replaced } = setVehicleVideo(vehicleId, fields, actor, summary);
    if (replaced) await deleteFilesOf(replaced);
    return walkaroundView(saved, vehicle.images[0]) as WalkaroundView;
  } catch (error) {
    await Promise.allSettled([deleteVideoFiles(written), posterUrl ? deleteStoredImage(posterUrl) : Promise.resolve(false)]);
    throw error;
  }
}

/** DELETE /api/vehicles/{id}/video: takes the walkaround off, and its files with it. */
export async function detachVideo(vehicleId: number, actor: Actor): Promise<ApiFailure | null> {
  const vehicle = getVehicleById(vehicleId);
  if (!vehicle) return fail('not-found', 'Vehicle not found');
  const removed = removeVehicleVideo(vehicleId, actor, `Removed the walkaround video of ${vehicleTitle(vehicle)}`);
  if (!removed) return fail('not-found', 'This vehicle has no walkaround video.');
  await deleteFilesOf(removed);
  return null;
}

async function deleteFilesOf(video: VehicleVideo): Promise<void> {
  await Promise.allSettled([
    deleteVideoFiles([video.fileName, video.captionsFile]),
    video.posterUrl ? deleteStoredImage(video.posterUrl) : Promise.resolve(false),
  ]);
}
