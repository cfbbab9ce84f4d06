import { useId } from 'react';
import { offerLeadSchema } from '#src/lib/validation/leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { FormFailure, Honeypot, SentPanel, styles, TextField } from '#src/islands/public/form-kit/fields';
import { numberOrUndefined, postJson, usePublicForm } from '#src/islands/public/form-kit/use-public-form';
import { ContactFields, contactPayload, emptyContact, type ContactValues } from './contact-fields';
import { emptyTrade, tradePayload, TradeVehicleFields, type TradeValues } from './trade-vehicle-fields';

type Props = { vehicleId: number; vehicleTitle: string; askingText: string | null };
type Values = ContactValues & { amount: string; withTrade: boolean; tradeIn: TradeValues; marketingConsent: boolean; website: string };

/** Make an offer on a vehicle: the amount, an optional trade-in, the contact. Posted as JSON to /api/leads/offer. */
export default function OfferForm({ vehicleId, vehicleTitle, askingText }: Props) {
  const id = useId();
  const s = styles('light');
  const { form, formRef, onSubmit, pending, failure, sent, setSent, field } = usePublicForm({
    schema: offerLeadSchema,
    defaultValues: {
      amount: '',
      withTrade: false,
      tradeIn: emptyTrade,
      ...emptyContact,
      marketingConsent: false,
      website: '',
    } as Values,
    toInput: (v: Values) => ({
      vehicleId,
      amount: numberOrUndefined(v.amount),
      ...(v.withTrade ? { tradeIn: tradePayload(v.tradeIn) } : {}),
      ...contactPayload(v),
      marketingConsent: v.marketingConsent,
      website: v.website,
    }),
    send: (data) => postJson('/api/leads/offer', data),
  });
  const withTrade = form.watch('withTrade');

  if (sent)
    return (
      <SentPanel
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
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Make an offer" className="grid gap-8" data-offer-form>
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
            <input type="checkbox" {...form.register('withTrade')} className="mt-0.5 h-4 w-4 accent-ink" />
            <span>I have a vehicle to trade in</span>
          </label>
        </div>
      </div>
      {withTrade && (
        <fieldset className="grid gap-5">
          <legend className={s.legend}>Your trade-in</legend>
          <TradeVehicleFields id={`${id}-trade`} field={field} lien={form.watch('tradeIn.lien')} tone="light" prefix="tradeIn." />
        </fieldset>
      )}
      <fieldset className="grid gap-5">
        <legend className={s.legend}>How we reach you</legend>
        <ContactFields id={`${id}-contact`} field={field} tone="light" messageLabel="Conditions of your offer" />
        <MarketingConsent checked={form.watch('marketingConsent')} onChange={(on) => form.setValue('marketingConsent', on)} tone="light" />
      </fieldset>
      <Honeypot field={field('website', `${id}-website`)} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>An offer is not binding on either side until a bill of sale is signed.</p>
        <button type="submit" disabled={pending} className={s.button}>
          {pending ? 'Sending...' : 'Send My Offer'}
        </button>
      </div>
      <FormFailure message={failure} tone="light" />
    </form>
  );
}
