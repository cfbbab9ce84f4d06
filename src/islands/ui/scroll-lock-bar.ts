/**
 * Stands in for `react-remove-scroll-bar` (aliased in astro.config.mjs), which
 * Radix's dialogs, selects and menus use to lock the page's scroll. The
 * original writes a <style> element with the measured scrollbar width, which
 * our Content-Security-Policy refuses (only hashed <style> elements may run).
 * Here the rules are fixed in portal.css and the one measured figure goes on
 * <body> through the CSSOM, which the policy allows; the rest of
 * react-remove-scroll (wheel and touch blocking, focus shards) is unchanged.
 */
import { useEffect } from 'react';
import { fullWidthClassName, noScrollbarsClassName, removedBarSizeVariable, zeroRightClassName } from 'react-remove-scroll-bar/constants';

export { fullWidthClassName, noScrollbarsClassName, removedBarSizeVariable, zeroRightClassName };

const LOCK = 'data-scroll-locked';

/** The scrollbar's width (0 on phones and overlay scrollbars), as the original measures it. */
export function getGapWidth(): { left: number; top: number; right: number; gap: number } {
  if (typeof window === 'undefined') return { left: 0, top: 0, right: 0, gap: 0 };
  return { left: 0, top: 0, right: 0, gap: Math.max(0, window.innerWidth - document.documentElement.clientWidth) };
}

/** Locks the page's scroll while mounted; nested locks count up so the last one out unlocks. */
export function RemoveScrollBar(_props: { noRelative?: boolean; noImportant?: boolean; gapMode?: 'margin' | 'padding' }): null {
  useEffect(() => {
    const body = document.body;
    const count = Number.parseInt(body.getAttribute(LOCK) ?? '0', 10) || 0;
    if (count === 0) body.style.setProperty(removedBarSizeVariable, `${getGapWidth().gap}px`);
    body.setAttribute(LOCK, String(count + 1));
    return () => {
      const left = (Number.parseInt(body.getAttribute(LOCK) ?? '0', 10) || 0) - 1;
      if (left > 0) return body.setAttribute(LOCK, String(left));
      body.removeAttribute(LOCK);
      body.style.removeProperty(removedBarSizeVariable);
    };
  }, []);
  return null;
}
