import { useId, useRef, useState } from 'react';
import { tradeInLeadSchema } from '#src/lib/validation/leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { ContactFields, CONTACT_FIELD_ORDER, contactPayload, emptyContact, type ContactValues } from './contact-fields';
import { Honeypot, SentPanel, styles, useLeadSubmit } from './lead-form-kit';
import { PhotoPicker } from './photo-picker';
import { emptyTrade, TRADE_FIELD_ORDER, tradePayload, TradeVehicleFields, type TradeValues } from './trade-vehicle-fields';

/**
 * The trade-in appraisal form (/sell-or-trade): the vehicle, its history, up
 * to six photos and the contact. Validated with the server's schema, posted
 * as multipart (the fields as JSON in `lead`, the files in `photos`).
 */
export default function TradeInForm({ vehicleId }: { vehicleId?: number }) {
  const id = useId();
  const [trade, setTrade] = useState<TradeValues>(emptyTrade);
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [photos, setPhotos] = useState<File[]>([]);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const s = styles('light');

  const payload = () => ({
    ...tradePayload(trade),
    ...contactPayload(contact),
    vehicleId,
    marketingConsent,
    website: honeypot.current?.value ?? '',
  });
  const { form, errors, submitting, failure, sent, setSent, onSubmit } = useLeadSubmit({
    schema: tradeInLeadSchema,
    payload,
    order: [...TRADE_FIELD_ORDER, 'photos', ...CONTACT_FIELD_ORDER],
    post: (data) => {
      const body = new FormData();
      body.set('lead', JSON.stringify(data));
      for (const p of photos) body.append('photos', p);
      return fetch('/api/leads/trade-in', { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    },
  });

  if (sent)
    return (
      <SentPanel
        title="Thank you. Your appraisal request is with us."
        tone="light"
        againLabel="Appraise another vehicle"
        onAgain={() => {
          setTrade(emptyTrade);
          setContact(emptyContact);
          setPhotos([]);
          setMarketingConsent(false);
          setSent(false);
        }}
      >
        Our buyer reviews every request personally and replies within one business day with a figure, or a few questions if the photos leave
        any. Nothing is binding until you accept a written offer.
      </SentPanel>
    );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Trade-in appraisal" className="grid gap-10" data-trade-in-form>
      <fieldset className="grid gap-6">
        <legend className={s.legend}>Your vehicle</legend>
        <TradeVehicleFields id={`${id}-trade`} values={trade} onChange={setTrade} errors={errors} tone="light" />
      </fieldset>
      <fieldset className="grid gap-6">
        <legend className={s.legend}>Photographs</legend>
        <PhotoPicker id={`${id}-photos`} files={photos} onChange={setPhotos} error={errors.photos} tone="light" />
      </fieldset>
      <fieldset className="grid gap-6">
        <legend className={s.legend}>How we reach you</legend>
        <ContactFields id={`${id}-contact`} values={contact} onChange={setContact} errors={errors} tone="light" />
        <MarketingConsent checked={marketingConsent} onChange={setMarketingConsent} tone="light" />
      </fieldset>
      <Honeypot id={id} inputRef={honeypot} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>
          Your details are used only to answer this request; see our{' '}
          <a href="/privacy-policy" className="underline underline-offset-2">
            privacy policy
          </a>
          .
        </p>
        <button type="submit" disabled={submitting} className={s.button}>
          {submitting ? 'Sending...' : 'Request My Appraisal'}
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
