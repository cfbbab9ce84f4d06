// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { customerEraseSchema, customerExportSchema } from '#src/lib/validation/customer-data';
import { ApiError, api, describeFailure } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';
import { Dialog } from '#src/islands/ui/dialog';
import { Field, FormError, Input } from '#src/islands/ui/field';

/** Downloads a POST's answer as a file (the export is a POST: the address stays out of URLs and logs). */
async function downloadExport(email: string): Promise<void> {
  const response = await fetch('/api/customers/export', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) {
    const failure = describeFailure(response.status, response.statusText, await response.text());
    throw new ApiError(response.status, failure.message, failure.body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'customer-data.json';
  const url = URL.createObjectURL(await response.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * PIPEDA requests: export everything held about a customer (JSON) or erase it
 * (leads, replies, appointments, trade-in photos, offers, financing answers,
 * consent records, e-mails). The garage register is kept, as the law requires.
 * Erasing is the admin's (`canErase`, the admin area); the employee portal
 * exports and says who erases.
 */
export default function CustomerDataPanel({ canErase }: { canErase: boolean }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const form = useZodForm({
    schema: customerExportSchema,
    defaultValues: { email: '' },
    failure: { toast: 'The export failed.' },
    onSubmit: async ({ email }) => {
      await downloadExport(email);
      toast({ title: 'Export ready', description: `Everything held about ${email} has been downloaded.` });
    },
  });
  const email = form.bind('email', { id: 'customer-data-email' });

  // Erasing asks for the address first (checked like the export), then again in the dialog.
  const askToErase = async () => {
    if (await form.trigger('email', { shouldFocus: true })) setConfirmOpen(true);
  };

  return (
    <Panel title="Customer data requests (PIPEDA)">
      <form onSubmit={form.submit} noValidate className="grid gap-4" aria-label="Customer data requests">
        <p className="text-sm text-ink/65">
          A customer may ask for a copy of everything we hold about them, or for it to be deleted. Both are recorded in the activity log.
          The garage register is kept, as Ontario law requires.
        </p>
        <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
          <Field {...email.field} label="Customer's email">
            <Input type="email" autoComplete="off" {...email.control} />
          </Field>
          <Button type="submit" variant="secondary" pending={form.pending} className="sm:mt-6">
            <Download className="size-4" aria-hidden="true" />
            Export data
          </Button>
          {canErase && (
            <Button variant="destructive" className="sm:mt-6" onClick={() => void askToErase()}>
              <Trash2 className="size-4" aria-hidden="true" />
              Erase data…
            </Button>
          )}
        </div>
        {!canErase && <p className="text-sm text-ink/65">Erasing a customer’s data is done by the admin, in the admin area’s Inquiries.</p>}
        <FormError message={form.formError} />
      </form>
      {canErase && (
        <EraseDialog
          open={confirmOpen}
          email={form.watch('email').trim()}
          onOpenChange={setConfirmOpen}
          onErased={() => form.reset({ email: '' })}
        />
      )}
    </Panel>
  );
}

function EraseDialog({
  open,
  email,
  onOpenChange,
  onErased,
}: {
  open: boolean;
  email: string;
  onOpenChange: (open: boolean) => void;
  onErased: () => void;
}) {
  const form = useZodForm({
    schema: customerEraseSchema,
    defaultValues: { email: '', confirmEmail: '' },
    // The address comes from the panel; only the confirmation is typed here.
    toInput: (v) => ({ ...v, email }),
    failure: { toast: 'The erasure failed.', rename: { email: 'confirmEmail' } },
    onSubmit: async (body) => {
      const answer = await api.post<{ leads: number; consentRecords: number; emails: number; photos: number; message: string }>(
        '/api/customers/erase',
        body,
      );
      toast({
        title: 'Customer data erased',
        description: `${answer.leads} leads, ${answer.photos} photos, ${answer.consentRecords} consent records and ${answer.emails} e-mails erased. The garage register is kept.`,
      });
      onOpenChange(false);
      onErased();
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ email: '', confirmEmail: '' });
  }, [open, reset]);
  const confirm = form.bind('confirmEmail', { id: 'customer-data-confirm' });
  const erasing = form.pending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !erasing && onOpenChange(next)}
      size="sm"
      title="Erase this customer's data?"
      description={`Every lead, reply, appointment, trade-in photo, offer, financing answer, consent record and e-mail for ${email} is deleted for good. The garage register is kept.`}
      busy={erasing}
    >
      <form noValidate onSubmit={form.submit} className="grid gap-4">
        <Field {...confirm.field} label="Type the address again to confirm">
          <Input type="email" autoComplete="off" {...confirm.control} />
        </Field>
        <FormError message={form.formError} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={erasing} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" pending={erasing}>
            Erase for good
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
