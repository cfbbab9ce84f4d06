import { useId, useRef, useState } from 'react';
import { EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS, FINANCE_TERMS, INCOME_BANDS, INCOME_BAND_LABELS } from '#src/lib/leads/options';
import { financingLeadSchema } from '#src/lib/validation/leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { ContactFields, CONTACT_FIELD_ORDER, contactPayload, emptyContact, type ContactValues } from './contact-fields';
import { Honeypot, numberOrUndefined, SelectField, SentPanel, styles, TextField, useLeadSubmit } from './lead-form-kit';

const FIELD_ORDER = [
  'employmentStatus',
  'incomeBand',
  'housingCost',
  'termMonths',
  'downPayment',
  ...CONTACT_FIELD_ORDER,
  'contactConsent',
];

/**
 * Financing pre-qualification: a few answers so the finance manager can say
 * which lenders and terms fit before anyone applies. Deliberately no SIN, date
 * of birth or bank details: the lender's own application comes later.
 */
export default function FinancingForm({ vehicleId }: { vehicleId?: number }) {
  const id = useId();
  const [answers, setAnswers] = useState({ employmentStatus: '', incomeBand: '', housingCost: '', termMonths: '', downPayment: '' });
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [contactConsent, setContactConsent] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const s = styles('light');

  const { form, errors, submitting, failure, sent, onSubmit } = useLeadSubmit({
    schema: financingLeadSchema,
    payload: () => ({
      vehicleId,
      employmentStatus: answers.employmentStatus || undefined,
      incomeBand: answers.incomeBand || undefined,
      housingCost: numberOrUndefined(answers.housingCost),
      termMonths: numberOrUndefined(answers.termMonths),
      downPayment: numberOrUndefined(answers.downPayment),
      ...contactPayload(contact),
      contactConsent,
      marketingConsent,
      website: honeypot.current?.value ?? '',
    }),
    order: FIELD_ORDER,
    post: (data) =>
      fetch('/api/leads/financing', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
      }),
  });

  if (sent)
    return (
      <SentPanel title="Thank you. Our finance manager will be in touch." tone="light">
        We will call or e-mail you within one business day with the lenders and terms that suit you. Nothing has been sent to a lender and
        your credit has not been checked.
      </SentPanel>
    );

  const set = (key: keyof typeof answers) => (value: string) => setAnswers((a) => ({ ...a, [key]: value }));
  const f = (key: keyof typeof answers) => ({
    id: `${id}-${key}`,
    name: key,
    tone: 'light' as const,
    error: errors[key],
    value: answers[key],
    onChange: set(key),
  });

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Financing pre-qualification" className="grid gap-8" data-financing-form>
      <p className="border-l-2 border-gold bg-ivory/70 px-4 py-3 text-sm leading-relaxed text-ink/80">
        <strong className="font-medium text-ink">No SIN, date of birth or bank details.</strong> This is not a credit application and no
        credit check is made. The lender's application comes later, once you have chosen a vehicle and a lender.
      </p>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={s.legend}>Your situation</legend>
        <SelectField
          {...f('employmentStatus')}
          label="Employment"
          options={EMPLOYMENT_STATUSES.map((v) => ({ value: v, label: EMPLOYMENT_STATUS_LABELS[v] }))}
        />
        <SelectField
          {...f('incomeBand')}
          label="Yearly household income"
          options={INCOME_BANDS.map((v) => ({ value: v, label: INCOME_BAND_LABELS[v] }))}
        />
        <TextField {...f('housingCost')} label="Rent or mortgage ($ a month)" inputMode="numeric" />
        <SelectField
          {...f('termMonths')}
          label="Desired term"
          options={FINANCE_TERMS.map((t) => ({ value: String(t), label: `${t} months` }))}
        />
        <TextField
          {...f('downPayment')}
          label="Down payment ($)"
          inputMode="numeric"
          hint="Enter 0 if none; a trade-in can count toward it."
        />
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className={s.legend}>How we reach you</legend>
        <ContactFields id={`${id}-contact`} values={contact} onChange={setContact} errors={errors} tone="light" />
        <div>
          <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed">
            <input
              type="checkbox"
              name="contactConsent"
              checked={contactConsent}
              onChange={(e) => setContactConsent(e.target.checked)}
              aria-invalid={errors.contactConsent ? true : undefined}
              aria-describedby={errors.contactConsent ? `${id}-contactConsent-error` : undefined}
              className="mt-1 h-4 w-4 shrink-0 accent-ink"
            />
            <span>I agree to be contacted by phone or e-mail about this pre-qualification request.</span>
          </label>
          {errors.contactConsent && (
            <p id={`${id}-contactConsent-error`} className={s.error}>
              {errors.contactConsent}
            </p>
          )}
        </div>
        <MarketingConsent checked={marketingConsent} onChange={setMarketingConsent} tone="light" />
      </fieldset>
      <Honeypot id={id} inputRef={honeypot} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>
          Your answers are seen only by our finance team and deleted automatically once your request has been closed for our retention
          period. See our{' '}
          <a href="/privacy-policy" className="underline underline-offset-2">
            privacy policy
          </a>
          .
        </p>
        <button type="submit" disabled={submitting} className={s.button}>
          {submitting ? 'Sending...' : 'Check My Options'}
        </button>
      </div>
      {failure && (
        <p role="alert" className={s.error}>
          {failure}
        </p>
      )}
    </form>
  );
}
