import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { swipeStep, wrapIndex } from '#src/lib/carousel';
import { IslandIcon } from './icons';

/** One photo: what a <picture> needs, the full-size file (the no-JavaScript link) and its words. */
export type LightboxPhoto = {
  src: string;
  avifSrcset?: string;
  webpSrcset?: string;
  /** The largest file: where the thumbnail links before and without JavaScript. */
  full: string;
  alt: string;
  title?: string;
  caption?: string;
};

/**
 * Touch handlers that step through photos on a horizontal swipe (a tap, a short drag or a
 * vertical scroll is left alone). Shared by the lightbox and the vehicle page's main photo.
 */
export function useSwipe(onStep: (delta: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const t = event.touches[0];
      start.current = event.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const t = event.changedTouches[0];
      if (!from || !t) return;
      const step = swipeStep(t.clientX - from.x, t.clientY - from.y);
      if (step) onStep(step);
    },
  };
}

const STEP_BUTTON = 'absolute top-1/2 -translate-y-1/2 border border-ivory/20 bg-ink/60 p-3 text-ivory hover:border-gold';

type Props = {
  /** The dialog's accessible name ('Gallery', '2021 Ferrari Roma photos'). */
  label: string;
  photos: readonly LightboxPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * The one full-screen photo viewer of the public site (gallery and vehicle
 * page). A <dialog> opened with showModal(): the page behind is inert, Escape
 * closes, Tab stays inside, focus goes back to the opener, page scroll is
 * locked while open. Previous/next, the arrow keys and a swipe wrap around;
 * the counter reads 'n / total'.
 */
export function PhotoLightbox({ label, photos, index, onIndexChange, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null && photos.length > 0;
  const current = open ? photos[wrapIndex(index, 0, photos.length)] : undefined;
  const step = (delta: number) => index !== null && onIndexChange(wrapIndex(index, delta, photos.length));
  const swipe = useSwipe(step);

  useEffect(() => {
    const d = dialog.current;
    if (!d || !open || d.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    d.showModal();
    document.documentElement.style.overflow = 'hidden';
    d.querySelector<HTMLElement>('[data-close]')?.focus();
  }, [open]);

  useEffect(() => {
    const d = dialog.current;
    if (!d || open || !d.open) return;
    d.close();
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'Tab') {
      // showModal() makes the page inert, but Tab past the last control would leave for the browser's UI.
      const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
      const first = controls[0];
      const last = controls.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      className="lightbox m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-ivory backdrop:bg-ink"
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onClose={() => {
        document.documentElement.style.overflow = '';
        opener.current?.focus();
        opener.current = null;
        onClose();
      }}
    >
      {current && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between px-4 py-3 md:px-8 md:py-5">
            <p className="text-sm tracking-[0.2em] text-ivory/80" aria-live="polite" data-testid="lightbox-counter">
              {wrapIndex(index!, 0, photos.length) + 1} / {photos.length}
            </p>
            <button type="button" className="p-2 text-ivory/80 hover:text-ivory" aria-label="Close" onClick={onClose} data-close>
              <IslandIcon name="close" size={26} />
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 md:px-20" {...swipe}>
            <picture key={current.src}>
              {current.avifSrcset && <source type="image/avif" srcSet={current.avifSrcset} sizes="100vw" />}
              {current.webpSrcset && <source type="image/webp" srcSet={current.webpSrcset} sizes="100vw" />}
              <img
                src={current.src}
                alt={current.alt}
                width={1600}
                height={1000}
                className="max-h-[calc(100dvh-10rem)] w-auto max-w-full object-contain"
              />
            </picture>
            {photos.length > 1 && (
              <>
                <button type="button" className={`${STEP_BUTTON} left-2 md:left-6`} aria-label="Previous image" onClick={() => step(-1)}>
                  <IslandIcon name="prev" size={22} />
                </button>
                <button type="button" className={`${STEP_BUTTON} right-2 md:right-6`} aria-label="Next image" onClick={() => step(1)}>
                  <IslandIcon name="next" size={22} />
                </button>
              </>
            )}
          </div>
          <p className="min-h-14 px-4 py-4 text-center text-sm text-ivory/75 md:px-8">
            {current.title ? (
              <>
                <span className="font-display text-lg text-ivory">{current.title}</span>
                {current.caption ? ` · ${current.caption}` : ''}
              </>
            ) : (
              current.caption
            )}
          </p>
        </div>
      )}
    </dialog>
  );
}
