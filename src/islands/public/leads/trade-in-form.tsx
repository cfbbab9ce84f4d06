import { useId, useState } from 'react';
import { LEAD_FORM_IDS, readTradeInForm, type LeadFormState } from '#src/lib/leads/lead-form';
import { tradeInLeadSchema } from '#src/lib/validation/leads';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { FormFailure, Honeypot, SentPanel, styles } from '#src/islands/public/form-kit/fields';
import { PostForm } from '#src/islands/public/form-kit/post-form';
import { useLeadForm } from '#src/islands/public/form-kit/use-lead-form';
import { ContactFields, emptyContact, type ContactValues } from './contact-fields';
import { PhotoPicker } from './photo-picker';
import { emptyTrade, TradeVehicleFields, type TradeValues } from './trade-vehicle-fields';

type Values = TradeValues & ContactValues & { marketingConsent: boolean; website: string };
const EMPTY: Values = { ...emptyTrade, ...emptyContact, marketingConsent: false, website: '' };
const FORM_ID = LEAD_FORM_IDS['trade-in'];

/**
 * The trade-in appraisal form (/sell-or-trade): the vehicle, its history, up
 * to six photos and the contact. Hydrated, it is validated with the server's
 * schema and posted as multipart (the fields as JSON in `lead`, the files in
 * `photos`) to /api/leads/trade-in; before or without JavaScript it is a real
 * multipart form posted to its page, photos included (lead-form-post.ts).
 */
export default function TradeInForm({ vehicleId, action, values, errors, notice, sent: arrived }: LeadFormState & { vehicleId?: number }) {
  const id = useId();
  const [photos, setPhotos] = useState<File[]>([]);
  const s = styles('light');

  const { form, formRef, onSubmit, pending, failure, sent, setSent, field, errorOf } = useLeadForm({
    schema: tradeInLeadSchema,
    formId: FORM_ID,
    state: { values, errors, notice, sent: arrived },
    empty: EMPTY,
    // The same reading of the fields as the server's for a post without JavaScript.
    read: readTradeInForm,
    context: { vehicleId },
    extraFields: ['photos', 'vehicleId', '_'],
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
        id={FORM_ID}
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
    <PostForm
      id={FORM_ID}
      action={action}
      kit={{ formRef, onSubmit }}
      multipart
      aria-label="Trade-in appraisal"
      className="grid scroll-mt-28 gap-10"
      data-trade-in-form
    >
      {vehicleId != null && <input type="hidden" name="vehicleId" value={vehicleId} />}
      <fieldset className="grid gap-6">
        <legend className={s.legend}>Your vehicle</legend>
        <TradeVehicleFields id={`${id}-trade`} field={field} tone="light" prefix="" />
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
        <MarketingConsent field={field('marketingConsent', `${id}-marketingConsent`)} tone="light" />
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
    </PostForm>
  );
}
