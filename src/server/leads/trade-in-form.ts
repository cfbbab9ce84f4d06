import type { StoredPrivateImage } from '#src/lib/images';
import { MAX_TRADE_IN_PHOTOS } from '#src/lib/leads/options';
import { tradeInLeadSchema, type TradeInLeadInput } from '#src/lib/validation/leads';
import { fail, type ApiFailure } from '#src/server/endpoint';
import { validationError } from '#src/server/http/api-response';
import type { MultipartLimits } from '#src/server/http/multipart-stream';
import { ImageError, storePrivateImage } from '#src/server/media/images';
import { publicPostLimiters, tooManyPosts, tradeInPhotoLimiter } from '#src/server/http/public-rate-limit';
import { clientKey } from '#src/lib/net/client-key';
import { INVALID_TYPE_MESSAGE, MAX_IMAGE_BYTES, displayFileName, fileSizeError, sniffImageType } from '#src/server/media/upload-validation';
import { deleteTradeInPhotoFiles, tradeInPhotoDir } from './photo-store';

/**
 * The /sell-or-trade form's multipart body: `lead` (the form's fields as JSON,
 * parsed by tradeInLeadSchema) and up to six `photos`. Everything is checked
 * before anything is stored; the photos are stored (re-encoded like staff
 * uploads, outside the public media folder) only once the lead is accepted.
 */

/** Six photos of 5 MB, plus room for the form fields and multipart boundaries (src/server/http/body-limit.ts holds the same). */
const FIELDS_BYTES = 256 * 1024;
export const MAX_TRADE_IN_REQUEST_BYTES = MAX_TRADE_IN_PHOTOS * MAX_IMAGE_BYTES + FIELDS_BYTES;
export const TRADE_IN_TOO_LARGE = `The photos are too large: at most ${MAX_TRADE_IN_PHOTOS} photos of 5MB each.`;

/** The multipart limits checked while the body arrives (src/server/http/multipart-stream.ts): the form's own messages. */
export const TRADE_IN_MULTIPART_LIMITS: MultipartLimits = {
  field: 'photos',
  files: MAX_TRADE_IN_PHOTOS,
  fileBytes: MAX_IMAGE_BYTES,
  tooManyFiles: `Please add at most ${MAX_TRADE_IN_PHOTOS} photos.`,
  tooLargeFile: (name) => `File too large: ${displayFileName(name)} exceeds the 5MB limit`,
};

export type TradeInPost = TradeInLeadInput & { photos: { name: string; buffer: Buffer }[] };

const photosError = (message: string) => fail('invalid', message, { errors: { photos: message } });

/**
 * What refuses a trade-in post before its body is read: the client's post window
 * (the pipeline counts it later) or its hourly photo window is used up, keyed as
 * one client per IPv6 /64. The declared length is checked by the endpoint wrapper
 * (maxBytes) and, before Astro, by the server (serve/body-limit.ts).
 */
export function tradeInRefusal(clientAddress: string, headers: Headers): ApiFailure | undefined {
  const client = clientKey(clientAddress);
  if (publicPostLimiters.tradeIn.isLimited(client)) return tooManyPosts(publicPostLimiters.tradeIn, client);
  // A body longer than the fields can be carries photos: refused unread once the photo window is used up
  // (a post without photos still goes through, as it did).
  const carriesPhotos = Number(headers.get('content-length') ?? 0) > FIELDS_BYTES;
  if (carriesPhotos && tradeInPhotoLimiter.isLimited(client)) return tooManyPosts(tradeInPhotoLimiter, client);
  return undefined;
}

/** The fields and the photos' bytes, or the 400 naming what is wrong. */
export async function readTradeInForm(form: FormData): Promise<TradeInPost | ApiFailure> {
  const raw = form.get('lead');
  let parsed;
  try {
    parsed = typeof raw === 'string' ? tradeInLeadSchema.safeParse(JSON.parse(raw)) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed) return fail('invalid', 'The "lead" field must hold the form as JSON.');
  if (!parsed.success) return validationError(parsed.error.issues);
  return withTradeInPhotos(parsed.data, form);
}

/** The parsed fields with the form's `photos` read and checked by their bytes, or the 400 naming `photos`. */
export async function withTradeInPhotos(fields: TradeInLeadInput, form: FormData | URLSearchParams): Promise<TradeInPost | ApiFailure> {
  // A form posted without JavaScript sends a nameless empty part when no photo was chosen (read as '' or an empty file).
  const entries = form.getAll('photos').filter((e) => (typeof e === 'string' ? e !== '' : !(e.size === 0 && e.name === '')));
  if (form instanceof URLSearchParams) return entries.length ? photosError('Photos must be image files.') : { ...fields, photos: [] };
  if (entries.some((e) => typeof e === 'string')) return photosError('Photos must be image files.');
  const files = entries as File[];
  if (files.length > MAX_TRADE_IN_PHOTOS) return photosError(`Please add at most ${MAX_TRADE_IN_PHOTOS} photos.`);
  const sizeError = files.map(fileSizeError).find(Boolean);
  if (sizeError) return photosError(sizeError);
  const photos: TradeInPost['photos'] = [];
  for (const file of files) {
    const buffer = Buffer.from(await file.arrayBuffer());
    if (!sniffImageType(buffer.subarray(0, 16))) return photosError(`${displayFileName(file.name)}: please add JPEG, PNG or WebP photos.`);
    photos.push({ name: file.name, buffer });
  }
  return { ...fields, photos };
}

/**
 * Counts the photos against the hourly photo window, then stores them (each is
 * decoded and re-encoded). A refusal stores nothing; a photo that cannot be
 * decoded takes the ones stored before it away again.
 */
export async function storeTradeInPhotos(post: TradeInPost, clientAddress: string): Promise<StoredPrivateImage[] | ApiFailure> {
  if (post.photos.length) {
    if (tradeInPhotoLimiter.isLimited(clientAddress)) return tooManyPosts(tradeInPhotoLimiter, clientAddress);
    let over = false;
    for (let i = 0; i < post.photos.length; i++) over = tradeInPhotoLimiter.hit(clientAddress) || over;
    if (over) return tooManyPosts(tradeInPhotoLimiter, clientAddress);
  }
  const stored: StoredPrivateImage[] = [];
  try {
    for (const photo of post.photos) stored.push(await storePrivateImage(photo.buffer, tradeInPhotoDir()));
  } catch (error) {
    await discardTradeInPhotos(stored);
    if (!(error instanceof ImageError)) throw error;
    const name = displayFileName(post.photos[stored.length].name);
    return photosError(error.code === 'too-large' ? `${name}: ${error.message}` : `${name}: ${INVALID_TYPE_MESSAGE.toLowerCase()}.`);
  }
  return stored;
}

export const discardTradeInPhotos = (stored: readonly StoredPrivateImage[]) => deleteTradeInPhotoFiles(stored.map((s) => s.name));
