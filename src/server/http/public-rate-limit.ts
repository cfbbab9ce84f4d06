import { config } from '#src/server/config';
import type { ApiFailure } from './api-response';
import { RateLimiter, tooManyMessage, tooManyRequests } from './rate-limit';

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

/** The 429 for a client address that used up its window (the lead pipeline's own check, shared with the no-JS forms). */
export const tooManyPosts = (limiter: RateLimiter, key: string): ApiFailure => tooManyRequests(limiter, key);

export const tooManyPostsMessage = tooManyMessage;
