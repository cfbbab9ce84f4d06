import type { ReactNode } from 'react';
import { cn } from './cn';

/** A white panel with an optional header row (title + action). */
export function Panel({
  title,
  action,
  className,
  bodyClassName,
  children,
}: {
  title?: ReactNode;
  action?: ReactNode;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn('min-w-0 rounded-xl border border-ink/8 bg-white shadow-xs', className)}>
      {(title || action) && (
        <div className="flex items-center justify-between gap-3 border-b border-ink/8 px-5 py-3.5">
          {title && <h2 className="text-sm font-semibold tracking-wide text-ink">{title}</h2>}
          {action}
        </div>
      )}
      <div className={cn('p-5', bodyClassName)}>{children}</div>
    </section>
  );
}

/** A dashboard figure: label, big value, a note under it and an icon. */
export function StatCard({
  label,
  value,
  note,
  icon,
  href,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon?: ReactNode;
  href?: string;
}) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">{label}</p>
        {icon && <span className="rounded-md bg-gold/10 p-2 text-[#74572d]">{icon}</span>}
      </div>
      <p className="mt-2 font-display text-4xl leading-none font-semibold text-ink tabular-nums lining-nums">{value}</p>
      {note && <p className="mt-2 text-xs text-ink/65">{note}</p>}
    </>
  );
  const className = 'block min-w-0 rounded-xl border border-ink/8 bg-white p-5 shadow-xs transition';
  return href ? (
    <a href={href} className={cn(className, 'hover:border-gold/50 hover:shadow-sm')}>
      {body}
    </a>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** The message a list shows when it has nothing (title + optional hint + optional action). */
export function EmptyState({
  title,
  hint,
  action,
  icon,
  className,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-14 text-center', className)}>
      {icon && <div className="mb-3 text-ink/25">{icon}</div>}
      <p className="font-medium text-ink">{title}</p>
      {hint && <p className="mt-1 max-w-sm text-sm text-ink/65">{hint}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A failure message box with an optional retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <p className="text-sm font-medium text-red-700">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="text-sm font-medium text-ink underline underline-offset-4 hover:text-[#74572d]">
          Try again
        </button>
      )}
    </div>
  );
}
