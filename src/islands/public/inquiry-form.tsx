import { useCallback, useId, useRef, useState, type SubmitEvent } from 'react';
import { inquiryInputSchema } from '../../lib/validation/inquiry';
import { getAttribution } from '../stores/attribution';
import { Toaster, type ToastMessage } from './toast';

type Fields = { name: string; email: string; phone: string; subject: string; message: string };
type FieldName = keyof Fields;

type Props = {
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

const FIELDS: { name: FieldName; label: string; type: string; autoComplete: string; optional?: boolean; wide?: boolean }[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
];

/** The public inquiry form (spec sections 4, 5, 8): validated with the server's schema, posted to /api/inquiries. */
export default function InquiryForm({
  vehicleId,
  defaultSubject = '',
  defaultMessage = '',
  tone = 'light',
  submitLabel = 'Send Inquiry',
}: Props) {
  const initial: Fields = { name: '', email: '', phone: '', subject: defaultSubject, message: defaultMessage };
  const [values, setValues] = useState<Fields>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const attempted = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const dismiss = useCallback(() => setToast(null), []);

  const validate = (next: Fields) => {
    const parsed = inquiryInputSchema.safeParse({ ...next, phone: next.phone.trim() || undefined });
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
    return found;
  };

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first attempt, messages follow the typing so they disappear once fixed.
    if (attempted.current) setErrors(validate(next));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    attempted.current = true;
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELDS.map((f) => f.name)
      .concat('message')
      .find((n) => found[n as FieldName]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch('/api/inquiries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({
          name: values.name.trim(),
          email: values.email.trim(),
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
          subject: values.subject.trim(),
          message: values.message.trim(),
          ...(vehicleId ? { vehicleId } : {}),
          website: honeypot.current?.value ?? '',
          ...getAttribution(),
        }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
        if (body?.errors) setErrors(body.errors as Partial<Record<FieldName, string>>);
        throw new Error(`${response.status}`);
      }
      setToast({ id: Date.now(), ...INQUIRY_SUCCESS });
      setValues(initial);
      setErrors({});
      attempted.current = false;
      if (honeypot.current) honeypot.current.value = '';
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
  const errorClass = `mt-1.5 text-sm ${dark ? 'text-[#f2a7a0]' : 'text-[#9b1c1c]'}`;

  return (
    <>
      <form ref={form} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-label="Inquiry form" data-inquiry-form>
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
              value={values[f.name]}
              onChange={(e) => change(f.name, e.target.value)}
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
            value={values.message}
            onChange={(e) => change('message', e.target.value)}
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
          <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
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
