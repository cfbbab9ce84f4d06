// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { formatDateTime } from '#src/lib/format/dates';
import { inquiryReplySchema } from '#src/lib/validation/inquiry';
import { ApiError, api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import type { InquiryDto, ReplyAnswer } from '#src/islands/lib/types';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Field, FormError, Textarea } from '#src/islands/ui/field';

export type InquiryReplyDialogProps = {
  /** The inquiry to answer; the dialog is open while this is set. */
  inquiry: InquiryDto | null;
  onClose: () => void;
  /** After the reply was stored (sent, in the outbox, or failed to send), with the server's answer to apply. */
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
  const form = useZodForm({
    schema: inquiryReplySchema,
    defaultValues: { message: '' },
    failure: { toast: 'Failed to send the reply. Please try again.' },
    onSubmit: async (body) => {
      if (!inquiry) return;
      let answer: ReplyAnswer;
      try {
        answer = await api.post<ReplyAnswer>(`/api/inquiries/${inquiry.id}/replies`, body);
        toastFor(answer);
      } catch (error) {
        // 502: stored but the mail server refused; the answer still carries the reply.
        if (!(error instanceof ApiError && error.status === 502 && (error.body as ReplyAnswer | null)?.reply)) throw error;
        answer = error.body as ReplyAnswer;
        toastFor({ ...answer, delivery: 'failed', message: error.message });
      }
      onSent?.(answer);
      onClose();
    },
  });
  const { reset, watch } = form;
  useEffect(() => reset({ message: '' }), [inquiry?.id, reset]);

  const sending = form.pending;
  const blank = watch('message').trim() === '';
  const message = form.bind('message', { id: 'reply-message' });

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
        <form id="reply-form" onSubmit={form.submit} noValidate className="grid gap-5">
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
          <Field {...message.field} label="Your Response">
            <Textarea rows={8} placeholder="Write your response to the customer…" {...message.control} />
          </Field>
          <FormError message={form.formError} />
        </form>
      )}
    </Dialog>
  );
}
