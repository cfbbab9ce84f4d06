/**
 * The container a video file's first bytes announce. The name's extension and the declared content
 * type come from the client and are not trusted (as for images, src/server/media/upload-validation.ts).
 *
 * - MP4 (ISO base media): a box whose type is `ftyp` at offset 4, with a brand we serve as MP4
 *   (QuickTime `qt  ` files are not MP4: refused).
 * - WebM: the EBML magic 1A 45 DF A3, and the DocType `webm` in the EBML header (a Matroska `.mkv`
 *   has the same magic but DocType `matroska`: refused).
 */
export type VideoContainer = 'mp4' | 'webm';

export const VIDEO_MIME_TYPES: Record<VideoContainer, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** Bytes to read from the start of a file to decide its container. */
export const SIGNATURE_BYTES = 64;

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
// The EBML header's DocType element ID; its size (an EBML variable-length integer) and text follow.
const DOCTYPE_ID = [0x42, 0x82];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const QUICKTIME_BRAND = 'qt  ';

function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  outer: for (let i = from; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The container of a file by its first SIGNATURE_BYTES bytes, or null when it is neither MP4 nor WebM. */
export function sniffVideoContainer(head: Uint8Array): VideoContainer | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const boxSize = (head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3];
    if (boxSize < 16) return null;
    return ascii(head, 8, 12) === QUICKTIME_BRAND ? null : 'mp4';
  }
  if (EBML.every((b, i) => head[i] === b)) return ebmlDocType(head) === 'webm' ? 'webm' : null;
  return null;
}

/** The DocType text of an EBML header ('webm', 'matroska'), or null when it is not in these bytes. */
function ebmlDocType(head: Uint8Array): string | null {
  const at = indexOf(head, DOCTYPE_ID, 4);
  if (at === -1 || at + 2 >= head.length) return null;
  // A vint: the count of leading zero bits of its first byte gives its length (1 to 8 bytes).
  const first = head[at + 2];
  if (first === 0) return null;
  const width = Math.clz32(first) - 23;
  let size = first & (0xff >> width);
  for (let i = 1; i < width; i++) size = size * 256 + (head[at + 2 + i] ?? 0);
  const from = at + 2 + width;
  if (size > 16 || from + size > head.length) return null;
  return ascii(head, from, from + size).replace(/\0+$/, '');
}

/** Codecs a browser plays in our containers: H.264 in MP4; VP8, VP9 or AV1 in WebM (AV1 in MP4 too). */
const PLAYABLE: Record<VideoContainer, readonly string[]> = { mp4: ['avc', 'av1'], webm: ['vp8', 'vp9', 'av1'] };

export const CODEC_NAMES: Record<string, string> = { avc: 'H.264', vp8: 'VP8', vp9: 'VP9', av1: 'AV1', hevc: 'H.265 (HEVC)' };

/** Whether a probed video track's codec (mediabunny's names: avc, vp8, vp9, av1, hevc…) is served in this container. */
export function isPlayableCodec(container: VideoContainer, codec: string | null | undefined): boolean {
  return Boolean(codec && PLAYABLE[container].includes(codec));
}
