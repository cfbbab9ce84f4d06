import type { APIRoute } from 'astro';
import { createTradeInLead } from '../../../db/queries/leads/trade-ins';
import { jsonError, validationError } from '../../../lib/server/http';
import { ImageError, storePrivateImage, type StoredPrivateImage } from '../../../lib/server/images';
import { notifyNewLead } from '../../../lib/server/leads/notify-new-lead';
import { deleteTradeInPhotoFiles, tradeInPhotoDir } from '../../../lib/server/leads/photo-store';
import {
  LEAD_RECEIVED,
  VEHICLE_GONE,
  honeypotAnswer,
  isForeignKeyError,
  refuseIfLimited,
  vehicleOrError,
} from '../../../lib/server/leads/public-post';
import { publicPostLimiters, tooManyPosts, tradeInPhotoLimiter } from '../../../lib/server/public-rate-limit';
import {
  MAX_IMAGE_BYTES,
  INVALID_TYPE_MESSAGE,
  displayFileName,
  fileSizeError,
  sniffImageType,
} from '../../../lib/server/upload-validation';
import { MAX_TRADE_IN_PHOTOS } from '../../../lib/leads/options';
import { tradeInLeadSchema } from '../../../lib/validation/leads';

export const prerender = false;

const limiter = publicPostLimiters.tradeIn;
/** Six photos of 5 MB, plus room for the form fields and multipart boundaries. */
const MAX_REQUEST_BYTES = MAX_TRADE_IN_PHOTOS * MAX_IMAGE_BYTES + 256 * 1024;
const photosError = (message: string) => jsonError(400, message, { errors: { photos: message } });

/**
 * The /sell-or-trade form: multipart with `lead` (the form's fields as JSON,
 * parsed by tradeInLeadSchema) and up to six `photos`. Everything is checked
 * before anything is stored; photos are re-encoded like staff uploads and kept
 * out of the public media folder.
 */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = refuseIfLimited(limiter, clientAddress);
  if (limited) return limited;
  const declared = request.headers.get('content-length');
  if (declared === null) return jsonError(411, 'The request must declare its size (Content-Length).');
  if (Number(declared) > MAX_REQUEST_BYTES)
    return jsonError(413, `The photos are too large: at most ${MAX_TRADE_IN_PHOTOS} photos of 5MB each.`);
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? ''))
    return jsonError(415, 'Content-Type must be multipart/form-data');

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, 'The form could not be read.');
  }
  const raw = form.get('lead');
  let fields: unknown;
  try {
    fields = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    fields = undefined;
  }
  if (fields === undefined) return jsonError(400, 'The "lead" field must hold the form as JSON.');
  const parsed = tradeInLeadSchema.safeParse(fields);
  if (!parsed.success) return validationError(parsed.error.issues);

  const entries = form.getAll('photos');
  if (entries.some((e) => typeof e === 'string')) return photosError('Photos must be image files.');
  const files = (entries as File[]).filter((f) => f.size > 0 || f.name);
  if (files.length > MAX_TRADE_IN_PHOTOS) return photosError(`Please add at most ${MAX_TRADE_IN_PHOTOS} photos.`);
  const sizeError = files.map(fileSizeError).find(Boolean);
  if (sizeError) return photosError(sizeError);
  const buffers: Buffer[] = [];
  for (const file of files) {
    const buffer = Buffer.from(await file.arrayBuffer());
    if (!sniffImageType(buffer.subarray(0, 16))) return photosError(`${displayFileName(file.name)}: please add JPEG, PNG or WebP photos.`);
    buffers.push(buffer);
  }

  limiter.hit(clientAddress);
  const { website, ...input } = parsed.data;
  if (website?.trim()) return honeypotAnswer();
  const vehicle = vehicleOrError(input.vehicleId);
  if ('response' in vehicle) return vehicle.response;
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
    return Response.json({ id: inquiry.id, message: LEAD_RECEIVED }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    await deleteTradeInPhotoFiles(stored.map((s) => s.name));
    if (isForeignKeyError(error)) return jsonError(400, 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } });
    throw error;
  }
};
