import { useId } from 'react';
import { LEAD_FORM_IDS, readHoldForm, type LeadFormState } from '#src/lib/leads/lead-form';
import { holdLeadSchema } from '#src/lib/validation/remote-buying-leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { CheckboxField, FormFailure, Honeypot, SentPanel, styles } from '#src/islands/public/form-kit/fields';
import { PostForm } from '#src/islands/public/form-kit/post-form';
import { useLeadForm } from '#src/islands/public/form-kit/use-lead-form';
import { ContactFields, emptyContact, type ContactValues } from './contact-fields';

type Values = ContactValues & { termsAccepted: boolean; marketingConsent: boolean; website: string };
const EMPTY: Values = { ...emptyContact, termsAccepted: false, marketingConsent: false, website: '' };
const FORM_ID = LEAD_FORM_IDS.hold;

/**
 * "Reserve this car" (issue 23 item 8): the shopper asks for a hold; staff
 * accept it and send the deposit instructions by e-mail. Hydrated it posts JSON
 * to /api/leads/hold; without JavaScript it is a real form (lead-form-post.ts).
 */
export default function HoldForm({
  vehicleId,
  vehicleTitle,
  action,
  values,
  errors,
  notice,
  sent: arrived,
}: LeadFormState & { vehicleId: number; vehicleTitle: string }) {
  const id = useId();
  const s = styles('light');
  const { formRef, onSubmit, pending, failure, sent, field } = useLeadForm({
    schema: holdLeadSchema,
    formId: FORM_ID,
    state: { values, errors, notice, sent: arrived },
    empty: EMPTY,
    // The same reading of the fields as the server's for a post without JavaScript.
    read: readHoldForm,
    context: { vehicleId },
    endpoint: '/api/leads/hold',
  });

  if (sent)
    return (
      <SentPanel id={FORM_ID} title="Your request to reserve this car has been received." tone="light">
        We will confirm within one business day whether we can hold the {vehicleTitle} for you and, if so, e-mail you the deposit
        instructions. The car is reserved for you once the deposit has arrived.
      </SentPanel>
    );

  return (
    <PostForm
      id={FORM_ID}
      action={action}
      kit={{ formRef, onSubmit }}
      aria-label="Reserve this car"
      className="grid scroll-mt-28 gap-8"
      data-hold-form
    >
      <input type="hidden" name="vehicleId" value={vehicleId} />
      <fieldset className="grid gap-5">
        <legend className={s.legend}>How we reach you</legend>
        <ContactFields id={`${id}-contact`} field={field} tone="light" />
        <CheckboxField field={field('termsAccepted', `${id}-termsAccepted`)} tone="light">
          I have read the hold terms beside this form.
        </CheckboxField>
        <MarketingConsent field={field('marketingConsent', `${id}-marketingConsent`)} tone="light" />
      </fieldset>
      <Honeypot field={field('website', `${id}-website`)} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-end">
        <button type="submit" disabled={pending} className={s.button}>
          {pending ? 'Sending...' : 'Ask to Reserve'}
        </button>
      </div>
      <FormFailure message={failure} tone="light" />
    </PostForm>
  );
}
