import * as ToastPrimitive from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { $toasts, dismissToast, removeToast, takeFlashToast, toast, TOAST_DURATION_MS } from '#src/islands/stores/toasts';
import { cn } from './cn';

/**
 * Renders the toast store. Mount once per page (the portal layout does).
 * Radix gives swipe-right to dismiss, F8 to focus the region, and a polite
 * live region for screen readers.
 */
export default function Toaster() {
  const toasts = useStore($toasts);

  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast(flash);
  }, []);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(t.id);
              window.setTimeout(() => removeToast(t.id), 300);
            }
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant ?? 'default'}
          data-portal-toast=""
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg shadow-ink/10',
            'data-[state=open]:animate-[toast-in_180ms_ease-out] data-[state=closed]:animate-[toast-out_150ms_ease-in]',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
            t.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-ink/10 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description
                className={cn('toast-description line-clamp-3 text-sm', t.variant === 'destructive' ? 'text-white/90' : 'text-ink/70')}
              >
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-3 right-3 rounded p-1 opacity-70 transition hover:opacity-100',
              t.variant === 'destructive' ? 'text-white' : 'text-ink',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="portal-toasts fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
