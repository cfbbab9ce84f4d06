import { Plus, X } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import { useApi } from '../../lib/use-api';
import { Button } from '../../ui/button';
import { ErrorState, Panel } from '../../ui/card';
import { Field, Input, describedBy } from '../../ui/field';
import { LoadingState } from '../../ui/spinner';
import { dealerContactSchema, type DealerContactInput } from '../../../lib/validation/settings';

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
  const saved = useApi<Contact>('/api/settings/dealer');
  const [values, setValues] = useState<Contact | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (saved.data && values === null) setValues(saved.data);
  }, [saved.data, values]);

  const setText = (key: TextKey, value: string) => setValues((v) => (v ? { ...v, [key]: value } : v));
  const setHours = (index: number, part: 'days' | 'text', value: string) =>
    setValues((v) => (v ? { ...v, hours: v.hours.map((h, i) => (i === index ? { ...h, [part]: value } : h)) } : v));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!values) return;
    const parsed = dealerContactSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const stored = await api.put<Contact>('/api/settings/dealer', parsed.data);
      setValues(stored);
      toast({ title: 'Details saved', description: 'The public site now shows the new contact details.' });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast({ title: 'Error', description: errorMessage(error, 'Failed to save the details. Please try again.'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title="Dealer contact details">
      {!values ? (
        saved.error ? (
          <ErrorState
            message={errorMessage(saved.error, 'Failed to load the details. Please try again later.')}
            onRetry={() => void saved.reload()}
          />
        ) : (
          <LoadingState label="Loading details…" />
        )
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Dealer contact details">
          <p className="text-sm text-ink/65">Shown in the public site's header, footer and contact page.</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {FIELDS.map((f) => (
              <Field
                key={f.key}
                id={`dealer-${f.key}`}
                label={f.label}
                required
                error={errors[f.key]}
                className={f.span === 3 ? 'sm:col-span-3' : f.span === 2 ? 'sm:col-span-2' : undefined}
              >
                <Input
                  id={`dealer-${f.key}`}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  value={values[f.key]}
                  onChange={(e) => setText(f.key, e.target.value)}
                  aria-invalid={errors[f.key] ? true : undefined}
                  aria-describedby={describedBy(`dealer-${f.key}`, errors[f.key])}
                />
              </Field>
            ))}
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-xs font-medium tracking-wide text-ink/75">Opening hours</legend>
            {values.hours.map((h, i) => (
              <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-center gap-3">
                <Field id={`hours-${i}-days`} label={<span className="sr-only">Days, line {i + 1}</span>} error={errors[`hours.${i}.days`]}>
                  <Input
                    id={`hours-${i}-days`}
                    value={h.days}
                    placeholder="Monday – Friday"
                    onChange={(e) => setHours(i, 'days', e.target.value)}
                    aria-invalid={errors[`hours.${i}.days`] ? true : undefined}
                    aria-describedby={describedBy(`hours-${i}-days`, errors[`hours.${i}.days`])}
                  />
                </Field>
                <Field
                  id={`hours-${i}-text`}
                  label={<span className="sr-only">Hours, line {i + 1}</span>}
                  error={errors[`hours.${i}.text`]}
                >
                  <Input
                    id={`hours-${i}-text`}
                    value={h.text}
                    placeholder="9 AM – 7 PM"
                    onChange={(e) => setHours(i, 'text', e.target.value)}
                    aria-invalid={errors[`hours.${i}.text`] ? true : undefined}
                    aria-describedby={describedBy(`hours-${i}-text`, errors[`hours.${i}.text`])}
                  />
                </Field>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove line ${i + 1} of the opening hours`}
                  disabled={values.hours.length <= 1}
                  onClick={() => setValues({ ...values, hours: values.hours.filter((_, j) => j !== i) })}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            {errors.hours && <p className="text-xs font-medium text-red-700">{errors.hours}</p>}
            <div>
              <Button
                size="sm"
                variant="ghost"
                disabled={values.hours.length >= MAX_HOURS}
                onClick={() => setValues({ ...values, hours: [...values.hours, { days: '', text: '' }] })}
              >
                <Plus className="size-4" aria-hidden="true" /> Add a line
              </Button>
            </div>
          </fieldset>

          <div>
            <Button type="submit" pending={saving}>
              Save details
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
