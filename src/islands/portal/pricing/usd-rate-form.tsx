// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { formatUsdApprox, usdRateSchema } from '#src/lib/pricing/usd';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { LoadedPanel } from '#src/islands/ui/loaded-panel';
import { Field, FormError, Input } from '#src/islands/ui/field';

type Saved = { rate: number | null; asOf: string | null };
type Draft = { rate: string; asOf: string };

const toDraft = (s: Saved): Draft => ({ rate: s.rate === null ? '' : String(s.rate), asOf: s.asOf ?? '' });
/** Both blank: US dollars are no longer shown. A rate typed '0,715' reads as 0.715. */
const toInput = (d: Draft) => {
  const rate = d.rate.trim().replace(',', '.');
  if (rate === '' && d.asOf.trim() === '') return { rate: null, asOf: null };
  return { rate: rate === '' ? null : Number(rate), asOf: d.asOf.trim() === '' ? null : d.asOf.trim() };
};

/** The CAD→USD rate shoppers may see "≈ US$" prices at, with its date (GET/PUT /api/settings/usd-rate). Admin only. */
export default function UsdRateForm() {
  return (
    <LoadedPanel<Saved>
      title="US dollars for buyers abroad"
      path="/api/settings/usd-rate"
      loading="Loading the rate…"
      failed="Failed to load the rate."
    >
      {(data) => <UsdRateFields initial={toDraft(data)} />}
    </LoadedPanel>
  );
}

function UsdRateFields({ initial }: { initial: Draft }) {
  const form = useZodForm({
    schema: usdRateSchema,
    defaultValues: initial,
    toInput,
    failure: { toast: 'Failed to save the rate. Please try again.' },
    onSubmit: async (body) => {
      const stored = await api.put<Saved>('/api/settings/usd-rate', body);
      form.reset(toDraft(stored));
      toast({
        title: 'Rate saved',
        description: stored.rate ? `Shoppers may now see prices at US$ ${stored.rate} per C$.` : 'US-dollar prices are no longer shown.',
      });
    },
  });
  const rate = form.bind('rate', { id: 'usd-rate', hint: 'US$ per C$, e.g. 0.7150. Leave both blank to stop showing US dollars.' });
  const asOf = form.bind('asOf', { id: 'usd-rate-as-of', hint: 'Shown beside every "≈ US$" price.' });
  const typed = Number(form.watch('rate').replace(',', '.'));
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-5" aria-label="CAD to USD rate">
      <p className="text-sm text-ink/65">
        Shoppers who turn on “Show ≈ US$” see each all-in price in US dollars beside it, rounded to three figures at most, with this date
        and “sale in Canadian dollars”. The price in Canadian dollars is never replaced; feeds and search data stay in CAD.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...rate.field} label="Rate (US$ per C$)">
          <Input inputMode="decimal" {...rate.control} />
        </Field>
        <Field {...asOf.field} label="Date of the rate">
          <Input type="date" {...asOf.control} />
        </Field>
      </div>
      {typed > 0 && <p className="text-xs text-ink/70">Example: C$ 249,900 shows as {formatUsdApprox(249_900, typed)}.</p>}
      <FormError message={form.formError} />
      <div>
        <Button type="submit" pending={form.pending}>
          Save rate
        </Button>
      </div>
    </form>
  );
}
