import { useId } from 'react';
import { LEAD_FORM_IDS, readOfferForm, type LeadFormState } from '#src/lib/leads/lead-form';
import { offerLeadSchema } from '#src/lib/validation/leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { FormFailure, Honeypot, SentPanel, styles, TextField } from '#src/islands/public/form-kit/fields';
import { PostForm } from '#src/islands/public/form-kit/post-form';
import { useLeadForm } from '#src/islands/public/form-kit/use-lead-form';
import { ContactFields, emptyContact, type ContactValues } from './contact-fields';
import { emptyTrade, TradeVehicleFields, type TradeValues } from './trade-vehicle-fields';

type Props = LeadFormState & { vehicleId: number; vehicleTitle: string; askingText: string | null };
type Values = ContactValues & { amount: string; withTrade: boolean; tradeIn: TradeValues; marketingConsent: boolean; website: string };
const EMPTY: Values = { amount: '', withTrade: false, tradeIn: emptyTrade, ...emptyContact, marketingConsent: false, website: '' };
const FORM_ID = LEAD_FORM_IDS.offer;

/**
 * Make an offer on a vehicle: the amount, an optional trade-in, the contact. Hydrated, it posts JSON to
 * /api/leads/offer; before or without JavaScript it is a real form posted to its page (lead-form-post.ts).
 */
export default function OfferForm({ vehicleId, vehicleTitle, askingText, action, values, errors, notice, sent: arrived }: Props) {
  const id = useId();
  const s = styles('light');
  const { form, formRef, onSubmit, pending, failure, sent, setSent, field } = useLeadForm({
    schema: offerLeadSchema,
    formId: FORM_ID,
    state: { values, errors, notice, sent: arrived },
    empty: EMPTY,
    // The same reading of the fields as the server's for a post without JavaScript.
    read: readOfferForm,
    context: { vehicleId },
    endpoint: '/api/leads/offer',
  });

  if (sent)
    return (
      <SentPanel
        id={FORM_ID}
        title="Your offer has been received."
        tone="light"
        againLabel="Make another offer"
        onAgain={() => {
          form.setValue('amount', '');
          setSent(false);
        }}
      >
        We will answer your offer on the {vehicleTitle} by e-mail, usually within one business day: to accept it, with a counter-offer, or
        to decline it.
      </SentPanel>
    );

  return (
    <PostForm
      id={FORM_ID}
      action={action}
      kit={{ formRef, onSubmit }}
      aria-label="Make an offer"
      className="group/offer grid scroll-mt-28 gap-8"
      data-offer-form
    >
      <input type="hidden" name="vehicleId" value={vehicleId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field={field('amount', `${id}-amount`)}
          label="Your offer ($)"
          inputMode="numeric"
          tone="light"
          hint={askingText ? `Asking ${askingText}.` : undefined}
        />
        <div className="flex items-end">
          <label className="flex cursor-pointer items-start gap-3 py-3 text-sm">
            <input type="checkbox" {...field('withTrade', `${id}-withTrade`)} className="mt-0.5 h-4 w-4 accent-ink" />
            <span>I have a vehicle to trade in</span>
          </label>
        </div>
      </div>
      {/* Shown by the box itself (CSS), so it opens without JavaScript and nothing re-renders the fields. */}
      <fieldset className="hidden gap-5 group-has-[input[name=withTrade]:checked]/offer:grid" data-offer-trade>
        <legend className={s.legend}>Your trade-in</legend>
        <TradeVehicleFields id={`${id}-trade`} field={field} tone="light" prefix="tradeIn." />
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className={s.legend}>How we reach you</legend>
        <ContactFields id={`${id}-contact`} field={field} tone="light" messageLabel="Conditions of your offer" />
        <MarketingConsent field={field('marketingConsent', `${id}-marketingConsent`)} tone="light" />
      </fieldset>
      <Honeypot field={field('website', `${id}-website`)} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>An offer is not binding on either side until a bill of sale is signed.</p>
        <button type="submit" disabled={pending} className={s.button}>
          {pending ? 'Sending...' : 'Send My Offer'}
        </button>
      </div>
      <FormFailure message={failure} tone="light" />
    </PostForm>
  );
}
