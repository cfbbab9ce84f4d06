import { useId } from 'react';
import { documentRequestSchema } from '#src/lib/documents/vehicle-documents';
import { LEAD_FORM_IDS, readDocumentRequestForm, valuesSource, type LeadFormState } from '#src/lib/leads/lead-form';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { FormFailure, Honeypot, SelectField, SentPanel, styles, TextField } from '#src/islands/public/form-kit/fields';
import { keptValues, postJson, usePublicForm } from '#src/islands/public/form-kit/use-public-form';

type Props = LeadFormState & { vehicleId: number; documents: { id: number; title: string }[] };
type Values = { documentId: string; name: string; email: string; marketingConsent: boolean; website: string };
const EMPTY: Values = { documentId: '', name: '', email: '', marketingConsent: false, website: '' };
const FORM_ID = LEAD_FORM_IDS['document-request'];

/**
 * "Request this document": a vehicle's document kept on request, asked for
 * with a name and an e-mail. Hydrated, it posts JSON to /api/leads/document-request;
 * without JavaScript it is a real form posted to its page (lead-form-post.ts).
 */
export default function DocumentRequestForm({ vehicleId, documents, action, values, errors, notice, sent: arrived }: Props) {
  const id = useId();
  const s = styles('light');
  const { formRef, onSubmit, pending, failure, sent, setSent, field } = usePublicForm({
    schema: documentRequestSchema,
    formId: FORM_ID,
    defaultValues: keptValues(EMPTY, values),
    initialErrors: errors,
    initialNotice: notice,
    initiallySent: arrived,
    toInput: (v: Values) => readDocumentRequestForm(valuesSource(v, { vehicleId })),
    extraFields: ['vehicleId', '_'],
    send: (data) => postJson('/api/leads/document-request', data),
  });

  if (sent)
    return (
      <SentPanel
        id={FORM_ID}
        title="Your request has been received."
        tone="light"
        againLabel="Request another document"
        onAgain={() => setSent(false)}
      >
        A member of our team will e-mail you a personal download link, usually within one business day.
      </SentPanel>
    );

  return (
    <form
      ref={formRef}
      id={FORM_ID}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-label="Request a document"
      className="grid scroll-mt-28 gap-5"
      data-document-request-form
    >
      <input type="hidden" name="vehicleId" value={vehicleId} />
      <SelectField
        field={field('documentId', `${id}-documentId`)}
        label="Document"
        tone="light"
        placeholder="Choose a document…"
        options={documents.map((d) => ({ value: String(d.id), label: d.title }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={field('name', `${id}-name`)} label="Full name" autoComplete="name" tone="light" />
        <TextField field={field('email', `${id}-email`)} label="Email" type="email" autoComplete="email" tone="light" />
      </div>
      <MarketingConsent field={field('marketingConsent', `${id}-marketingConsent`)} tone="light" />
      <Honeypot field={field('website', `${id}-website`)} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>We send the document to this address only; the link opens once.</p>
        <button type="submit" disabled={pending} className={s.button}>
          {pending ? 'Sending...' : 'Request Document'}
        </button>
      </div>
      <FormFailure message={failure} tone="light" />
    </form>
  );
}
