import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';
const widths: Record<DialogSize, string> = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (right-aligned, stacked on phones). */
  footer?: ReactNode;
  size?: DialogSize;
  /** While true, Escape and outside clicks do not close the dialog (a save is running). */
  busy?: boolean;
  className?: string;
};

/**
 * A modal dialog: focus trapped, Escape closes, title and description wired
 * to aria-labelledby/-describedby. The body scrolls when taller than the screen.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md', busy = false, className }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="portal-overlay fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          className={cn(
            'portal-dialog z-50 flex w-[calc(100vw-2rem)] flex-col rounded-xl border border-ink/10 bg-white shadow-2xl shadow-ink/20 focus:outline-none',
            widths[size],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-ink/8 px-6 pt-5 pb-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="font-display text-2xl leading-tight font-semibold text-ink">{title}</DialogPrimitive.Title>
              {description && <DialogPrimitive.Description className="mt-1 text-sm text-ink/60">{description}</DialogPrimitive.Description>}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              disabled={busy}
              className="-mr-2 rounded-md p-1.5 text-ink/65 transition hover:bg-ink/5 hover:text-ink disabled:opacity-40"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && <div className="flex flex-col-reverse gap-2 border-t border-ink/8 px-6 py-4 sm:flex-row sm:justify-end">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
