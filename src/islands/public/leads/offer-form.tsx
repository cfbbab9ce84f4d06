import { useId, useRef, useState } from 'react';
import { offerLeadSchema } from '#src/lib/validation/leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { ContactFields, CONTACT_FIELD_ORDER, contactPayload, emptyContact, type ContactValues } from './contact-fields';
import { Honeypot, numberOrUndefined, SentPanel, styles, TextField, useLeadSubmit } from './lead-form-kit';
import { emptyTrade, TRADE_FIELD_ORDER, tradePayload, TradeVehicleFields, type TradeValues } from './trade-vehicle-fields';

type Props = { vehicleId: number; vehicleTitle: string; askingText: string | null };

/** Make an offer on a vehicle: the amount, an optional trade-in, the contact. Posted as JSON to /api/leads/offer. */
export default function OfferForm({ vehicleId, vehicleTitle, askingText }: Props) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [withTrade, setWithTrade] = useState(false);
  const [trade, setTrade] = useState<TradeValues>(emptyTrade);
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const s = styles('light');

  const { form, errors, submitting, failure, sent, setSent, onSubmit } = useLeadSubmit({
    schema: offerLeadSchema,
    payload: () => ({
      vehicleId,
      amount: numberOrUndefined(amount),
      ...(withTrade ? { tradeIn: tradePayload(trade) } : {}),
      ...contactPayload(contact),
      marketingConsent,
      website: honeypot.current?.value ?? '',
    }),
    order: ['amount', ...TRADE_FIELD_ORDER.map((k) => `tradeIn.${k}`), ...CONTACT_FIELD_ORDER],
    post: (data) =>
      fetch('/api/leads/offer', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
      }),
  });

  if (sent)
    return (
      <SentPanel
        title="Your offer has been received."
        tone="light"
        againLabel="Make another offer"
        onAgain={() => {
          setAmount('');
          setSent(false);
        }}
      >
        We will answer your offer on the {vehicleTitle} by e-mail, usually within one business day: to accept it, with a counter-offer, or
        to decline it.
      </SentPanel>
    );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Make an offer" className="grid gap-8" data-offer-form>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-amount`}
          name="amount"
          label="Your offer ($)"
          inputMode="numeric"
          tone="light"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          hint={askingText ? `Asking ${askingText}.` : undefined}
        />
        <div className="flex items-end">
          <label className="flex cursor-pointer items-start gap-3 py-3 text-sm">
            <input
              type="checkbox"
              checked={withTrade}
              onChange={(e) => setWithTrade(e.target.checked)}
              className="mt-0.5 h-4 w-4 accent-ink"
              name="withTrade"
            />
            <span>I have a vehicle to trade in</span>
          </label>
        </div>
      </div>
      {withTrade && (
        <fieldset className="grid gap-5">
          <legend className={s.legend}>Your trade-in</legend>
          <TradeVehicleFields id={`${id}-trade`} values={trade} onChange={setTrade} errors={errors} tone="light" prefix="tradeIn." />
        </fieldset>
      )}
      <fieldset className="grid gap-5">
        <legend className={s.legend}>How we reach you</legend>
        <ContactFields
          id={`${id}-contact`}
          values={contact}
          onChange={setContact}
          errors={errors}
          tone="light"
          messageLabel="Conditions of your offer"
        />
        <MarketingConsent checked={marketingConsent} onChange={setMarketingConsent} tone="light" />
      </fieldset>
      <Honeypot id={id} inputRef={honeypot} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>An offer is not binding on either side until a bill of sale is signed.</p>
        <button type="submit" disabled={submitting} className={s.button}>
          {submitting ? 'Sending...' : 'Send My Offer'}
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
