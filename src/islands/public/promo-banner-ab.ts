import { getAbVariant, recordAbConversion, recordAbView } from '#src/islands/stores/personalisation';

/** Shows the visitor's variant (swapping in the other if the server guessed A), counts the view and clicks. */
export function mountPromoBanner(): void {
  const box = document.querySelector<HTMLElement>('[data-promo-ab]')!;
  const alt = document.querySelector<HTMLTemplateElement>('template[data-promo-alt]');
  const variant = getAbVariant();
  if (variant !== box.dataset.variant && alt) {
    const rendered = box.innerHTML;
    box.replaceChildren(alt.content.cloneNode(true));
    alt.innerHTML = rendered;
    box.dataset.variant = variant;
  }
  recordAbView(variant);
  box.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) recordAbConversion();
  });
}
