/** How a rating out of 5 is drawn. */
export type StarParts = { full: number; half: number; empty: number };

export const MAX_STARS = 5;

/**
 * Stars for a rating: whole stars full, one half star when the fraction is at
 * least .5, the rest empty, always 5 in all. The rating is clamped to 0..5;
 * NaN counts as 0.
 */
export function starParts(rating: number): StarParts {
  const r = Number.isNaN(rating) ? 0 : Math.min(MAX_STARS, Math.max(0, rating));
  const full = Math.floor(r);
  const half = r - full >= 0.5 ? 1 : 0;
  return { full, half, empty: MAX_STARS - full - half };
}
