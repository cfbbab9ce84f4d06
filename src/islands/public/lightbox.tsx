import { useEffect, useRef, type ReactNode } from 'react';
import { IslandIcon } from './icons';

type Props = {
  /** Index of the open item, or null when closed. */
  index: number | null;
  count: number;
  label: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  children: ReactNode;
  caption?: ReactNode;
};

/** Keeps Tab inside the dialog: a modal <dialog> makes the page inert, but Tab past its last control would leave for the browser's own UI. */
function trapTab(event: KeyboardEvent, dialog: HTMLDialogElement) {
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])')).filter((el) => !el.hasAttribute('disabled'));
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal lightbox on the native <dialog>: showModal() makes the page inert
 * (focus stays inside) and Escape closes it; focus returns to what opened it
 * and page scroll is locked while it is open. Arrow keys and the buttons step
 * through the items with wrap-around; the counter reads 'n / total'.
 */
export function Lightbox({ index, count, label, onIndexChange, onClose, children, caption }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const open = index !== null;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      el.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const onDialogClose = () => {
      document.documentElement.style.overflow = '';
      (opener.current as HTMLElement | null)?.focus?.();
      onClose();
    };
    el.addEventListener('close', onDialogClose);
    return () => el.removeEventListener('close', onDialogClose);
  }, [onClose]);

  const step = (delta: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + delta + count) % count);
  };

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      className="lightbox m-0 h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-ivory backdrop:bg-ink/80"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
        else if (event.key === 'Tab') trapTab(event.nativeEvent, event.currentTarget);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between px-4 py-3 md:px-8 md:py-5">
            <p className="text-sm tracking-[0.2em] text-ivory/80" aria-live="polite" data-testid="lightbox-counter">
              {index + 1} / {count}
            </p>
            <button type="button" className="p-2 text-ivory/80 hover:text-ivory" onClick={() => dialog.current?.close()} aria-label="Close" autoFocus>
              <IslandIcon name="close" size={26} />
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 md:px-20">
            {children}
            {count > 1 && (
              <>
                <button type="button" onClick={() => step(-1)} aria-label="Previous image" className="absolute top-1/2 left-2 -translate-y-1/2 border border-ivory/20 bg-ink/60 p-3 text-ivory hover:border-gold md:left-6">
                  <IslandIcon name="prev" size={22} />
                </button>
                <button type="button" onClick={() => step(1)} aria-label="Next image" className="absolute top-1/2 right-2 -translate-y-1/2 border border-ivory/20 bg-ink/60 p-3 text-ivory hover:border-gold md:right-6">
                  <IslandIcon name="next" size={22} />
                </button>
              </>
            )}
          </div>
          <div className="min-h-14 px-4 py-4 text-center text-sm text-ivory/75 md:px-8">{caption}</div>
        </div>
      )}
    </dialog>
  );
}
