import { describeVisit, type VideoApp, type VisitMode } from '#src/lib/appointments/visit-mode';

/** The calendar's mark of a remote viewing: an icon and the words, never colour alone. */
export function RemoteMark({
  visitMode,
  videoApp,
  compact,
}: {
  visitMode?: VisitMode | null;
  videoApp?: VideoApp | null;
  compact?: boolean;
}) {
  if (visitMode !== 'video') return null;
  return (
    <span className="inline-flex items-center gap-1 font-medium" data-remote-visit>
      <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <rect x="2" y="6" width="14" height="12" rx="2" />
        <path d="m16 10 6-3v10l-6-3z" />
      </svg>
      {compact ? 'Video call' : describeVisit(visitMode, videoApp)}
    </span>
  );
}
