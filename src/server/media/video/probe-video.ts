import { Worker } from 'node:worker_threads';
import {
  CODEC_NAMES,
  isPlayableCodec,
  sniffVideoContainer,
  SIGNATURE_BYTES,
  VIDEO_MIME_TYPES,
  type VideoContainer,
} from '#src/lib/video/video-signature';

/** What a probe learned of an uploaded video, stored with it. */
export type ProbedVideo = {
  container: VideoContainer;
  mimeType: string;
  codec: string;
  durationSeconds: number;
  width: number;
  height: number;
};

/** Why a file is refused: the message names what is wrong, for the `video` field. */
export class VideoProbeError extends Error {
  override name = 'VideoProbeError';
}

export const NOT_A_VIDEO_MESSAGE = 'Not a supported video: upload an MP4 (H.264) or WebM (VP8, VP9 or AV1) file.';
const UNREADABLE_MESSAGE = 'The video could not be read: the file is damaged or not a complete MP4 or WebM file.';

/** A probe that takes longer than this is given up (the file is refused). */
export const PROBE_TIME_LIMIT_MS = 10_000;

type Headers = { mimeType: string; codec: string | null; width: number; height: number; durationSeconds: number } | { noTrack: true };

// The headers are read by mediabunny (pure TypeScript: the server has no ffmpeg) in a worker thread of
// its own, given a time limit: a crafted file once made its WebM reader loop for ever, and on the main
// thread that would have stopped the whole site. The worker loads mediabunny's Node build from beside
// this module (its `require` is scoped to this file's location, not the working directory).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
let mediabunny;
{
  const require = createRequire(workerData.base);
  mediabunny = require('mediabunny');
}
(async () => {
  const { Input, BufferSource, ALL_FORMATS } = mediabunny;
  const input = new Input({ formats: ALL_FORMATS, source: new BufferSource(workerData.bytes) });
  try {
    const format = await input.getFormat();
    const track = await input.getPrimaryVideoTrack();
    if (!track) return parentPort.postMessage({ result: { noTrack: true } });
    parentPort.postMessage({
      result: {
        mimeType: format.mimeType,
        codec: await track.getCodec(),
        width: await track.getDisplayWidth(),
        height: await track.getDisplayHeight(),
        durationSeconds: await input.computeDuration(),
      },
    });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  } finally {
    input.dispose();
  }
})();
`;

function readHeaders(bytes: Uint8Array, timeLimitMs: number): Promise<Headers> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { base: import.meta.url, bytes } });
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new VideoProbeError(UNREADABLE_MESSAGE))), timeLimitMs);
    worker.on('message', (message: { result?: Headers; error?: string }) =>
      finish(() => (message.result ? resolve(message.result) : reject(new VideoProbeError(UNREADABLE_MESSAGE)))),
    );
    worker.on('error', () => finish(() => reject(new VideoProbeError(UNREADABLE_MESSAGE))));
    worker.on('exit', () => finish(() => reject(new VideoProbeError(UNREADABLE_MESSAGE))));
  });
}

/**
 * Checks an uploaded file before it is accepted: its container by its first bytes (the name and the
 * declared type are the client's word), then its headers for a video track in a codec browsers play,
 * its duration and its picture size. Anything that cannot be read that far, in time, is refused.
 */
export async function probeVideo(bytes: Uint8Array, timeLimitMs = PROBE_TIME_LIMIT_MS): Promise<ProbedVideo> {
  const container = sniffVideoContainer(bytes.subarray(0, SIGNATURE_BYTES));
  if (!container) throw new VideoProbeError(NOT_A_VIDEO_MESSAGE);
  const headers = await readHeaders(bytes, timeLimitMs);
  if ('noTrack' in headers) throw new VideoProbeError('The file holds no video track, or is cut short.');
  // The container the reader found must be the one the signature announced.
  if (!headers.mimeType.startsWith(VIDEO_MIME_TYPES[container])) throw new VideoProbeError(NOT_A_VIDEO_MESSAGE);
  const { codec, width, height, durationSeconds } = headers;
  if (!isPlayableCodec(container, codec))
    throw new VideoProbeError(
      `The video is encoded as ${codec ? (CODEC_NAMES[codec] ?? codec) : 'an unknown codec'}, which browsers cannot all play: upload an MP4 (H.264) or WebM (VP8, VP9 or AV1) file.`,
    );
  if (!(width > 0 && height > 0)) throw new VideoProbeError('The video has no picture size in its headers: it cannot be shown.');
  if (!(Number.isFinite(durationSeconds) && durationSeconds > 0))
    throw new VideoProbeError('The video has no duration: it holds no frames.');
  return { container, mimeType: VIDEO_MIME_TYPES[container], codec: codec as string, durationSeconds, width, height };
}
