// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { Plus, X } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { allInPrice, formatMoney, type PricingSettings } from '#src/lib/pricing/all-in';
import { pricingSettingsSchema } from '#src/lib/validation/settings';
import { api } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { Button } from '#src/islands/ui/button';
import { LoadedPanel } from '#src/islands/ui/loaded-panel';
import { Checkbox, Field, FormError, Input } from '#src/islands/ui/field';

type FeeRow = { name: string; amount: string; enabled: boolean };
type Values = { fees: FeeRow[]; note: string };
const MAX_FEES = 12;
const EXAMPLE_PRICE = 100_000;

const toValues = (s: PricingSettings): Values => ({
  fees: s.fees.map((f) => ({ name: f.name, amount: f.amount.toFixed(2), enabled: f.enabled })),
  note: s.note,
});

const toInput = (v: Values) => ({ ...v, fees: v.fees.map((f) => ({ ...f, amount: f.amount.trim() })) });
const NOTE_HINT = 'OMVIC requires the ad to say that HST and licensing are extra.';

/**
 * The dealer's mandatory fee lines (GET/PUT /api/settings/pricing): every
 * advertised price on the site and in the feeds is the vehicle's price plus
 * the included lines, followed by the note.
 */
export default function FeeLinesForm() {
  return (
    <LoadedPanel<PricingSettings>
      title="Advertised prices"
      path="/api/settings/pricing"
      loading="Loading fees…"
      failed="Failed to load the fees. Please try again later."
    >
      {(data) => <FeeLinesFields initial={toValues(data)} />}
    </LoadedPanel>
  );
}

function FeeLinesFields({ initial }: { initial: Values }) {
  const form = useZodForm({
    schema: pricingSettingsSchema,
    defaultValues: initial,
    toInput,
    failure: { toast: 'Failed to save the fees. Please try again.' },
    onSubmit: async (body) => {
      const stored = await api.put<PricingSettings>('/api/settings/pricing', body);
      form.reset(toValues(stored));
      toast({ title: 'Fees saved', description: 'Every advertised price and feed now includes the new fee lines.' });
    },
  });
  const fees = useFieldArray({ control: form.control, name: 'fees' });
  // The example follows what is typed, checked with the same schema.
  const values = form.watch();
  const parsed = pricingSettingsSchema.safeParse(toInput(values));
  const example = parsed.success ? allInPrice({ price: EXAMPLE_PRICE }, parsed.data) : null;
  const feesError = form.formState.errors.fees?.message ?? form.formState.errors.fees?.root?.message;
  const note = form.bind('note', { id: 'pricing-note', hint: NOTE_HINT });

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-6" aria-label="Advertised prices">
      <p className="text-sm text-ink/65">
        Ontario's all-in rule: the advertised price includes every fee you charge except HST and licensing. List the fees here; every price
        on the site, in the feeds and on the sale records adds the included ones.
      </p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xs font-medium tracking-wide text-ink/75">Fee lines</legend>
        {fees.fields.length === 0 && <p className="text-sm text-ink/65">No fee lines: prices are advertised as entered.</p>}
        {fees.fields.map((line, i) => {
          const name = form.bind(`fees.${i}.name`, { id: `fee-${i}-name` });
          const amount = form.bind(`fees.${i}.amount`, { id: `fee-${i}-amount` });
          const enabled = form.bind(`fees.${i}.enabled`, { id: `fee-${i}-enabled` });
          return (
            <div
              key={line.id}
              className="grid grid-cols-[8rem_minmax(0,1fr)_auto] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto_auto]"
            >
              <Field {...name.field} label={<span className="sr-only">Fee name, line {i + 1}</span>} className="col-span-3 sm:col-span-1">
                <Input placeholder="Administration fee" {...name.control} />
              </Field>
              <Field {...amount.field} label={<span className="sr-only">Amount in dollars, line {i + 1}</span>}>
                <div className="relative">
                  <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-ink/60" aria-hidden="true">
                    $
                  </span>
                  <Input inputMode="decimal" className="pl-6 text-right tabular-nums" {...amount.control} />
                </div>
              </Field>
              <Checkbox label="Included" className="h-10" {...enabled.control} />
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove the fee line ${values.fees[i]?.name || i + 1}`}
                onClick={() => fees.remove(i)}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {feesError && (
          <p className="text-xs font-medium text-red-700" role="alert">
            {feesError}
          </p>
        )}
        <div>
          <Button
            size="sm"
            variant="ghost"
            disabled={fees.fields.length >= MAX_FEES}
            onClick={() => fees.append({ name: '', amount: '0.00', enabled: true })}
          >
            <Plus className="size-4" aria-hidden="true" /> Add a fee line
          </Button>
        </div>
      </fieldset>

      <Field {...note.field} label="Note after every price" required>
        <Input {...note.control} />
      </Field>

      <FormError message={form.formError} />
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-ink/8 pt-5">
        <p className="text-sm text-ink/75" aria-live="polite" data-testid="fee-example">
          {example && !example.onRequest
            ? `A ${formatMoney(EXAMPLE_PRICE)} vehicle is advertised at ${formatMoney(example.amount)} ${values.note}.`
            : 'Fix the fee lines to see an example.'}
        </p>
        <Button type="submit" pending={form.pending}>
          Save fees
        </Button>
      </div>
    </form>
  );
}
