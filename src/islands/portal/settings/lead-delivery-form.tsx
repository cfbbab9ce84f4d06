import { useEffect, useState, type SubmitEvent } from 'react';
import { leadSettingsSchema, type LeadSettings } from '../../../lib/validation/lead-settings';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { useApi } from '../../lib/use-api';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { ErrorState, Panel } from '../../ui/card';
import { Checkbox, Field, Input, describedBy } from '../../ui/field';
import { LoadingState } from '../../ui/spinner';

type Draft = { crmEnabled: boolean; crmEmail: string; financingRetentionMonths: string };

/** Where new leads go as ADF/XML (off by default) and how long financing answers are kept (GET/PUT /api/settings/leads). */
export default function LeadDeliveryForm() {
  const saved = useApi<LeadSettings>('/api/settings/leads');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (saved.data && draft === null)
      setDraft({
        crmEnabled: saved.data.crmEnabled,
        crmEmail: saved.data.crmEmail ?? '',
        financingRetentionMonths: String(saved.data.financingRetentionMonths),
      });
  }, [saved.data, draft]);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!draft) return;
    const months = draft.financingRetentionMonths.trim();
    const parsed = leadSettingsSchema.safeParse({
      crmEnabled: draft.crmEnabled,
      crmEmail: draft.crmEmail,
      financingRetentionMonths: months === '' ? undefined : Number(months),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    setSaving(true);
    try {
      await api.put<LeadSettings>('/api/settings/leads', parsed.data);
      toast({
        title: 'Lead settings saved',
        description: parsed.data.crmEnabled ? `New leads go to ${parsed.data.crmEmail} as ADF/XML.` : 'New leads are not sent to a CRM.',
      });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save the lead settings. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title="Leads: CRM delivery and retention">
      {!draft ? (
        saved.error ? (
          <ErrorState message={errorMessage(saved.error, 'Failed to load the lead settings.')} onRetry={() => void saved.reload()} />
        ) : (
          <LoadingState label="Loading lead settings…" />
        )
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Lead settings">
          <p className="text-sm text-ink/65">
            Every new trade-in, offer and financing lead can be e-mailed to your CRM in ADF/XML 1.0, the format dealer CRMs import. Staff
            can also download any lead as ADF/XML from its dialog.
          </p>
          <Checkbox
            id="lead-crm-enabled"
            label="E-mail each new lead to the CRM as ADF/XML"
            checked={draft.crmEnabled}
            onChange={(e) => setDraft({ ...draft, crmEnabled: e.target.checked })}
          />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Field
              id="lead-crm-email"
              label="CRM lead address"
              error={errors.crmEmail}
              hint="The ADF/XML intake address your CRM gives you."
            >
              <Input
                id="lead-crm-email"
                type="email"
                value={draft.crmEmail}
                placeholder="leads@your-crm.example"
                onChange={(e) => setDraft({ ...draft, crmEmail: e.target.value })}
                aria-invalid={errors.crmEmail ? true : undefined}
                aria-describedby={describedBy('lead-crm-email', errors.crmEmail, 'The ADF/XML intake address your CRM gives you.')}
              />
            </Field>
            <Field
              id="lead-retention"
              label="Keep financing answers (months)"
              error={errors.financingRetentionMonths}
              hint="After the lead is closed; then deleted."
            >
              <Input
                id="lead-retention"
                inputMode="numeric"
                value={draft.financingRetentionMonths}
                onChange={(e) => setDraft({ ...draft, financingRetentionMonths: e.target.value })}
                aria-invalid={errors.financingRetentionMonths ? true : undefined}
                aria-describedby={describedBy('lead-retention', errors.financingRetentionMonths, 'After the lead is closed; then deleted.')}
              />
            </Field>
          </div>
          <div>
            <Button type="submit" pending={saving}>
              Save lead settings
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
