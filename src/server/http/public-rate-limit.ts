import { DEALER } from '#src/lib/dealer';
import { config } from '#src/server/config';
import { fail, type ApiFailure } from './api-response';
import { RateLimiter } from './rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;

/** INQUIRY_RATE_LIMIT: accepted public posts per client address per 10 minutes (load tests raise it). */
const limit = config().INQUIRY_RATE_LIMIT;

/** One window per public form, so a burst of inquiries does not block a testimonial. */
export const publicPostLimiters = {
  inquiry: new RateLimiter(limit, TEN_MINUTES),
  testimonial: new RateLimiter(limit, TEN_MINUTES),
  tradeIn: new RateLimiter(limit, TEN_MINUTES),
  offer: new RateLimiter(limit, TEN_MINUTES),
  financing: new RateLimiter(limit, TEN_MINUTES),
  appointment: new RateLimiter(limit, TEN_MINUTES),
  delivery: new RateLimiter(limit, TEN_MINUTES),
  hold: new RateLimiter(limit, TEN_MINUTES),
};

/** Visitors' trade-in photos per client address per hour, counted per photo (each is decoded and re-encoded). */
export const TRADE_IN_PHOTOS_PER_HOUR = Math.max(24, limit);
export const tradeInPhotoLimiter = new RateLimiter(TRADE_IN_PHOTOS_PER_HOUR, 60 * 60 * 1000);

/** The 429 for a client address that used up its window. */
export function tooManyPosts(limiter: RateLimiter, key: string): ApiFailure {
  return fail('rate-limited', tooManyPostsMessage(limiter, key), {}, { 'Retry-After': String(limiter.retryAfterSeconds(key)) });
}

/** What a visitor reads when their window is used up (the API's 429 and the no-JS form say the same). */
export function tooManyPostsMessage(limiter: RateLimiter, key: string): string {
  const minutes = Math.max(1, Math.ceil(limiter.retryAfterSeconds(key) / 60));
  return `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us at ${DEALER.phone.display}.`;
}
