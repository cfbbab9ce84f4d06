import { formatDateTime } from '#src/lib/format/dates';
import type { ReplyDto } from '#src/islands/lib/types';
import { Badge } from '#src/islands/ui/badge';

const deliveryBadge = {
  smtp: <Badge tone="green">Emailed</Badge>,
  outbox: <Badge tone="gray">In outbox</Badge>,
  failed: <Badge tone="red">Not delivered</Badge>,
} as const;

/** The replies sent to an inquiry, oldest first, with how each was delivered. */
export function ReplyThread({ replies }: { replies: readonly ReplyDto[] }) {
  if (!replies.length) return <p className="text-sm text-ink/65">No replies yet.</p>;
  return (
    <ol className="grid gap-3" aria-label="Replies">
      {replies.map((r) => (
        <li key={r.id} className="rounded-lg border border-ink/8 bg-white p-3.5">
          <div className="mb-1.5 flex flex-wrap items-center gap-2 text-xs text-ink/65">
            <span className="font-medium text-ink">{r.authorName}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
            <span className="ml-auto">{deliveryBadge[r.delivery]}</span>
          </div>
          <p className="text-sm leading-relaxed whitespace-pre-wrap text-ink/85">{r.message}</p>
          {r.delivery === 'failed' && r.deliveryError && <p className="mt-1.5 text-xs text-red-700">{r.deliveryError}</p>}
        </li>
      ))}
    </ol>
  );
}
