import { othersThan } from '#src/lib/personalisation/recently-viewed';
import { $recentlyViewed, dropRecentlyViewed } from '#src/islands/stores/personalisation';
import { fetchCards, SKELETON_CARD, cardItemHtml } from './recently-viewed-card';

// Re-exported so the recommended block shares this chunk instead of adding one of its own.
export { fetchCards, SKELETON_CARD, cardItemHtml };

/** Fills each [data-recently-viewed] block from the store, and again whenever the list or the consent changes. */
export function mountRecentlyViewed(): void {
  for (const section of document.querySelectorAll<HTMLElement>('[data-recently-viewed]')) {
    const grid = section.querySelector<HTMLElement>('[data-cards]')!;
    const current = Number(section.dataset.currentVehicle) || undefined;
    const limit = Number(section.dataset.limit) || 4;
    let shown = '';
    let run = 0;
    $recentlyViewed.subscribe(async (list) => {
      const ids = othersThan(list, current, limit);
      const key = ids.join(',');
      if (key === shown) return;
      const mine = ++run;
      if (!ids.length) {
        shown = key;
        section.hidden = true;
        return;
      }
      section.hidden = false;
      grid.setAttribute('aria-busy', 'true');
      grid.innerHTML = SKELETON_CARD.repeat(Math.min(4, limit));
      const cards = await fetchCards('ids', ids);
      if (mine !== run) return;
      shown = cards.map((c) => c.id).join(',');
      grid.innerHTML = cards.map((c) => cardItemHtml(c, { soldPrice: current ? 'Price Hidden' : 'Sold' })).join('');
      grid.setAttribute('aria-busy', 'false');
      section.hidden = !cards.length;
      // A vehicle that no longer exists drops out silently (not after a failed request: those return nothing).
      const found = new Set(cards.map((c) => c.id));
      if (cards.length) dropRecentlyViewed(ids.filter((id) => !found.has(id)));
    });
  }
}
