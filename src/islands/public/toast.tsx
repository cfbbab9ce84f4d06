import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { IslandIcon } from './icons';

export type ToastMessage = { id: number; title: string; description: string; variant?: 'default' | 'destructive' };

/** Spec section 9: one toast at a time, shown 5 s, swipe right 50 px to dismiss, F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

type Props = { toast: ToastMessage | null; onDismiss: () => void };

export function Toaster({ toast, onDismiss }: Props) {
  const region = useRef<HTMLOListElement>(null);
  const [dragX, setDragX] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => setDragX(0), [toast]);

  // Rendered only once hydrated: a fixed region in the server HTML would sit in the viewport and
  // wake a client:visible island (the inquiry form) as soon as the page loads. Rendered in the body: the form's
  // section skips rendering off-screen (content-visibility), which makes it the frame of anything fixed inside.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;

  const destructive = toast?.variant === 'destructive';
  return createPortal(
    <ol
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed top-0 right-0 left-0 z-[60] flex flex-col p-4 outline-none md:top-auto md:bottom-0 md:left-auto md:w-full md:max-w-[420px]"
    >
      {toast && (
        <li
          key={toast.id}
          role={destructive ? 'alert' : 'status'}
          aria-live={destructive ? 'assertive' : 'polite'}
          data-testid="toast"
          data-variant={toast.variant ?? 'default'}
          className={`toast-in pointer-events-auto relative flex gap-4 border p-5 pr-12 shadow-2xl ${destructive ? 'border-red-900 bg-[#5b1414] text-ivory' : 'border-gold/40 bg-ink text-ivory'}`}
          style={{ transform: dragX ? `translateX(${dragX}px)` : undefined, opacity: dragX ? Math.max(0.2, 1 - dragX / 200) : undefined }}
          onPointerDown={(e) => (start.current = e.clientX)}
          onPointerMove={(e) => start.current !== null && setDragX(Math.max(0, e.clientX - start.current))}
          onPointerUp={() => {
            if (dragX > SWIPE_THRESHOLD_PX) onDismiss();
            else setDragX(0);
            start.current = null;
          }}
          onPointerCancel={() => {
            setDragX(0);
            start.current = null;
          }}
        >
          <div>
            <p className="font-display text-xl">{toast.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-ivory/85">{toast.description}</p>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="absolute top-3 right-3 p-1.5 text-ivory/70 hover:text-ivory"
            aria-label="Close notification"
          >
            <IslandIcon name="close" size={16} />
          </button>
        </li>
      )}
    </ol>,
    document.body,
  );
}
