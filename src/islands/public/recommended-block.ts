import { hasConsented } from '#src/lib/personalisation/consent';
import { rankRecommendations } from '#src/lib/personalisation/recommend';
import { $consent, $recentlyViewed, getPopular } from '#src/islands/stores/personalisation';
import { fetchCards, SKELETON_CARD, cardItemHtml } from './recently-viewed-block';

/** Turns the featured block into Recommended For You for visitors who consented and have a history. */
export function mountRecommended(): void {
  const section = document.querySelector<HTMLElement>('[data-recommended]')!;
  const grid = section.querySelector<HTMLElement>('[data-cards]')!;
  const title = section.querySelector<HTMLElement>('[data-rec-title]')!;
  const eyebrow = section.querySelector<HTMLElement>('[data-rec-eyebrow]')!;
  const note = section.querySelector<HTMLElement>('[data-rec-note]')!;
  const featured = { html: grid.innerHTML, title: title.textContent, eyebrow: eyebrow.textContent, hidden: section.hidden };
  let run = 0;

  const showFeatured = () => {
    grid.innerHTML = featured.html;
    title.textContent = featured.title;
    eyebrow.textContent = featured.eyebrow;
    note.hidden = true;
    section.hidden = featured.hidden;
  };

  const render = async () => {
    const mine = ++run;
    const popular = getPopular();
    const recent = $recentlyViewed.get();
    const seedIds = [...new Set([...popular.map((p) => p.id), ...recent])].slice(0, 20);
    if (!hasConsented($consent.get()) || !seedIds.length) return showFeatured();
    section.hidden = false;
    grid.setAttribute('aria-busy', 'true');
    grid.innerHTML = SKELETON_CARD.repeat(4);
    const [seeds, related] = await Promise.all([fetchCards('ids', seedIds), fetchCards('like', seedIds)]);
    if (mine !== run) return;
    grid.setAttribute('aria-busy', 'false');
    const picks = rankRecommendations({ popular, recent, seeds: new Map(seeds.map((c) => [c.id, c])), related });
    if (!picks.length) return showFeatured();
    title.textContent = 'Recommended For You';
    eyebrow.textContent = 'For you';
    note.hidden = false;
    // Spec, home section 6: every recommended card carries the 'Popular' badge, whatever brought it here.
    grid.innerHTML = picks.map((p) => cardItemHtml(p.card, { popular: true })).join('');
  };

  let last = '';
  const maybeRender = () => {
    const key = JSON.stringify([$consent.get(), $recentlyViewed.get()]);
    if (key !== last) void render();
    last = key;
  };
  $consent.listen(maybeRender);
  $recentlyViewed.subscribe(maybeRender);
}
