// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { Plus, X } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { LoadedPanel } from '#src/islands/ui/loaded-panel';
import { Field, FormError, Input } from '#src/islands/ui/field';
import { dealerContactSchema, type DealerContactInput } from '#src/lib/validation/settings';

type Contact = DealerContactInput;
type TextKey = Exclude<keyof Contact, 'hours'>;
const MAX_HOURS = 7;

const FIELDS: { key: TextKey; label: string; type?: string; autoComplete: string; span?: 2 | 3 }[] = [
  { key: 'phoneDisplay', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'off', span: 2 },
  { key: 'street', label: 'Street', autoComplete: 'off', span: 3 },
  { key: 'city', label: 'City', autoComplete: 'off' },
  { key: 'region', label: 'Province', autoComplete: 'off' },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'off' },
];

/** The dealer's contact details and hours as the public site shows them (GET/PUT /api/settings/dealer). */
export default function DealerDetailsForm() {
  return (
    <LoadedPanel<Contact>
      title="Dealer contact details"
      path="/api/settings/dealer"
      loading="Loading details…"
      failed="Failed to load the details. Please try again later."
    >
      {(data) => <DealerDetailsFields initial={data} />}
    </LoadedPanel>
  );
}

function DealerDetailsFields({ initial }: { initial: Contact }) {
  const form = useZodForm({
    schema: dealerContactSchema,
    defaultValues: initial,
    failure: { toast: 'Failed to save the details. Please try again.' },
    onSubmit: async (body) => {
      const stored = await api.put<Contact>('/api/settings/dealer', body);
      form.reset(stored);
      toast({ title: 'Details saved', description: 'The public site now shows the new contact details.' });
    },
  });
  const hours = useFieldArray({ control: form.control, name: 'hours' });
  const hoursError = form.formState.errors.hours?.message ?? form.formState.errors.hours?.root?.message;

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-6" aria-label="Dealer contact details">
      <p className="text-sm text-ink/65">Shown in the public site's header, footer and contact page.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map((f) => {
          const b = form.bind(f.key, { id: `dealer-${f.key}` });
          return (
            <Field
              key={f.key}
              {...b.field}
              label={f.label}
              required
              className={f.span === 3 ? 'sm:col-span-3' : f.span === 2 ? 'sm:col-span-2' : undefined}
            >
              <Input type={f.type ?? 'text'} autoComplete={f.autoComplete} {...b.control} />
            </Field>
          );
        })}
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xs font-medium tracking-wide text-ink/75">Opening hours</legend>
        {hours.fields.map((line, i) => {
          const days = form.bind(`hours.${i}.days`, { id: `hours-${i}-days` });
          const text = form.bind(`hours.${i}.text`, { id: `hours-${i}-text` });
          return (
            <div key={line.id} className="grid grid-cols-[1fr_1fr_auto] items-center gap-3">
              <Field {...days.field} label={<span className="sr-only">Days, line {i + 1}</span>}>
                <Input placeholder="Monday – Friday" {...days.control} />
              </Field>
              <Field {...text.field} label={<span className="sr-only">Hours, line {i + 1}</span>}>
                <Input placeholder="9 AM – 7 PM" {...text.control} />
              </Field>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove line ${i + 1} of the opening hours`}
                disabled={hours.fields.length <= 1}
                onClick={() => hours.remove(i)}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {hoursError && (
          <p className="text-xs font-medium text-red-700" role="alert">
            {hoursError}
          </p>
        )}
        <div>
          <Button
            size="sm"
            variant="ghost"
            disabled={hours.fields.length >= MAX_HOURS}
            onClick={() => hours.append({ days: '', text: '' })}
          >
            <Plus className="size-4" aria-hidden="true" /> Add a line
          </Button>
        </div>
      </fieldset>

      <FormError message={form.formError} />
      <div>
        <Button type="submit" pending={form.pending}>
          Save details
        </Button>
      </div>
    </form>
  );
}
