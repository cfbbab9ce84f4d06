import { cn } from './cn';

/** A small rotating ring; `label` is read by screen readers (empty to hide it, e.g. inside a labelled button). */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg className={cn('size-5 animate-spin text-current', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A centred spinner with text for a loading panel or table. */
export function LoadingState({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex items-center justify-center gap-3 py-16 text-sm text-stone', className)} role="status">
      <Spinner label="" className="size-5 text-gold" />
      <span>{label}</span>
    </div>
  );
}

/** A grey placeholder block that pulses while content loads. A <span> so it may stand in a <p> (a <div> there is re-parented by the HTML parser: a hydration mismatch). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-ink/[0.06]', className)} />;
}
