import { History, Undo2 } from 'lucide-react';
import type { RevisionSummary } from '#src/db/queries/blog-posts';
import { formatDateTime } from '#src/lib/format/dates';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';

/**
 * The published versions of a piece of site content (a journal post, a block of a page), newest first: who
 * published or restored each and when, with Restore for those allowed to publish. One panel for every editor.
 */
export function RevisionsPanel({
  revisions,
  canPublish,
  busy,
  onRestore,
}: {
  revisions: RevisionSummary[] | undefined;
  canPublish: boolean;
  busy: boolean;
  onRestore: (revisionId: number) => void;
}) {
  return (
    <Panel title="Published versions">
      {!revisions?.length ? (
        <p className="text-sm text-ink/65">Each publish keeps a version here.</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {revisions.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-2">
              <span>
                <History className="mr-1 inline size-3.5" aria-hidden="true" />
                {r.action === 'restore' ? 'Restored' : 'Published'} by {r.actorName}, {formatDateTime(r.createdAt)}
              </span>
              {canPublish && (
                <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => onRestore(r.id)}>
                  <Undo2 className="size-4" aria-hidden="true" /> Restore
                  <span className="sr-only"> the version of {formatDateTime(r.createdAt)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
