/** Hero timing (spec section 9): advance every 5 s; the 1 s fade is CSS. */
export const HERO_INTERVAL_MS = 5000;

/** The slide after stepping `delta` from `index` among `count`, wrapping both ways. */
export function wrapIndex(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}

/**
 * Drives a server-rendered hero: [data-hero-slide] children, prev/next/pause
 * buttons and a counter. Auto-advance stops while the pointer is over the hero
 * or focus is inside it, when paused by the button, and altogether when the
 * visitor prefers reduced motion.
 */
export function startHeroSlider(root: HTMLElement): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-hero-slide]'));
  const counter = root.querySelector<HTMLElement>('[data-hero-counter]');
  const track = root.querySelector<HTMLElement>('[data-hero-track]');
  const pauseButton = root.querySelector<HTMLButtonElement>('[data-hero-pause]');
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  let index = 0;
  let hovered = false;
  let focused = false;
  let paused = reduced.matches;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** Lets a slide render (opacity 0) so its image loads before its turn. */
  const prepare = (slide: HTMLElement | undefined) => {
    if (!slide || slide.hasAttribute('data-ready')) return;
    slide.setAttribute('data-ready', '');
    slide.querySelector('img')?.setAttribute('loading', 'eager');
  };

  const show = (next: number) => {
    const target = slides[next];
    if (target && !target.hasAttribute('data-ready')) {
      prepare(target);
      // One frame at opacity 0 first, so the fade runs.
      void target.offsetWidth;
    }
    index = next;
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.toggleAttribute('data-active', active);
      slide.toggleAttribute('inert', !active);
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    if (counter) counter.textContent = `${index + 1} / ${slides.length}`;
    root.dataset.index = String(index);
  };

  const schedule = () => {
    clearInterval(timer);
    timer = undefined;
    const running = !paused && !hovered && !focused && slides.length > 1;
    root.toggleAttribute('data-paused', paused);
    pauseButton?.setAttribute('aria-label', paused ? 'Play slideshow' : 'Pause slideshow');
    // A live region only while the visitor drives the slides, never during auto-advance.
    track?.setAttribute('aria-live', running ? 'off' : 'polite');
    if (running) timer = setInterval(() => show(wrapIndex(index, 1, slides.length)), HERO_INTERVAL_MS);
  };

  root.querySelector('[data-hero-prev]')?.addEventListener('click', () => {
    show(wrapIndex(index, -1, slides.length));
    schedule();
  });
  root.querySelector('[data-hero-next]')?.addEventListener('click', () => {
    show(wrapIndex(index, 1, slides.length));
    schedule();
  });
  pauseButton?.addEventListener('click', () => {
    paused = !paused;
    schedule();
  });
  root.addEventListener('pointerenter', () => ((hovered = true), schedule()));
  root.addEventListener('pointerleave', () => ((hovered = false), schedule()));
  root.addEventListener('focusin', () => ((focused = true), schedule()));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) ((focused = false), schedule());
  });
  reduced.addEventListener('change', () => ((paused = reduced.matches), schedule()));
  document.addEventListener('visibilitychange', () => (document.hidden ? clearInterval(timer) : schedule()));
  show(0);
  schedule();
  // After the page has settled, let the other slides load ahead of their turn.
  const warm = () => slides.forEach(prepare);
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void }).requestIdleCallback;
  const later = () => setTimeout(() => (idle ? idle(warm, { timeout: 2000 }) : warm()), 1500);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
