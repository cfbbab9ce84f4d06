import { Download, Trash2 } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { customerExportSchema } from '../../../../lib/validation/customer-data';
import { api, describeFailure, errorMessage } from '../../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../../lib/form-errors';
import { toast } from '../../../stores/toasts';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { Field, Input, describedBy } from '../../../ui/field';

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
    throw Object.assign(new Error(failure.message), {
      fieldErrors: (failure.body as { errors?: Record<string, string> } | null)?.errors ?? {},
    });
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
 */
export default function CustomerDataPanel() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [confirmError, setConfirmError] = useState<string | undefined>();

  const checked = () => {
    const parsed = customerExportSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return null;
    }
    setErrors({});
    return parsed.data.email;
  };

  async function exportData(event: SubmitEvent) {
    event.preventDefault();
    const address = checked();
    if (!address) return;
    setExporting(true);
    try {
      await downloadExport(address);
      toast({ title: 'Export ready', description: `Everything held about ${address} has been downloaded.` });
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErrors(fieldErrors);
      toast({ title: 'Error', description: (error as Error).message || 'The export failed.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  async function erase() {
    setErasing(true);
    try {
      const answer = await api.post<{ leads: number; consentRecords: number; emails: number; photos: number; message: string }>(
        '/api/customers/erase',
        {
          email,
          confirmEmail,
        },
      );
      toast({
        title: 'Customer data erased',
        description: `${answer.leads} leads, ${answer.photos} photos, ${answer.consentRecords} consent records and ${answer.emails} e-mails erased. The garage register is kept.`,
      });
      setConfirmOpen(false);
      setEmail('');
      setConfirmEmail('');
    } catch (error) {
      const fields = apiFieldErrors(error);
      setConfirmError(fields.confirmEmail ?? fields.email);
      toast({ title: 'Error', description: errorMessage(error, 'The erasure failed.'), variant: 'destructive' });
    } finally {
      setErasing(false);
    }
  }

  return (
    <Panel title="Customer data requests (PIPEDA)">
      <form onSubmit={exportData} noValidate className="grid gap-4" aria-label="Customer data requests">
        <p className="text-sm text-ink/65">
          A customer may ask for a copy of everything we hold about them, or for it to be deleted. Both are recorded in the activity log.
          The garage register is kept, as Ontario law requires.
        </p>
        <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
          <Field id="customer-data-email" label="Customer's email" error={errors.email}>
            <Input
              id="customer-data-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('customer-data-email', errors.email)}
            />
          </Field>
          <Button type="submit" variant="secondary" pending={exporting} className="sm:mt-6">
            <Download className="size-4" aria-hidden="true" />
            Export data
          </Button>
          <Button
            variant="destructive"
            className="sm:mt-6"
            onClick={() => {
              if (!checked()) return;
              setConfirmEmail('');
              setConfirmError(undefined);
              setConfirmOpen(true);
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Erase data…
          </Button>
        </div>
      </form>
      <Dialog
        open={confirmOpen}
        onOpenChange={(open) => !erasing && setConfirmOpen(open)}
        size="sm"
        title="Erase this customer's data?"
        description={`Every lead, reply, appointment, trade-in photo, offer, financing answer, consent record and e-mail for ${email} is deleted for good. The garage register is kept.`}
        busy={erasing}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void erase();
          }}
          className="grid gap-4"
        >
          <Field id="customer-data-confirm" label="Type the address again to confirm" error={confirmError}>
            <Input
              id="customer-data-confirm"
              type="email"
              autoComplete="off"
              value={confirmEmail}
              onChange={(e) => setConfirmEmail(e.target.value)}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={describedBy('customer-data-confirm', confirmError)}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={erasing} onClick={() => setConfirmOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" pending={erasing}>
              Erase for good
            </Button>
          </div>
        </form>
      </Dialog>
    </Panel>
  );
}
