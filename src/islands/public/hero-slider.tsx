import { useCallback, useEffect, useRef, useState } from 'react';
import { HERO_INTERVAL_MS, swipeStep, wrapIndex } from '#src/lib/carousel';
import { IslandIcon } from './icons';

/** One slide with its picture sources (computed on the server from the site artwork). */
export type HeroSlideView = {
  eyebrow: string;
  title: string;
  subtitle: string;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
  alt: string;
  image: { src: string; avifSrcset?: string; webpSrcset?: string; width: number; height: number };
};

const SIZES = '100vw';
const CTA = 'eyebrow px-5 py-3.5 tracking-[0.2em] transition-colors md:px-7 md:py-4 md:tracking-[0.28em]';
const HEADING = 'mt-3 max-w-2xl font-display text-[2.4rem] leading-[1.02] font-medium md:text-7xl';

/**
 * Home section 1. Every slide is rendered on the server (crawlable; the first
 * is the page's largest paint and all a visitor without JavaScript sees).
 * Once hydrated it fades between them: every 5 s with wrap-around, 1 s fade
 * (CSS), previous/next, swipe, pausing on hover and focus, a pause button,
 * and never on its own under reduced motion.
 */
export default function HeroSlider({ slides }: { slides: HeroSlideView[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Slides allowed to render (their images load); the first only until the page has settled.
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set([0]));
  // null until the visitor presses pause or play: paused under reduced motion, playing otherwise.
  const [paused, setPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced, setReduced] = useState(false);
  const [hidden, setHidden] = useState(false);
  const root = useRef<HTMLElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const show = useCallback(
    (next: number) => {
      if (ready.has(next)) return setIndex(next);
      // A slide not rendered yet gets one frame at opacity 0 first, so the fade runs.
      setReady((r) => new Set(r).add(next));
      requestAnimationFrame(() => setIndex(next));
    },
    [ready],
  );
  const step = (delta: number) => show(wrapIndex(index, delta, count));

  useEffect(() => {
    const motion = matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => setReduced(motion.matches);
    const onVisibility = () => setHidden(document.hidden);
    onMotion();
    motion.addEventListener('change', onMotion);
    document.addEventListener('visibilitychange', onVisibility);
    // After the page has settled, let the other slides load ahead of their turn.
    const warm = () => setReady(new Set(slides.map((_, i) => i)));
    const timer = setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(warm, { timeout: 2000 }) : warm()), 1500);
    return () => {
      clearTimeout(timer);
      motion.removeEventListener('change', onMotion);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [slides]);

  const manualPause = paused ?? reduced;
  const running = !manualPause && !hovered && !focused && !hidden && count > 1;
  useEffect(() => {
    if (!running) return;
    // Restarted by every change of slide, so a manual step gets its full 5 s too.
    const timer = setInterval(() => show(wrapIndex(index, 1, count)), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count, index, show]);

  return (
    <section
      ref={root}
      className="hero relative h-[500px] overflow-hidden bg-ink text-ivory md:h-[600px]"
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-hero
      data-index={index}
      data-paused={manualPause ? '' : undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node | null) && setFocused(false)}
      onTouchStart={(e) => (touch.current = { x: e.touches[0].clientX, y: e.touches[0].clientY })}
      onTouchEnd={(e) => {
        const start = touch.current;
        touch.current = null;
        if (!start) return;
        const delta = swipeStep(e.changedTouches[0].clientX - start.x, e.changedTouches[0].clientY - start.y);
        if (delta) step(delta);
      }}
    >
      {/* A live region only while the visitor drives the slides, never during auto-advance. */}
      <div className="absolute inset-0" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          const Heading = i === 0 ? 'h1' : 'h2';
          return (
            <div
              key={slide.title}
              className="hero-slide absolute inset-0"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              data-hero-slide
              data-active={active ? '' : undefined}
              data-ready={ready.has(i) ? '' : undefined}
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              <picture>
                <source type="image/avif" srcSet={slide.image.avifSrcset} sizes={SIZES} />
                <source type="image/webp" srcSet={slide.image.webpSrcset} sizes={SIZES} />
                <img
                  src={slide.image.src}
                  alt={slide.alt}
                  width={slide.image.width}
                  height={slide.image.height}
                  loading={i === 0 || ready.has(i) ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  className="absolute inset-0 size-full object-cover object-[72%_50%] md:object-center"
                />
              </picture>
              <div className="absolute inset-0 bg-gradient-to-r from-ink/90 via-ink/55 to-ink/5 max-md:bg-gradient-to-t max-md:from-ink/95 max-md:via-ink/60" />
              <div className="hero-copy container-page relative flex h-full flex-col justify-end pb-24 md:justify-center md:pb-0">
                <p className="eyebrow text-gold">{slide.eyebrow}</p>
                <Heading className={HEADING}>{slide.title}</Heading>
                <p className="mt-4 max-w-xl text-[15px] leading-relaxed text-ivory/80 md:mt-5 md:text-lg">{slide.subtitle}</p>
                <div className="mt-7 flex flex-wrap gap-3 md:mt-8">
                  <a href={slide.primary.href} className={`${CTA} bg-gold text-ink hover:bg-gold-light`}>
                    {slide.primary.label}
                  </a>
                  <a href={slide.secondary.href} className={`${CTA} border border-ivory/40 text-ivory hover:border-ivory`}>
                    {slide.secondary.label}
                  </a>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="container-page pointer-events-none absolute inset-x-0 bottom-5 z-10 flex items-center justify-end gap-2 md:bottom-10">
        <button
          type="button"
          className="hero-btn pointer-events-auto"
          aria-label={manualPause ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setPaused(!manualPause)}
          data-hero-pause
        >
          {manualPause ? (
            <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
          ) : (
            <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
            </svg>
          )}
        </button>
        <button type="button" className="hero-btn pointer-events-auto" aria-label="Previous slide" onClick={() => step(-1)} data-hero-prev>
          <IslandIcon name="prev" size={20} />
        </button>
        <p className="min-w-14 text-center text-xs tracking-[0.25em] text-ivory/85" data-hero-counter>
          {index + 1} / {count}
        </p>
        <button type="button" className="hero-btn pointer-events-auto" aria-label="Next slide" onClick={() => step(1)} data-hero-next>
          <IslandIcon name="next" size={20} />
        </button>
      </div>
    </section>
  );
}
