/**
 * Checks on uploaded images before they are decoded. The type is decided by
 * the file's first bytes (its magic number): the name's extension and the
 * declared content type come from the client and are not trusted.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 20;
/** Whole-request ceiling: a full batch plus room for multipart headers and boundaries. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGES_PER_UPLOAD * MAX_IMAGE_BYTES + 1024 * 1024;

export type ImageType = 'jpeg' | 'png' | 'webp';

export const INVALID_TYPE_MESSAGE = 'Invalid file type: not a supported image type';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // 'RIFF'
const WEBP = [0x57, 0x45, 0x42, 0x50]; // 'WEBP' at offset 8, after the chunk size

/** The image type its bytes announce, or null (12 bytes are enough to decide). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/** A file name fit to quote in a message: its last path part, control characters dropped, at most 100 characters. */
export function displayFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(0, 100);
}

/** Why this batch size is refused, or null when it is fine. */
export function batchSizeError(count: number): string | null {
  if (count === 0) return 'No images were sent: add one or more files in the "images" field.';
  if (count > MAX_IMAGES_PER_UPLOAD) return `Too many files: at most ${MAX_IMAGES_PER_UPLOAD} images per upload.`;
  return null;
}

/** Why one file's size is refused (empty, or over 5 MB), or null. Known from the multipart headers, before reading it. */
export function fileSizeError(file: { name: string; size: number }): string | null {
  const name = displayFileName(file.name);
  if (file.size === 0) return `Empty file: ${name} has no content`;
  if (file.size > MAX_IMAGE_BYTES) return `File too large: ${name} exceeds the 5MB limit`;
  return null;
}

/** Why one file is refused (size first, then type by its first bytes), or null when it may be decoded. */
export function imageFileError(file: { name: string; size: number }, head: Uint8Array): string | null {
  return fileSizeError(file) ?? (sniffImageType(head) ? null : INVALID_TYPE_MESSAGE);
}
