import type { OutboxMessage } from '#src/db/schema';
import { formatDateTime } from '#src/lib/format/dates';
import type { Json } from '#src/islands/lib/types';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';

type Props = { message: Json<OutboxMessage> | null; onClose: () => void };

/**
 * One message of the outbox as the customer would read it: who it is for, its
 * subject, the reply address and the text. Without SMTP_URL the outbox is the
 * only place a message exists, so staff must be able to read it (and pass it
 * on by hand). The plain-text part is shown: it says everything the HTML does,
 * and needs no second document in the portal.
 */
export function OutboxMessageDialog({ message, onClose }: Props) {
  const replyTo = message?.headers?.['Reply-To'] ?? message?.headers?.['reply-to'];
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={message?.subject ?? ''}
      description={message ? `To ${message.to} · written ${formatDateTime(message.createdAt)}` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {message && (
        <div className="grid gap-4">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink/65">To</dt>
            <dd className="break-all">{message.to}</dd>
            {replyTo && (
              <>
                <dt className="text-ink/65">Reply-To</dt>
                <dd className="break-all">{replyTo}</dd>
              </>
            )}
            {message.attachments?.length ? (
              <>
                <dt className="text-ink/65">Attached</dt>
                <dd>{message.attachments.map((a) => a.filename).join(', ')}</dd>
              </>
            ) : null}
          </dl>
          <div
            className="max-h-[55vh] overflow-y-auto rounded-md border border-ink/10 bg-ivory/60 p-4 text-sm leading-relaxed whitespace-pre-wrap text-ink"
            data-testid="outbox-message-body"
            tabIndex={0}
            aria-label="Message text"
          >
            {message.body}
          </div>
        </div>
      )}
    </Dialog>
  );
}
