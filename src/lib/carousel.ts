/** Hero timing (spec section 9): advance every 5 s; the 1 s fade is CSS. */
export const HERO_INTERVAL_MS = 5000;

/** The slide after stepping `delta` from `index` among `count`, wrapping both ways. */
export function wrapIndex(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}

/** Shortest horizontal travel, in CSS pixels, that counts as a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * The step a touch gesture asks for: +1 (next) for a swipe to the left, -1
 * for a swipe to the right, 0 for a tap, a short drag or a mostly vertical
 * movement (the visitor is scrolling the page).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
