import { Plus, X } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { allInPrice, formatMoney, type PricingSettings } from '../../../lib/pricing/all-in';
import { pricingSettingsSchema } from '../../../lib/validation/settings';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import { useApi } from '../../lib/use-api';
import { Button } from '../../ui/button';
import { ErrorState, Panel } from '../../ui/card';
import { Checkbox, Field, Input, describedBy } from '../../ui/field';
import { LoadingState } from '../../ui/spinner';

type FeeRow = { name: string; amount: string; enabled: boolean };
type Values = { fees: FeeRow[]; note: string };
const MAX_FEES = 12;
const EXAMPLE_PRICE = 100_000;

const toValues = (s: PricingSettings): Values => ({
  fees: s.fees.map((f) => ({ name: f.name, amount: f.amount.toFixed(2), enabled: f.enabled })),
  note: s.note,
});

/**
 * The dealer's mandatory fee lines (GET/PUT /api/settings/pricing): every
 * advertised price on the site and in the feeds is the vehicle's price plus
 * the included lines, followed by the note.
 */
export default function FeeLinesForm() {
  const saved = useApi<PricingSettings>('/api/settings/pricing');
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (saved.data && values === null) setValues(toValues(saved.data));
  }, [saved.data, values]);

  const setFee = (index: number, patch: Partial<FeeRow>) =>
    setValues((v) => (v ? { ...v, fees: v.fees.map((f, i) => (i === index ? { ...f, ...patch } : f)) } : v));

  const parsed = values
    ? pricingSettingsSchema.safeParse({ ...values, fees: values.fees.map((f) => ({ ...f, amount: f.amount.trim() })) })
    : null;
  const example = parsed?.success ? allInPrice({ price: EXAMPLE_PRICE }, parsed.data) : null;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!values || !parsed) return;
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const stored = await api.put<PricingSettings>('/api/settings/pricing', parsed.data);
      setValues(toValues(stored));
      toast({ title: 'Fees saved', description: 'Every advertised price and feed now includes the new fee lines.' });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast({ title: 'Error', description: errorMessage(error, 'Failed to save the fees. Please try again.'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title="Advertised prices">
      {!values ? (
        saved.error ? (
          <ErrorState
            message={errorMessage(saved.error, 'Failed to load the fees. Please try again later.')}
            onRetry={() => void saved.reload()}
          />
        ) : (
          <LoadingState label="Loading fees…" />
        )
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Advertised prices">
          <p className="text-sm text-ink/65">
            Ontario's all-in rule: the advertised price includes every fee you charge except HST and licensing. List the fees here; every
            price on the site, in the feeds and on the sale records adds the included ones.
          </p>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-xs font-medium tracking-wide text-ink/75">Fee lines</legend>
            {values.fees.length === 0 && <p className="text-sm text-ink/65">No fee lines: prices are advertised as entered.</p>}
            {values.fees.map((f, i) => (
              <div
                key={i}
                className="grid grid-cols-[8rem_minmax(0,1fr)_auto] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto_auto]"
              >
                <Field
                  id={`fee-${i}-name`}
                  label={<span className="sr-only">Fee name, line {i + 1}</span>}
                  error={errors[`fees.${i}.name`]}
                  className="col-span-3 sm:col-span-1"
                >
                  <Input
                    id={`fee-${i}-name`}
                    value={f.name}
                    placeholder="Administration fee"
                    onChange={(e) => setFee(i, { name: e.target.value })}
                    aria-invalid={errors[`fees.${i}.name`] ? true : undefined}
                    aria-describedby={describedBy(`fee-${i}-name`, errors[`fees.${i}.name`])}
                  />
                </Field>
                <Field
                  id={`fee-${i}-amount`}
                  label={<span className="sr-only">Amount in dollars, line {i + 1}</span>}
                  error={errors[`fees.${i}.amount`]}
                >
                  <div className="relative">
                    <span
                      className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-ink/60"
                      aria-hidden="true"
                    >
                      $
                    </span>
                    <Input
                      id={`fee-${i}-amount`}
                      value={f.amount}
                      inputMode="decimal"
                      className="pl-6 text-right tabular-nums"
                      onChange={(e) => setFee(i, { amount: e.target.value })}
                      aria-invalid={errors[`fees.${i}.amount`] ? true : undefined}
                      aria-describedby={describedBy(`fee-${i}-amount`, errors[`fees.${i}.amount`])}
                    />
                  </div>
                </Field>
                <Checkbox
                  id={`fee-${i}-enabled`}
                  label="Included"
                  className="h-10"
                  checked={f.enabled}
                  onChange={(e) => setFee(i, { enabled: e.target.checked })}
                />
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove the fee line ${f.name || i + 1}`}
                  onClick={() => setValues({ ...values, fees: values.fees.filter((_, j) => j !== i) })}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            {errors.fees && <p className="text-xs font-medium text-red-700">{errors.fees}</p>}
            <div>
              <Button
                size="sm"
                variant="ghost"
                disabled={values.fees.length >= MAX_FEES}
                onClick={() => setValues({ ...values, fees: [...values.fees, { name: '', amount: '0.00', enabled: true }] })}
              >
                <Plus className="size-4" aria-hidden="true" /> Add a fee line
              </Button>
            </div>
          </fieldset>

          <Field
            id="pricing-note"
            label="Note after every price"
            required
            error={errors.note}
            hint="OMVIC requires the ad to say that HST and licensing are extra."
          >
            <Input
              id="pricing-note"
              value={values.note}
              onChange={(e) => setValues({ ...values, note: e.target.value })}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={describedBy('pricing-note', errors.note, true)}
            />
          </Field>

          <div className="flex flex-wrap items-center justify-between gap-4 border-t border-ink/8 pt-5">
            <p className="text-sm text-ink/75" aria-live="polite" data-testid="fee-example">
              {example && !example.onRequest
                ? `A ${formatMoney(EXAMPLE_PRICE)} vehicle is advertised at ${formatMoney(example.amount)} ${values.note}.`
                : 'Fix the fee lines to see an example.'}
            </p>
            <Button type="submit" pending={saving}>
              Save fees
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
