import { useCallback, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  INQUIRY_FIELDS,
  INQUIRY_FORM_ID,
  readInquiryForm,
  validateInquiry,
  type InquiryField,
  type InquiryFormState,
  type InquiryValues,
} from '#src/lib/inquiry/form-fields';
import { getAttribution } from '#src/islands/stores/attribution';
import { Toaster, type ToastMessage } from './toast';
import { restoreFieldValues, useTypedBeforeHydration } from './typed-before-hydration';

type Props = Pick<InquiryFormState, 'action' | 'values' | 'errors' | 'notice' | 'sent'> & {
  /** Set when the form is about one vehicle: its id is sent and subject and message are prefilled. */
  vehicleId?: number;
  defaultSubject?: string;
  defaultMessage?: string;
  /** 'dark' on ink sections. */
  tone?: 'light' | 'dark';
  submitLabel?: string;
};

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
 * JavaScript (src/server/inquiry-form-post.ts); once hydrated it validates
 * with the server's schema and posts JSON to /api/inquiries. The fields are
 * uncontrolled and read from the form on submit: what a visitor typed before
 * hydration stays, because React never writes a value over it.
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
  const defaults: InquiryValues = { name: '', email: '', phone: '', subject: defaultSubject, message: defaultMessage };
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [notice, setNotice] = useState(serverNotice ?? '');
  const [showSent, setShowSent] = useState(sent);
  const [submitting, setSubmitting] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  // After a first attempt (here or on the server), messages follow the typing so they disappear once fixed.
  const attempted = useRef(Boolean(serverErrors));
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const dismiss = useCallback(() => setToast(null), []);
  useTypedBeforeHydration(
    INQUIRY_FIELDS.map((name) => `${id}-${name}`),
    restoreFieldValues,
  );

  const read = () => readInquiryForm(new FormData(form.current!));
  const check = () => {
    const result = validateInquiry(read().input);
    return result.ok ? {} : result.errors;
  };

  const change = () => {
    if (attempted.current) setErrors(check());
  };

  const reset = () => {
    for (const name of INQUIRY_FIELDS) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = defaults[name];
    }
    const trap = form.current?.elements.namedItem('website');
    if (trap instanceof HTMLInputElement) trap.value = '';
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    attempted.current = true;
    setShowSent(false);
    setNotice('');
    const { input } = read();
    const valid = validateInquiry(input);
    if (!valid.ok) {
      setErrors(valid.errors);
      const firstInvalid = INQUIRY_FIELDS.find((n) => valid.errors[n]);
      if (firstInvalid) form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { website, ...data } = valid.data;
      const response = await fetch('/api/inquiries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ ...data, website: website ?? '', ...getAttribution() }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
        if (body?.errors) setErrors(body.errors);
        throw new Error(`${response.status}`);
      }
      setToast({ id: Date.now(), ...INQUIRY_SUCCESS });
      reset();
      attempted.current = false;
    } catch {
      setToast({ id: Date.now(), variant: 'destructive', ...INQUIRY_FAILURE });
    } finally {
      setSubmitting(false);
    }
  };

  const dark = tone === 'dark';
  const labelClass = `block text-[0.6875rem] font-medium tracking-[0.24em] uppercase ${dark ? 'text-gold' : 'text-bronze'}`;
  const inputClass = `mt-2 block w-full border px-4 py-3 text-[15px] transition-colors focus:outline-none ${
    dark
      ? 'border-ivory/20 bg-ink-2 text-ivory placeholder:text-ivory/40 focus:border-gold'
      : 'border-line bg-white text-ink placeholder:text-ink/40 focus:border-bronze'
  }`;
  const errorTone = dark ? 'text-[#f2a7a0]' : 'text-[#9b1c1c]';
  const errorClass = `mt-1.5 text-sm ${errorTone}`;
  const panelClass = `border-l-2 px-5 py-4 ${dark ? 'border-gold bg-ink-2' : 'border-bronze bg-ivory-2/60'}`;
  // Errors no visible field shows: the vehicle is gone, or too many posts.
  const formMessage = notice || errors.vehicleId || errors._ || '';

  return (
    <>
      <form
        ref={form}
        id={INQUIRY_FORM_ID}
        method="post"
        action={`${action}#${INQUIRY_FORM_ID}`}
        noValidate
        onSubmit={submit}
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
          <p role="alert" className={`sm:col-span-2 ${panelClass} ${errorTone}`}>
            {formMessage}
          </p>
        )}
        {FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`${id}-${f.name}`} className={labelClass}>
              {f.label}
              {f.optional && (
                <span className={`ml-2 tracking-normal normal-case ${dark ? 'text-ivory/75' : 'text-muted'}`}>(optional)</span>
              )}
            </label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              defaultValue={kept?.[f.name] ?? defaults[f.name]}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
              className={inputClass}
            />
            {errors[f.name] && (
              <p id={`${id}-${f.name}-error`} className={errorClass}>
                {errors[f.name]}
              </p>
            )}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className={labelClass}>
            Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={5}
            defaultValue={kept?.message ?? defaults.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id}-message-error` : undefined}
            className={`${inputClass} resize-y`}
          />
          {errors.message && (
            <p id={`${id}-message-error`} className={errorClass}>
              {errors.message}
            </p>
          )}
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots fill it and are quietly ignored. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {vehicleId != null && <input type="hidden" name="vehicleId" value={vehicleId} />}
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className={`text-xs leading-relaxed ${dark ? 'text-ivory/75' : 'text-muted'}`}>
            We reply within one business day. Your details are used only to answer you; see our{' '}
            <a href="/privacy-policy" className="underline underline-offset-2">
              privacy policy
            </a>
            .
          </p>
          <button
            type="submit"
            disabled={submitting}
            className={`shrink-0 px-8 py-3.5 text-[0.75rem] font-medium tracking-[0.24em] uppercase transition-colors disabled:cursor-wait disabled:opacity-70 ${
              dark ? 'bg-gold text-ink hover:bg-gold-light' : 'bg-ink text-ivory hover:bg-ink-3'
            }`}
          >
            {submitting ? 'Sending...' : submitLabel}
          </button>
        </div>
      </form>
      <Toaster toast={toast} onDismiss={dismiss} />
    </>
  );
}
