import { useCallback, useId, useState, type SubmitEvent } from 'react';
import {
  INQUIRY_FIELDS,
  INQUIRY_FORM_ID,
  readInquiryForm,
  type InquiryField,
  type InquiryFormState,
  type InquiryValues,
} from '#src/lib/inquiry/form-fields';
import { inquiryInputSchema } from '#src/lib/validation/inquiry';
import { getAttribution } from '#src/islands/stores/attribution';
import { Honeypot, styles, TextAreaField, TextField } from './form-kit/fields';
import { postJson, usePublicForm } from './form-kit/use-public-form';
import { PostForm } from '#src/islands/public/form-kit/post-form';
import { Toaster, type ToastMessage } from './toast';
import { useTypedBeforeHydration } from './typed-before-hydration';

type Props = Pick<InquiryFormState, 'action' | 'values' | 'errors' | 'notice' | 'sent'> & {
  /** Set when the form is about one vehicle: its id is sent and subject and message are prefilled. */
  vehicleId?: number;
  defaultSubject?: string;
  defaultMessage?: string;
  /** 'dark' on ink sections. */
  tone?: 'light' | 'dark';
  submitLabel?: string;
};

type Values = InquiryValues & { website: string };

/** Spec section 8. */
export const INQUIRY_SUCCESS = {
  title: 'Message Received',
  description:
    "Thank you! Your inquiry has been submitted and saved securely. We'll review it and get back to you shortly via email or phone.",
};
export const INQUIRY_FAILURE = { title: 'Error', description: 'There was a problem submitting your inquiry. Please try again.' };

const FIELDS: { name: InquiryField; label: string; type: string; autoComplete: string; optional?: boolean; wide?: boolean }[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
];

/**
 * The public inquiry form (spec sections 4, 5, 8). Rendered on the server as a
 * real form that posts to its own page, so it works before and without
 * JavaScript (src/server/leads/inquiry-form-post.ts); once hydrated it validates
 * with the server's schema and posts JSON to /api/inquiries (the public form
 * kit, form-kit/). The fields are uncontrolled; what a visitor typed before
 * hydration is put back into them and into the form's values.
 */
export default function InquiryForm({
  action,
  values: kept,
  errors: serverErrors,
  notice: serverNotice,
  sent = false,
  vehicleId,
  defaultSubject = '',
  defaultMessage = '',
  tone = 'light',
  submitLabel = 'Send Inquiry',
}: Props) {
  const defaults: Values = { name: '', email: '', phone: '', subject: defaultSubject, message: defaultMessage, website: '' };
  const [notice, setNotice] = useState(serverNotice ?? '');
  const [showSent, setShowSent] = useState(sent);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const id = useId();
  const dismiss = useCallback(() => setToast(null), []);

  const { form, formRef, onSubmit, pending, field, errorOf, recheck, showsInitialErrors } = usePublicForm({
    schema: inquiryInputSchema,
    defaultValues: { ...defaults, ...kept },
    // The same reading of the fields as the server's for a post without JavaScript (lib/inquiry/form-fields.ts).
    toInput: (v: Values) =>
      readInquiryForm({ get: (name) => (name === 'vehicleId' ? (vehicleId == null ? '' : String(vehicleId)) : v[name as keyof Values]) })
        .input,
    initialErrors: serverErrors,
    // What no visible field shows (the vehicle is gone) still has a home: the message above the form.
    extraFields: ['vehicleId', '_'],
    send: (data) => postJson('/api/inquiries', { ...data, website: data.website ?? '', ...getAttribution() }),
    onSent: () => {
      setToast({ id: Date.now(), ...INQUIRY_SUCCESS });
      form.reset(defaults);
    },
    onRefused: () => setToast({ id: Date.now(), variant: 'destructive', ...INQUIRY_FAILURE }),
    notSent: '',
    refusalMessage: () => null,
  });
  // What a visitor typed before the island hydrated goes back into the fields (and the form's values).
  useTypedBeforeHydration(
    INQUIRY_FIELDS.map((name) => `${id}-${name}`),
    (typed) => {
      for (const name of INQUIRY_FIELDS) {
        const value = typed[`${id}-${name}`];
        if (value !== undefined && value !== form.getValues(name)) form.setValue(name, value);
      }
    },
  );

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    setShowSent(false);
    setNotice('');
    return onSubmit(event);
  };
  // After the server's errors, messages follow the typing so they disappear once fixed.
  const change = () => {
    if (showsInitialErrors) void recheck();
  };

  const s = styles(tone);
  const dark = tone === 'dark';
  const panelClass = `border-l-2 px-5 py-4 ${dark ? 'border-gold bg-ink-2' : 'border-bronze bg-ivory-2/60'}`;
  // Errors no visible field shows: the vehicle is gone, or too many posts.
  const formMessage = notice || errorOf('vehicleId') || errorOf('_') || '';

  return (
    <>
      <PostForm
        id={INQUIRY_FORM_ID}
        action={`${action}#${INQUIRY_FORM_ID}`}
        kit={{ formRef, onSubmit: submit }}
        onChange={change}
        className="grid scroll-mt-28 gap-5 sm:grid-cols-2"
        aria-label="Inquiry form"
        data-inquiry-form
      >
        {showSent && (
          <div role="status" className={`sm:col-span-2 ${panelClass}`} data-testid="inquiry-sent">
            <p className="font-display text-2xl">{INQUIRY_SUCCESS.title}</p>
            <p className="mt-1 text-sm leading-relaxed">{INQUIRY_SUCCESS.description}</p>
          </div>
        )}
        {formMessage && (
          <p role="alert" className={`sm:col-span-2 ${panelClass} ${s.errorTone}`}>
            {formMessage}
          </p>
        )}
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            field={field(f.name, `${id}-${f.name}`)}
            defaultValue={kept?.[f.name] ?? defaults[f.name]}
            label={f.label}
            type={f.type}
            autoComplete={f.autoComplete}
            optional={f.optional}
            tone={tone}
          />
        ))}
        <TextAreaField
          field={field('message', `${id}-message`)}
          defaultValue={kept?.message ?? defaults.message}
          label="Message"
          rows={5}
          tone={tone}
          className="sm:col-span-2"
        />
        <Honeypot field={field('website', `${id}-website`)} />
        {vehicleId != null && <input type="hidden" name="vehicleId" value={vehicleId} />}
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className={s.note}>
            We reply within one business day. Your details are used only to answer you; see our{' '}
            <a href="/privacy-policy" className="underline underline-offset-2">
              privacy policy
            </a>
            .
          </p>
          <button type="submit" disabled={pending} className={s.button}>
            {pending ? 'Sending...' : submitLabel}
          </button>
        </div>
      </PostForm>
      <Toaster toast={toast} onDismiss={dismiss} />
    </>
  );
}
