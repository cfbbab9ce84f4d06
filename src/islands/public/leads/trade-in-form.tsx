import { useId, useState } from 'react';
import { tradeInLeadSchema } from '#src/lib/validation/leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { FormFailure, Honeypot, SentPanel, styles } from '#src/islands/public/form-kit/fields';
import { usePublicForm } from '#src/islands/public/form-kit/use-public-form';
import { ContactFields, contactPayload, emptyContact, type ContactValues } from './contact-fields';
import { PhotoPicker } from './photo-picker';
import { emptyTrade, tradePayload, TradeVehicleFields, type TradeValues } from './trade-vehicle-fields';

type Values = TradeValues & ContactValues & { marketingConsent: boolean; website: string };
const EMPTY: Values = { ...emptyTrade, ...emptyContact, marketingConsent: false, website: '' };

/**
 * The trade-in appraisal form (/sell-or-trade): the vehicle, its history, up
 * to six photos and the contact. Validated with the server's schema, posted
 * as multipart (the fields as JSON in `lead`, the files in `photos`).
 */
export default function TradeInForm({ vehicleId }: { vehicleId?: number }) {
  const id = useId();
  const [photos, setPhotos] = useState<File[]>([]);
  const s = styles('light');

  const { form, formRef, onSubmit, pending, failure, sent, setSent, field, errorOf } = usePublicForm({
    schema: tradeInLeadSchema,
    defaultValues: EMPTY,
    toInput: (v: Values) => ({
      ...tradePayload(v),
      ...contactPayload(v),
      vehicleId,
      marketingConsent: v.marketingConsent,
      website: v.website,
    }),
    extraFields: ['photos'],
    send: (data) => {
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
          form.reset(EMPTY);
          setPhotos([]);
          setSent(false);
        }}
      >
        Our buyer reviews every request personally and replies within one business day with a figure, or a few questions if the photos leave
        any. Nothing is binding until you accept a written offer.
      </SentPanel>
    );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Trade-in appraisal" className="grid gap-10" data-trade-in-form>
      <fieldset className="grid gap-6">
        <legend className={s.legend}>Your vehicle</legend>
        <TradeVehicleFields id={`${id}-trade`} field={field} lien={form.watch('lien')} tone="light" prefix="" />
      </fieldset>
      <fieldset className="grid gap-6">
        <legend className={s.legend}>Photographs</legend>
        <PhotoPicker
          id={`${id}-photos`}
          files={photos}
          onChange={(files) => {
            setPhotos(files);
            form.clearErrors('photos' as never);
          }}
          error={errorOf('photos')}
          tone="light"
        />
      </fieldset>
      <fieldset className="grid gap-6">
        <legend className={s.legend}>How we reach you</legend>
        <ContactFields id={`${id}-contact`} field={field} tone="light" />
        <MarketingConsent checked={form.watch('marketingConsent')} onChange={(on) => form.setValue('marketingConsent', on)} tone="light" />
      </fieldset>
      <Honeypot field={field('website', `${id}-website`)} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={s.note}>
          Your details are used only to answer this request; see our{' '}
          <a href="/privacy-policy" className="underline underline-offset-2">
            privacy policy
          </a>
          .
        </p>
        <button type="submit" disabled={pending} className={s.button}>
          {pending ? 'Sending...' : 'Request My Appraisal'}
        </button>
      </div>
      <FormFailure message={failure} tone="light" />
    </form>
  );
}
