/**
 * A modal image lightbox in plain DOM (no framework: the vehicle page and the
 * gallery stay free of React until something else needs it). Built on
 * <dialog>.showModal(): the page behind becomes inert and Escape closes it.
 * Tab is kept inside; focus returns to the opener; page scroll is locked
 * while open. Previous/next and the arrow keys wrap around; the counter
 * reads 'n / total'.
 */
export type LightboxItem = {
  src: string;
  avifSrcset?: string;
  webpSrcset?: string;
  alt: string;
  caption?: string;
  title?: string;
};

export type Lightbox = { open(items: LightboxItem[], index: number): void };

/** The index after stepping `delta` from `index` among `count`, wrapping both ways. */
export const wrap = (index: number, delta: number, count: number) => (((index + delta) % count) + count) % count;

const ICONS = {
  prev: '<path d="m15 18-6-6 6-6"/>',
  next: '<path d="m9 18 6-6-6-6"/>',
  close: '<path d="M18 6 6 18M6 6l12 12"/>',
};
const icon = (name: keyof typeof ICONS, size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[name]}</svg>`;

const STEP_BUTTON = 'absolute top-1/2 -translate-y-1/2 border border-ivory/20 bg-ink/60 p-3 text-ivory hover:border-gold';

export function createLightbox(label: string, onChange?: (index: number) => void): Lightbox {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', label);
  dialog.className = 'lightbox m-0 h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-ivory backdrop:bg-ink/80';
  dialog.innerHTML = `
    <div class="flex h-full flex-col">
      <div class="flex items-center justify-between px-4 py-3 md:px-8 md:py-5">
        <p class="text-sm tracking-[0.2em] text-ivory/80" aria-live="polite" data-testid="lightbox-counter"></p>
        <button type="button" class="p-2 text-ivory/80 hover:text-ivory" aria-label="Close" data-close>${icon('close', 26)}</button>
      </div>
      <div class="relative flex min-h-0 flex-1 items-center justify-center px-2 md:px-20">
        <picture data-stage><source type="image/avif"><source type="image/webp"><img alt="" width="1600" height="1000" class="max-h-[calc(100dvh-10rem)] w-auto max-w-full object-contain" sizes="100vw"></picture>
        <button type="button" class="${STEP_BUTTON} left-2 md:left-6" aria-label="Previous image" data-prev>${icon('prev', 22)}</button>
        <button type="button" class="${STEP_BUTTON} right-2 md:right-6" aria-label="Next image" data-next>${icon('next', 22)}</button>
      </div>
      <p class="min-h-14 px-4 py-4 text-center text-sm text-ivory/75 md:px-8" data-caption></p>
    </div>`;
  document.body.append(dialog);

  const counter = dialog.querySelector<HTMLElement>('[data-testid="lightbox-counter"]')!;
  const caption = dialog.querySelector<HTMLElement>('[data-caption]')!;
  const [avif, webp] = Array.from(dialog.querySelectorAll('source'));
  const img = dialog.querySelector('img')!;
  const steps = dialog.querySelectorAll<HTMLElement>('[data-prev], [data-next]');
  let items: LightboxItem[] = [];
  let index = 0;
  let opener: HTMLElement | null = null;

  const render = () => {
    const item = items[index];
    counter.textContent = `${index + 1} / ${items.length}`;
    avif.srcset = item.avifSrcset ?? '';
    webp.srcset = item.webpSrcset ?? '';
    img.src = item.src;
    img.alt = item.alt;
    caption.replaceChildren();
    if (item.title) {
      const title = document.createElement('span');
      title.className = 'font-display text-lg text-ivory';
      title.textContent = item.title;
      caption.append(title, item.caption ? ` · ${item.caption}` : '');
    } else caption.textContent = item.caption ?? '';
    steps.forEach((b) => (b.hidden = items.length < 2));
    onChange?.(index);
  };
  const step = (delta: number) => {
    index = wrap(index, delta, items.length);
    render();
  };

  dialog.querySelector('[data-prev]')!.addEventListener('click', () => step(-1));
  dialog.querySelector('[data-next]')!.addEventListener('click', () => step(1));
  dialog.querySelector('[data-close]')!.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'Tab') {
      // showModal() makes the page inert, but Tab past the last control would leave for the browser's UI.
      const controls = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([hidden])'));
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (event.shiftKey && document.activeElement === first) (event.preventDefault(), last.focus());
      else if (!event.shiftKey && document.activeElement === last) (event.preventDefault(), first.focus());
    }
  });
  dialog.addEventListener('close', () => {
    document.documentElement.style.overflow = '';
    opener?.focus();
  });

  return {
    open(list, at) {
      if (!list.length) return;
      items = list;
      index = wrap(at, 0, list.length);
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      render();
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
      dialog.querySelector<HTMLElement>('[data-close]')!.focus();
    },
  };
}
