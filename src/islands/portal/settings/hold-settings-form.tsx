// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { holdSettingsSchema, type HoldSettings } from '#src/lib/validation/hold-settings';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { LoadedPanel } from '#src/islands/ui/loaded-panel';
import { Field, FormError, Input, Textarea } from '#src/islands/ui/field';

type Draft = { holdHours: string; depositAmount: string; eTransferEmail: string; eTransferNote: string; refundTerms: string };

const num = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(/[\s$,]/g, '')));
const toInput = (d: Draft) => ({ ...d, holdHours: num(d.holdHours), depositAmount: num(d.depositAmount) });
const toDraft = (s: HoldSettings): Draft => ({
  holdHours: String(s.holdHours),
  depositAmount: String(s.depositAmount),
  eTransferEmail: s.eTransferEmail ?? '',
  eTransferNote: s.eTransferNote,
  refundTerms: s.refundTerms,
});

/** Holding a car against a deposit (issue 23 item 8): GET/PUT /api/settings/holds. */
export default function HoldSettingsForm() {
  return (
    <LoadedPanel<HoldSettings>
      title="Holds: deposit and terms"
      path="/api/settings/holds"
      loading="Loading hold settings…"
      failed="Failed to load the hold settings."
    >
      {(data) => <HoldSettingsFields initial={toDraft(data)} />}
    </LoadedPanel>
  );
}

function HoldSettingsFields({ initial }: { initial: Draft }) {
  const form = useZodForm({
    schema: holdSettingsSchema,
    defaultValues: initial,
    toInput,
    failure: { toast: 'Failed to save the hold settings. Please try again.' },
    onSubmit: async (body) => {
      const stored = await api.put<HoldSettings>('/api/settings/holds', body);
      form.reset(toDraft(stored));
      toast({ title: 'Hold settings saved', description: `Holds last ${stored.holdHours} hours.` });
    },
  });
  const hours = form.bind('holdHours', { id: 'hold-hours', hint: 'From the deposit; staff may extend.' });
  const amount = form.bind('depositAmount', { id: 'hold-deposit' });
  const email = form.bind('eTransferEmail', { id: 'hold-etransfer-email', hint: "Blank: the dealer's e-mail." });
  const etNote = form.bind('eTransferNote', { id: 'hold-etransfer-note', hint: 'E.g. the security answer policy; optional.' });
  const terms = form.bind('refundTerms', { id: 'hold-refund-terms', hint: 'Shown beside "Reserve this car" and in every deposit e-mail.' });

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-5" aria-label="Hold settings">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...hours.field} label="Hold length (hours)">
          <Input inputMode="numeric" {...hours.control} />
        </Field>
        <Field {...amount.field} label="Deposit ($)">
          <Input inputMode="numeric" {...amount.control} />
        </Field>
        <Field {...email.field} label="Interac e-Transfer address">
          <Input type="email" {...email.control} />
        </Field>
      </div>
      <Field {...etNote.field} label="e-Transfer instructions">
        <Textarea rows={2} {...etNote.control} />
      </Field>
      <Field {...terms.field} label="Refund terms">
        <Textarea rows={3} {...terms.control} />
      </Field>
      <FormError message={form.formError} />
      <div>
        <Button type="submit" pending={form.pending}>
          Save hold settings
        </Button>
      </div>
    </form>
  );
}
