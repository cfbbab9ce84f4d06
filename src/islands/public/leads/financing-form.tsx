import { useId } from 'react';
import { EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS, FINANCE_TERMS, INCOME_BANDS, INCOME_BAND_LABELS } from '#src/lib/leads/options';
import { LEAD_FORM_IDS, readFinancingForm, type LeadFormState } from '#src/lib/leads/lead-form';
import { financingLeadSchema } from '#src/lib/validation/leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { CheckboxField, FormFailure, Honeypot, SelectField, SentPanel, styles, TextField } from '#src/islands/public/form-kit/fields';
import { PostForm } from '#src/islands/public/form-kit/post-form';
import { useLeadForm } from '#src/islands/public/form-kit/use-lead-form';
import { ContactFields, emptyContact, type ContactValues } from './contact-fields';

type Values = ContactValues & {
  employmentStatus: string;
  incomeBand: string;
  housingCost: string;
  termMonths: string;
  downPayment: string;
  contactConsent: boolean;
  marketingConsent: boolean;
  website: string;
};

const EMPTY: Values = {
  employmentStatus: '',
  incomeBand: '',
  housingCost: '',
  termMonths: '',
  downPayment: '',
  ...emptyContact,
  contactConsent: false,
  marketingConsent: false,
  website: '',
};
const FORM_ID = LEAD_FORM_IDS.financing;

/**
 * Financing pre-qualification: a few answers so the finance manager can say
 * which lenders and terms fit before anyone applies. Deliberately no SIN, date
 * of birth or bank details: the lender's own application comes later.
 * Hydrated, it posts JSON to /api/leads/financing; before or without JavaScript it is a real form
 * posted to its page (lead-form-post.ts).
 */
export default function FinancingForm({
  vehicleId,
  action,
  values,
  errors,
  notice,
  sent: arrived,
}: LeadFormState & { vehicleId?: number }) {
  const id = useId();
  const s = styles('light');
  const { formRef, onSubmit, pending, failure, sent, field } = useLeadForm({
    schema: financingLeadSchema,
    formId: FORM_ID,
    state: { values, errors, notice, sent: arrived },
    empty: EMPTY,
    // The same reading of the fields as the server's for a post without JavaScript.
    read: readFinancingForm,
    context: { vehicleId },
    endpoint: '/api/leads/financing',
  });

  if (sent)
    return (
      <SentPanel id={FORM_ID} title="Thank you. Our finance manager will be in touch." tone="light">
        We will call or e-mail you within one business day with the lenders and terms that suit you. Nothing has been sent to a lender and
        your credit has not been checked.
      </SentPanel>
    );

  const f = (key: keyof Values) => ({ field: field(key, `${id}-${key}`), tone: 'light' as const });

  return (
    <PostForm
      id={FORM_ID}
      action={action}
      kit={{ formRef, onSubmit }}
      aria-label="Financing pre-qualification"
      className="grid scroll-mt-28 gap-8"
      data-financing-form
    >
      {vehicleId != null && <input type="hidden" name="vehicleId" value={vehicleId} />}
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
        <ContactFields id={`${id}-contact`} field={field} tone="light" />
        <CheckboxField field={field('contactConsent', `${id}-contactConsent`)} tone="light">
          I agree to be contacted by phone or e-mail about this pre-qualification request.
        </CheckboxField>
        <MarketingConsent field={field('marketingConsent', `${id}-marketingConsent`)} tone="light" />
      </fieldset>
      <Honeypot field={field('website', `${id}-website`)} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>
          Your answers are seen only by our finance team and deleted automatically once your request has been closed for our retention
          period. See our{' '}
          <a href="/privacy-policy" className="underline underline-offset-2">
            privacy policy
          </a>
          .
        </p>
        <button type="submit" disabled={pending} className={s.button}>
          {pending ? 'Sending...' : 'Check My Options'}
        </button>
      </div>
      <FormFailure message={failure} tone="light" />
    </PostForm>
  );
}
