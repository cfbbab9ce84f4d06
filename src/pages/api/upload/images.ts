import type { APIRoute } from 'astro';
import { recordUploads, type NewMediaItem } from '../../../db/queries/media';
import { actorOf } from '../../../db/queries/vehicles';
import { guard } from '../../../lib/server/auth/guard';
import { json, jsonError } from '../../../lib/server/http';
import { ImageError, deleteStoredImage, storeImage } from '../../../lib/server/images';
import {
  INVALID_TYPE_MESSAGE,
  MAX_UPLOAD_REQUEST_BYTES,
  batchSizeError,
  displayFileName,
  fileSizeError,
  imageFileError,
} from '../../../lib/server/upload-validation';

export const prerender = false;

/**
 * Stores a batch of images: every file is checked (size, then type by its
 * bytes) before any is decoded, and one bad file rejects the whole batch.
 * Each is re-encoded by storeImage (metadata stripped, random name).
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;

  // Refuse an oversized body before reading it; without a length the size is unknown, so refuse that too.
  const declared = request.headers.get('content-length');
  if (declared === null) return jsonError(411, 'The upload must declare its size (Content-Length).');
  if (Number(declared) > MAX_UPLOAD_REQUEST_BYTES) return jsonError(413, 'The upload is too large: at most 20 images of 5MB each.');
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    return jsonError(415, 'Content-Type must be multipart/form-data');
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, 'The upload could not be read as multipart form data.');
  }
  const entries = form.getAll('images');
  if (entries.some((e) => typeof e === 'string'))
    return jsonError(400, 'The "images" field must hold files.', { errors: { images: 'The "images" field must hold files' } });
  const files = entries as File[];
  const countError = batchSizeError(files.length);
  if (countError) return jsonError(400, countError, { errors: { images: countError } });

  const buffers: Buffer[] = [];
  // Every size first, so a batch with one oversized file is refused before any file is read.
  const sizeError = files.map(fileSizeError).find(Boolean);
  if (sizeError) return jsonError(400, sizeError, { errors: { images: sizeError } });
  for (const file of files) {
    const buffer = Buffer.from(await file.arrayBuffer());
    const error = imageFileError(file, buffer.subarray(0, 16));
    if (error) return jsonError(400, error, { errors: { images: error } });
    buffers.push(buffer);
  }

  const stored: NewMediaItem[] = [];
  try {
    for (const [i, buffer] of buffers.entries()) {
      const originalName = displayFileName(files[i].name);
      stored.push({ ...(await storeImage(buffer, { originalName })), originalName });
    }
  } catch (error) {
    // One file failed: drop what this batch already wrote, so a refused batch leaves nothing behind.
    await Promise.allSettled(stored.map((s) => deleteStoredImage(s.url)));
    if (!(error instanceof ImageError)) throw error;
    // A valid signature sharp cannot decode is not an image; an image over the pixel limit says so.
    const message = error.code === 'too-large' ? `${displayFileName(files[stored.length].name)}: ${error.message}` : INVALID_TYPE_MESSAGE;
    return jsonError(400, message, { errors: { images: message } });
  }

  try {
    recordUploads(stored, actorOf(locals.user!));
  } catch (error) {
    await Promise.allSettled(stored.map((s) => deleteStoredImage(s.url)));
    throw error;
  }
  return json({ files: stored.map(({ url, width, height }) => ({ url, width, height })) }, 201);
};
