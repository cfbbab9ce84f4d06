import { useEffect, useState, type FormEvent } from 'react';
import type { CustomerDetailAnswer, TimelineEventAnswer, TimelineKind } from '#src/lib/api-answers/customers';
import { formatDateTime } from '#src/lib/format/dates';
import { ApiError, api, errorMessage } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import { Badge } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Field, FormError, Input, Textarea } from '#src/islands/ui/field';
import { LoadingState } from '#src/islands/ui/spinner';
import { areaPath, type Area } from '#src/islands/portal/area';
import { STATUS_BADGES } from './status-badges';

type Props = { customerId: number | null; area: Area; onClose: () => void; onChanged: () => void };

const KIND_LABELS: Record<TimelineKind, string> = {
  lead: 'Lead',
  'lead-step': 'Step',
  appointment: 'Appointment',
  offer: 'Offer',
  email: 'E-mail',
  reply: 'Reply',
  note: 'Note',
  'saved-vehicle': 'Saved car',
  'saved-search': 'Saved search',
  consent: 'Consent',
  sale: 'Sale',
  merge: 'Merge',
};

/** The customer: details staff correct, merging another record in (and undoing it), and the timeline with a note. */
export function CustomerDialog({ customerId, area, onClose, onChanged }: Props) {
  const [customer, setCustomer] = useState<CustomerDetailAnswer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    setCustomer(null);
    setLoadError(null);
    if (customerId === null) return;
    const controller = new AbortController();
    api
      .get<CustomerDetailAnswer>(`/api/customers/${customerId}`, controller.signal)
      .then(setCustomer)
      .catch((error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setLoadError(errorMessage(error, 'The customer could not be loaded.'));
      });
    return () => controller.abort();
  }, [customerId]);

  const updated = (next: CustomerDetailAnswer) => {
    setCustomer(next);
    onChanged();
  };

  return (
    <Dialog
      open={customerId !== null}
      onOpenChange={(o) => !o && onClose()}
      size="xl"
      title={customer?.name ?? 'Customer'}
      description={customer ? `Customer #${customer.id} · ${customer.leads} lead${customer.leads === 1 ? '' : 's'}` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {loadError ? (
        <FormError message={loadError} />
      ) : !customer ? (
        <LoadingState label="Loading the customer…" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <div className="grid content-start gap-6">
            <p>
              <Badge tone={STATUS_BADGES[customer.status].tone}>{STATUS_BADGES[customer.status].label}</Badge>
            </p>
            <DetailsForm
              key={`${customer.id}-${customer.name}-${customer.email}-${customer.phone}`}
              customer={customer}
              onSaved={updated}
            />
            <MergePanel customer={customer} onMerged={updated} onUnmerged={() => onChanged()} reload={setCustomer} />
          </div>
          <div className="grid content-start gap-4">
            <NoteForm customerId={customer.id} onSaved={updated} />
            <Timeline events={customer.timeline} area={area} />
          </div>
        </div>
      )}
    </Dialog>
  );
}

function DetailsForm({ customer, onSaved }: { customer: CustomerDetailAnswer; onSaved: (c: CustomerDetailAnswer) => void }) {
  const [values, setValues] = useState({ name: customer.name, email: customer.email ?? '', phone: customer.phone ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const next = await api<CustomerDetailAnswer>(`/api/customers/${customer.id}`, {
        method: 'PATCH',
        body: { name: values.name, email: values.email.trim() || null, phone: values.phone.trim() || null },
      });
      onSaved(next);
      toast({ title: 'Details Saved', description: `${next.name}'s details were updated.` });
    } catch (error) {
      setErrors(
        error instanceof ApiError && Object.keys(error.fieldErrors).length
          ? error.fieldErrors
          : { form: errorMessage(error, 'Not saved.') },
      );
    } finally {
      setSaving(false);
    }
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form onSubmit={save} className="grid gap-3" aria-label="Customer details">
      <h3 className="font-serif text-lg text-ink">Details</h3>
      <Field id="customer-name" label="Name" error={errors.name} required>
        <Input id="customer-name" value={values.name} onChange={set('name')} required maxLength={120} autoComplete="off" />
      </Field>
      <Field id="customer-email" label="Email" error={errors.email}>
        <Input id="customer-email" type="email" value={values.email} onChange={set('email')} autoComplete="off" />
      </Field>
      <Field id="customer-phone" label="Phone" error={errors.phone}>
        <Input id="customer-phone" type="tel" value={values.phone} onChange={set('phone')} autoComplete="off" />
      </Field>
      <FormError message={errors.form} />
      <div>
        <Button type="submit" pending={saving}>
          Save details
        </Button>
      </div>
    </form>
  );
}

function MergePanel({
  customer,
  onMerged,
  onUnmerged,
  reload,
}: {
  customer: CustomerDetailAnswer;
  onMerged: (c: CustomerDetailAnswer) => void;
  onUnmerged: () => void;
  reload: (c: CustomerDetailAnswer) => void;
}) {
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const merge = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const next = await api.post<CustomerDetailAnswer>(`/api/customers/${customer.id}/merge`, { customerId: Number(other) });
      setOther('');
      onMerged(next);
      toast({ title: 'Records Merged', description: `Customer #${other} is now part of this record.` });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.customerId ?? err.message) : errorMessage(err, 'Not merged.'));
    } finally {
      setBusy(false);
    }
  };
  const undo = async () => {
    setBusy(true);
    try {
      await api.post(`/api/customers/${customer.id}/unmerge`);
      reload(await api.get<CustomerDetailAnswer>(`/api/customers/${customer.id}`));
      onUnmerged();
      toast({ title: 'Merge Undone', description: 'The two records are apart again.' });
    } catch (err) {
      toast({ title: 'Not Undone', description: errorMessage(err, 'The merge could not be undone.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3 border-t border-ink/8 pt-4">
      <h3 className="font-serif text-lg text-ink">Merge</h3>
      {customer.undoMerge && (
        <div className="grid gap-2 rounded-md bg-ivory/70 p-3 text-sm">
          <p>
            {customer.undoMerge.name} (#{customer.undoMerge.customerId}) was merged into this record.
          </p>
          <div>
            <Button size="sm" variant="secondary" pending={busy} onClick={() => void undo()}>
              Undo merge
            </Button>
          </div>
        </div>
      )}
      <form onSubmit={merge} className="grid gap-2" aria-label="Merge another record into this one">
        <Field id="merge-customer" label="Customer number to merge into this one" error={error}>
          <Input
            id="merge-customer"
            inputMode="numeric"
            pattern="[0-9]*"
            value={other}
            onChange={(e) => setOther(e.target.value.replace(/\D/g, ''))}
            required
          />
        </Field>
        <div>
          <Button type="submit" variant="secondary" pending={busy}>
            Merge
          </Button>
        </div>
      </form>
    </div>
  );
}

function NoteForm({ customerId, onSaved }: { customerId: number; onSaved: (c: CustomerDetailAnswer) => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      onSaved(await api.post<CustomerDetailAnswer>(`/api/customers/${customerId}/notes`, { body }));
      setBody('');
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.body ?? err.message) : errorMessage(err, 'Not saved.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={save} className="grid gap-2" aria-label="Add a note">
      <Field id="customer-note" label="Add a note" error={error}>
        <Textarea id="customer-note" rows={3} value={body} onChange={(e) => setBody(e.target.value)} maxLength={4000} required />
      </Field>
      <div>
        <Button type="submit" pending={saving}>
          Add note
        </Button>
      </div>
    </form>
  );
}

function Timeline({ events, area }: { events: TimelineEventAnswer[]; area: Area }) {
  if (!events.length) return <p className="text-sm text-ink/65">Nothing on the timeline yet.</p>;
  return (
    <section aria-labelledby="customer-timeline-heading">
      <h3 id="customer-timeline-heading" className="mb-2 font-serif text-lg text-ink">
        Timeline
      </h3>
      <ol className="grid gap-3 border-l border-gold/40 pl-4" data-testid="customer-timeline">
        {events.map((e) => (
          <li key={e.id} className="relative grid gap-0.5 text-sm" data-kind={e.kind}>
            <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-gold" aria-hidden="true" />
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink/65">
              <span className="font-medium tracking-wide text-ink/80 uppercase">{KIND_LABELS[e.kind]}</span>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              {e.status && <span>· {e.status}</span>}
            </p>
            <p className="break-words text-ink">
              {e.leadId && e.kind === 'lead' ? <a href={areaPath(area, `/inquiries?open=${e.leadId}`)}>{e.title}</a> : e.title}
            </p>
            {e.detail && <p className="break-words whitespace-pre-wrap text-ink/70">{e.detail}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
