// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { leadSettingsSchema, type LeadSettings } from '#src/lib/validation/lead-settings';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { LoadedPanel } from '#src/islands/ui/loaded-panel';
import { Checkbox, Field, FormError, Input } from '#src/islands/ui/field';

type Draft = { crmEnabled: boolean; crmEmail: string; financingRetentionMonths: string };

/** The form's numbers are text as typed; a blank retention is left out (the schema names it). */
const toInput = (d: Draft) => {
  const months = d.financingRetentionMonths.trim();
  return { crmEnabled: d.crmEnabled, crmEmail: d.crmEmail, financingRetentionMonths: months === '' ? undefined : Number(months) };
};
const toDraft = (s: LeadSettings): Draft => ({
  crmEnabled: s.crmEnabled,
  crmEmail: s.crmEmail ?? '',
  financingRetentionMonths: String(s.financingRetentionMonths),
});
const EMAIL_HINT = 'The ADF/XML intake address your CRM gives you.';
const RETENTION_HINT = 'After the lead is closed; then deleted.';

/** Where new leads go as ADF/XML (off by default) and how long financing answers are kept (GET/PUT /api/settings/leads). */
export default function LeadDeliveryForm() {
  return (
    <LoadedPanel<LeadSettings>
      title="Leads: CRM delivery and retention"
      path="/api/settings/leads"
      loading="Loading lead settings…"
      failed="Failed to load the lead settings."
    >
      {(data) => <LeadDeliveryFields initial={toDraft(data)} />}
    </LoadedPanel>
  );
}

function LeadDeliveryFields({ initial }: { initial: Draft }) {
  const form = useZodForm({
    schema: leadSettingsSchema,
    defaultValues: initial,
    toInput,
    failure: { toast: 'Failed to save the lead settings. Please try again.' },
    onSubmit: async (body) => {
      const stored = await api.put<LeadSettings>('/api/settings/leads', body);
      form.reset(toDraft(stored));
      toast({
        title: 'Lead settings saved',
        description: stored.crmEnabled ? `New leads go to ${stored.crmEmail} as ADF/XML.` : 'New leads are not sent to a CRM.',
      });
    },
  });
  const enabled = form.bind('crmEnabled', { id: 'lead-crm-enabled' });
  const email = form.bind('crmEmail', { id: 'lead-crm-email', hint: EMAIL_HINT });
  const retention = form.bind('financingRetentionMonths', { id: 'lead-retention', hint: RETENTION_HINT });

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-5" aria-label="Lead settings">
      <p className="text-sm text-ink/65">
        Every new trade-in, offer and financing lead can be e-mailed to your CRM in ADF/XML 1.0, the format dealer CRMs import. Staff can
        also download any lead as ADF/XML from its dialog.
      </p>
      <Checkbox label="E-mail each new lead to the CRM as ADF/XML" {...enabled.control} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field {...email.field} label="CRM lead address">
          <Input type="email" placeholder="leads@your-crm.example" {...email.control} />
        </Field>
        <Field {...retention.field} label="Keep financing answers (months)">
          <Input inputMode="numeric" {...retention.control} />
        </Field>
      </div>
      <FormError message={form.formError} />
      <div>
        <Button type="submit" pending={form.pending}>
          Save lead settings
        </Button>
      </div>
    </form>
  );
}
