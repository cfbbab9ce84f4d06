import { createTradeInLead } from '#src/db/queries/leads/trade-ins';
import { endpoint, fail } from '#src/server/endpoint';
import { json, validationError } from '#src/server/http';
import { ImageError, storePrivateImage } from '#src/server/images';
import type { StoredPrivateImage } from '#src/lib/images';
import { notifyNewLead } from '#src/server/leads/notify-new-lead';
import { deleteTradeInPhotoFiles, tradeInPhotoDir } from '#src/server/leads/photo-store';
import {
  LEAD_RECEIVED,
  findLeadVehicle,
  honeypotAnswer,
  isForeignKeyError,
  refuseIfLimited,
  vehicleGone,
} from '#src/server/leads/public-post';
import { publicPostLimiters, tooManyPosts, tradeInPhotoLimiter } from '#src/server/public-rate-limit';
import { INVALID_TYPE_MESSAGE, MAX_IMAGE_BYTES, displayFileName, fileSizeError, sniffImageType } from '#src/server/upload-validation';
import { MAX_TRADE_IN_PHOTOS } from '#src/lib/leads/options';
import { tradeInLeadSchema } from '#src/lib/validation/leads';

const limiter = publicPostLimiters.tradeIn;
/** Six photos of 5 MB, plus room for the form fields and multipart boundaries (src/server/serve/body-limit.ts holds the same). */
const MAX_REQUEST_BYTES = MAX_TRADE_IN_PHOTOS * MAX_IMAGE_BYTES + 256 * 1024;
const photosError = (message: string) => fail('invalid', message, { errors: { photos: message } });

/** The form's fields: the `lead` part, JSON parsed by tradeInLeadSchema. */
function readFields(form: FormData) {
  const raw = form.get('lead');
  try {
    return typeof raw === 'string' ? tradeInLeadSchema.safeParse(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The /sell-or-trade form: multipart with `lead` (the form's fields as JSON)
 * and up to six `photos`. Everything is checked before anything is stored;
 * photos are re-encoded like staff uploads and kept out of the public media
 * folder, and go again if the lead cannot be saved.
 */
export const POST = endpoint(
  {
    access: 'public',
    summary: 'Send a trade-in appraisal request with photos',
    response: { status: 201, description: "`{ id, message: 'Request received' }`" },
    multipartFields: {
      lead: "The form's fields as JSON (the trade-in lead schema)",
      photos: 'Up to six photos (JPEG, PNG or WebP, 5 MB each)',
    },
    body: 'multipart',
    maxBytes: MAX_REQUEST_BYTES,
    tooLarge: `The photos are too large: at most ${MAX_TRADE_IN_PHOTOS} photos of 5MB each.`,
  },
  async ({ body: form, clientAddress }) => {
    const limited = refuseIfLimited(limiter, clientAddress);
    if (limited) return limited;
    const parsed = readFields(form);
    if (!parsed) return fail('invalid', 'The "lead" field must hold the form as JSON.');
    if (!parsed.success) return validationError(parsed.error.issues);

    const entries = form.getAll('photos');
    if (entries.some((e) => typeof e === 'string')) return photosError('Photos must be image files.');
    const files = entries as File[];
    if (files.length > MAX_TRADE_IN_PHOTOS) return photosError(`Please add at most ${MAX_TRADE_IN_PHOTOS} photos.`);
    const sizeError = files.map(fileSizeError).find(Boolean);
    if (sizeError) return photosError(sizeError);
    const buffers: Buffer[] = [];
    for (const file of files) {
      const buffer = Buffer.from(await file.arrayBuffer());
      if (!sniffImageType(buffer.subarray(0, 16)))
        return photosError(`${displayFileName(file.name)}: please add JPEG, PNG or WebP photos.`);
      buffers.push(buffer);
    }

    limiter.hit(clientAddress);
    const { website, ...input } = parsed.data;
    if (website?.trim()) return honeypotAnswer();
    if (input.vehicleId != null && !findLeadVehicle(input.vehicleId)) return vehicleGone();
    if (buffers.length) {
      if (tradeInPhotoLimiter.isLimited(clientAddress)) return tooManyPosts(tradeInPhotoLimiter, clientAddress);
      let over = false;
      for (let i = 0; i < buffers.length; i++) over = tradeInPhotoLimiter.hit(clientAddress) || over;
      if (over) return tooManyPosts(tradeInPhotoLimiter, clientAddress);
    }

    const stored: StoredPrivateImage[] = [];
    try {
      for (const buffer of buffers) stored.push(await storePrivateImage(buffer, tradeInPhotoDir()));
    } catch (error) {
      await deleteTradeInPhotoFiles(stored.map((s) => s.name));
      if (!(error instanceof ImageError)) throw error;
      const name = displayFileName(files[stored.length].name);
      return photosError(error.code === 'too-large' ? `${name}: ${error.message}` : `${name}: ${INVALID_TYPE_MESSAGE.toLowerCase()}.`);
    }

    try {
      const { inquiry } = createTradeInLead(input, stored);
      void notifyNewLead('trade-in', inquiry.id);
      return json({ id: inquiry.id, message: LEAD_RECEIVED }, 201);
    } catch (error) {
      await deleteTradeInPhotoFiles(stored.map((s) => s.name));
      if (isForeignKeyError(error)) return vehicleGone();
      throw error;
    }
  },
);
