// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { documentsAfterSaleSchema, type DocumentsAfterSale } from '#src/lib/documents/after-sale';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { LoadedPanel } from '#src/islands/ui/loaded-panel';
import { Field, FormError, Select } from '#src/islands/ui/field';

const REQUESTS = [
  { value: 'refuse', label: 'Refused' },
  { value: 'accept', label: 'Still taken' },
];
const LINKS = [
  { value: 'expire', label: 'Stop working' },
  { value: 'keep', label: 'Keep working until they expire' },
];
const PUBLIC = [
  { value: 'keep', label: 'Stay on its page' },
  { value: 'hide', label: 'Are hidden' },
];

/** What a sold car's documents still do (src/lib/documents/after-sale.ts): GET/PUT /api/settings/documents. */
export default function DocumentsAfterSaleForm() {
  return (
    <LoadedPanel<DocumentsAfterSale>
      title="Documents of a sold car"
      path="/api/settings/documents"
      loading="Loading the rule for sold cars’ documents…"
      failed="Failed to load the rule for sold cars’ documents."
    >
      {(data) => <DocumentsAfterSaleFields initial={data} />}
    </LoadedPanel>
  );
}

function DocumentsAfterSaleFields({ initial }: { initial: DocumentsAfterSale }) {
  const form = useZodForm({
    schema: documentsAfterSaleSchema,
    defaultValues: initial,
    toInput: (d) => d,
    failure: { toast: 'Failed to save the rule. Please try again.' },
    onSubmit: async (body) => {
      const stored = await api.put<DocumentsAfterSale>('/api/settings/documents', body);
      form.reset(stored);
      toast({ title: 'Rule saved', description: 'Sold cars’ documents follow it from now on.' });
    },
  });
  const requests = form.bind('requests', { id: 'sold-doc-requests', hint: 'For documents kept on request.' });
  const links = form.bind('releasedLinks', { id: 'sold-doc-links', hint: 'Download links sent before the sale.' });
  const shown = form.bind('publicDocuments', { id: 'sold-doc-public' });

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-5" aria-label="Documents of a sold car">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...requests.field} label="New requests">
          <Select options={REQUESTS} {...requests.control} />
        </Field>
        <Field {...links.field} label="Links already released">
          <Select options={LINKS} {...links.control} />
        </Field>
        <Field {...shown.field} label="Public documents">
          <Select options={PUBLIC} {...shown.control} />
        </Field>
      </div>
      <FormError message={form.formError} />
      <div>
        <Button type="submit" pending={form.pending}>
          Save the rule
        </Button>
      </div>
    </form>
  );
}
