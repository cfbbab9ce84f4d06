import { Send } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { formatDateTime } from '../../../lib/format/dates';
import { ApiError, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import type { InquiryDto, ReplyAnswer } from '../../lib/types';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Textarea } from '../../ui/field';

export type InquiryReplyDialogProps = {
  /** The inquiry to answer; the dialog is open while this is set. */
  inquiry: InquiryDto | null;
  onClose: () => void;
  /** After the reply was stored (sent, in the outbox, or failed to send); refetch the list here. */
  onSent?: (answer: ReplyAnswer) => void;
};

/** Spec §8 'Reply Sent' when mailed; the outbox and failure cases say what happened instead. */
function toastFor(answer: ReplyAnswer) {
  if (answer.delivery === 'smtp') return toast({ title: 'Reply Sent', description: 'Your response has been e-mailed to the customer.' });
  if (answer.delivery === 'outbox')
    return toast({ title: 'Reply Saved to the Outbox', description: 'No mail server is set up: your response waits in the outbox.' });
  return toast({ title: 'Reply Not Delivered', description: answer.message, variant: 'destructive' });
}

/**
 * What happens to the reply, in the words the toast uses afterwards. The portal
 * layout states on the page whether a mail server is set up (data-mail).
 */
function replyPromise(email: string): string {
  const mail = document.querySelector('.portal-shell')?.getAttribute('data-mail');
  return mail === 'outbox'
    ? `No mail server is set up: your reply to ${email} is saved to the outbox.`
    : `Your reply is e-mailed to ${email}.`;
}

/**
 * 'Reply to Inquiry' (spec §2): the original message (clamped to 3 lines) and
 * 'Your Response'. Send Reply is disabled while the text is blank. The server
 * e-mails it, stores it in the thread and sets the inquiry to responded.
 */
export function InquiryReplyDialog({ inquiry, onClose, onSent }: InquiryReplyDialogProps) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => setMessage(''), [inquiry?.id]);

  const blank = message.trim() === '';
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!inquiry || blank) return;
    setSending(true);
    try {
      const answer = await api.post<ReplyAnswer>(`/api/inquiries/${inquiry.id}/replies`, { message: message.trim() });
      toastFor(answer);
      onSent?.(answer);
      onClose();
    } catch (error) {
      // 502: stored but the mail server refused; the answer still carries the reply.
      if (error instanceof ApiError && error.status === 502 && (error.body as ReplyAnswer | null)?.reply) {
        const answer = error.body as ReplyAnswer;
        toastFor({ ...answer, delivery: 'failed', message: error.message });
        onSent?.(answer);
        onClose();
      } else {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to send the reply. Please try again.'), variant: 'destructive' });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={sending}
      size="lg"
      title="Reply to Inquiry"
      description={inquiry ? replyPromise(inquiry.email) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form="reply-form" pending={sending} disabled={blank}>
            <Send className="size-4" aria-hidden="true" />
            Send Reply
          </Button>
        </>
      }
    >
      {inquiry && (
        <form id="reply-form" onSubmit={submit} className="grid gap-5">
          <div className="rounded-lg bg-ivory/60 p-4 text-sm">
            <dl className="grid gap-1 text-ink/70 sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-ink/65">From</dt>
              <dd>
                {inquiry.name} &lt;{inquiry.email}&gt;
              </dd>
              <dt className="text-ink/65">Date</dt>
              <dd>{formatDateTime(inquiry.createdAt)}</dd>
              <dt className="text-ink/65">Subject</dt>
              <dd className="font-medium text-ink">{inquiry.subject}</dd>
            </dl>
            <p className="mt-3 line-clamp-3 leading-relaxed text-ink/80" data-testid="reply-original-message">
              {inquiry.message}
            </p>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="reply-message" className="text-xs font-medium tracking-wide text-ink/75">
              Your Response
            </label>
            <Textarea
              id="reply-message"
              name="message"
              rows={8}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="Write your response to the customer…"
            />
          </div>
        </form>
      )}
    </Dialog>
  );
}
