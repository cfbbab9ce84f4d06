import { useId } from 'react';
import { LEAD_FORM_IDS, readDeliveryForm, type LeadFormState } from '#src/lib/leads/lead-form';
import { DELIVERY_COUNTRIES, TRANSPORT_LABELS, TRANSPORT_TYPES } from '#src/lib/remote-buying/delivery';
import { deliveryLeadSchema } from '#src/lib/validation/remote-buying-leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { FormFailure, Honeypot, SelectField, SentPanel, styles, TextField } from '#src/islands/public/form-kit/fields';
import { PostForm } from '#src/islands/public/form-kit/post-form';
import { useLeadForm } from '#src/islands/public/form-kit/use-lead-form';
import { ContactFields, emptyContact, type ContactValues } from './contact-fields';

type Values = ContactValues & {
  country: string;
  region: string;
  postalCode: string;
  transport: string;
  wantedBy: string;
  marketingConsent: boolean;
  website: string;
};

const EMPTY: Values = {
  country: '',
  region: '',
  postalCode: '',
  transport: '',
  wantedBy: '',
  ...emptyContact,
  marketingConsent: false,
  website: '',
};
const FORM_ID = LEAD_FORM_IDS.delivery;

/**
 * "Delivery quote" on a vehicle's page (issue 23 item 7): where to, open or
 * enclosed, by when. Hydrated it posts JSON to /api/leads/delivery; without
 * JavaScript it is a real form posted to the page (lead-form-post.ts).
 */
export default function DeliveryForm({
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
    schema: deliveryLeadSchema,
    formId: FORM_ID,
    state: { values, errors, notice, sent: arrived },
    empty: EMPTY,
    // The same reading of the fields as the server's for a post without JavaScript.
    read: readDeliveryForm,
    context: { vehicleId },
    endpoint: '/api/leads/delivery',
  });

  if (sent)
    return (
      <SentPanel id={FORM_ID} title="Thank you. We are preparing your delivery quote." tone="light">
        We will e-mail you a quote for the {vehicleTitle} within one business day, or ask what we need to know about the destination.
        Nothing is booked until you agree to it.
      </SentPanel>
    );

  const f = (key: keyof Values) => ({ field: field(key, `${id}-${key}`), tone: 'light' as const });

  return (
    <PostForm
      id={FORM_ID}
      action={action}
      kit={{ formRef, onSubmit }}
      aria-label="Delivery quote"
      className="grid scroll-mt-28 gap-8"
      data-delivery-form
    >
      <input type="hidden" name="vehicleId" value={vehicleId} />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={s.legend}>Where to</legend>
        <SelectField
          {...f('country')}
          label="Destination country"
          options={DELIVERY_COUNTRIES.map((c) => ({ value: c.code, label: c.label }))}
        />
        <TextField
          {...f('region')}
          label="Province or state"
          autoComplete="address-level1"
          hint="In Canada or the US, e.g. BC or New York."
        />
        <TextField {...f('postalCode')} label="Postal or ZIP code" autoComplete="postal-code" hint="Required in Canada and the US." />
        <SelectField
          {...f('transport')}
          label="Transport"
          options={TRANSPORT_TYPES.map((t) => ({ value: t, label: TRANSPORT_LABELS[t] }))}
        />
        <TextField {...f('wantedBy')} label="Wanted by" type="date" optional />
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className={s.legend}>How we reach you</legend>
        <ContactFields id={`${id}-contact`} field={field} tone="light" />
        <MarketingConsent field={field('marketingConsent', `${id}-marketingConsent`)} tone="light" />
      </fieldset>
      <Honeypot field={field('website', `${id}-website`)} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>
          A quote, not a booking. See our{' '}
          <a href="/buying-from-afar" className="underline underline-offset-2">
            guide for buyers outside Ontario
          </a>
          .
        </p>
        <button type="submit" disabled={pending} className={s.button}>
          {pending ? 'Sending...' : 'Request a Quote'}
        </button>
      </div>
      <FormFailure message={failure} tone="light" />
    </PostForm>
  );
}
