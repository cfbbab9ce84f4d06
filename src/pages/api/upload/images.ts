import { recordUploads, type NewMediaItem } from '#src/db/queries/media';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { ImageError, MAX_PIXELS_PER_UPLOAD, deleteStoredImage, measureImage, storeImage } from '#src/server/media/images';
import {
  INVALID_TYPE_MESSAGE,
  MAX_UPLOAD_REQUEST_BYTES,
  batchSizeError,
  displayFileName,
  fileSizeError,
  imageFileError,
} from '#src/server/media/upload-validation';
import { uploadedImagesAnswer } from '#src/lib/api-answers/media';

/**
 * Stores a batch of images: every file is checked (size, then type by its
 * bytes) before any is decoded, and one bad file rejects the whole batch.
 * Each is re-encoded by storeImage (metadata stripped, random name).
 */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Upload images',
    multipartFields: { files: 'Up to 20 images (JPEG, PNG or WebP, 5 MB each); one bad file rejects the batch' },
    body: 'multipart',
    maxBytes: MAX_UPLOAD_REQUEST_BYTES,
    tooLarge: 'The upload is too large: at most 20 images of 5MB each.',
    response: {
      status: 201,
      description: '`{ files: { url, width, height }[] }`, re-encoded with metadata stripped',
      schema: uploadedImagesAnswer,
    },
  },
  async ({ body: form, actor }) => {
    const entries = form.getAll('images');
    if (entries.some((e) => typeof e === 'string'))
      return fail('invalid', 'The "images" field must hold files.', { errors: { images: 'The "images" field must hold files' } });
    const files = entries as File[];
    const countError = batchSizeError(files.length);
    if (countError) return fail('invalid', countError, { errors: { images: countError } });

    const buffers: Buffer[] = [];
    // Every size first, so a batch with one oversized file is refused before any file is read.
    const sizeError = files.map(fileSizeError).find(Boolean);
    if (sizeError) return fail('invalid', sizeError, { errors: { images: sizeError } });
    for (const file of files) {
      const buffer = Buffer.from(await file.arrayBuffer());
      const error = imageFileError(file, buffer.subarray(0, 16));
      if (error) return fail('invalid', error, { errors: { images: error } });
      buffers.push(buffer);
    }

    // The whole batch's pixels, read from the headers before anything is decoded (see MAX_PIXELS_PER_UPLOAD).
    let pixels = 0;
    for (const [i, buffer] of buffers.entries()) {
      try {
        const { width, height } = await measureImage(buffer);
        pixels += width * height;
      } catch (error) {
        if (!(error instanceof ImageError)) throw error;
        const message = error.code === 'too-large' ? `${displayFileName(files[i].name)}: ${error.message}` : INVALID_TYPE_MESSAGE;
        return fail('invalid', message, { errors: { images: message } });
      }
    }
    if (pixels > MAX_PIXELS_PER_UPLOAD) {
      const message = `These images hold ${Math.round(pixels / 1_000_000)} megapixels together; one upload takes at most ${MAX_PIXELS_PER_UPLOAD / 1_000_000}. Send them in smaller batches.`;
      return fail('too-large', message, { errors: { images: message } });
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
      return fail('invalid', message, { errors: { images: message } });
    }

    try {
      recordUploads(stored, actor);
    } catch (error) {
      await Promise.allSettled(stored.map((s) => deleteStoredImage(s.url)));
      throw error;
    }
    return json({ files: stored.map(({ url, width, height }) => ({ url, width, height })) }, 201);
  },
);
