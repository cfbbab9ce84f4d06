import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { APPOINTMENT_KIND_LABELS, type AppointmentKind } from '#src/lib/appointments/enums';
import { appointmentInputSchema } from '#src/lib/validation/appointment';
import { fieldErrors } from '#src/lib/validation/field-errors';
import MarketingConsent from '#src/islands/public/marketing-consent';
import type { BookingVehicle, DayAvailability } from './booking-types';
import { longDay } from './day-label';
import DayPicker from './day-picker';
import SlotPicker from './slot-picker';
import { useAvailability } from './use-availability';

type Props = { days: DayAvailability[]; vehicle?: BookingVehicle; kind?: AppointmentKind };
type Contact = { name: string; email: string; phone: string; message: string };
type FieldName = keyof Contact | 'start' | 'kind' | 'vehicleId' | 'form';
type Booked = { start: string; kind: AppointmentKind; email: string; vehicleTitle: string | null; label: string; day: string };

const KIND_TEXT: Record<AppointmentKind, string> = {
  viewing: 'An unhurried hour with the car in our private gallery, with a specialist at your side.',
  'test-drive': 'An accompanied drive on the roads around Vaughan. Please bring your driver’s licence.',
};
const CONTACT_FIELDS: { name: keyof Contact; label: string; type: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
];

/**
 * The public booking form (/book): kind, day, time, contact, consent. Validated with the
 * server's schema; a time taken meanwhile (409) refreshes the times and says so.
 */
export default function BookingForm({ days: initialDays, vehicle, kind: initialKind = 'viewing' }: Props) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const { days, date, setDate, slots, loading, loadError, refresh } = useAvailability(initialDays, vehicle?.id);
  const [kind, setKind] = useState<AppointmentKind>(initialKind);
  const [start, setStart] = useState<string | null>(null);
  const [contact, setContact] = useState<Contact>({ name: '', email: '', phone: '', message: '' });
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);

  // The confirmation replaces the form: focus moves to its heading so screen readers announce it.
  useEffect(() => {
    if (booked) confirmation.current?.focus();
  }, [booked]);

  const chosen = slots?.find((s) => s.start === start) ?? null;
  const values = () => ({
    name: contact.name,
    email: contact.email,
    phone: contact.phone.trim() || undefined,
    message: contact.message.trim() || undefined,
    kind,
    start: start ?? '',
    ...(vehicle ? { vehicleId: vehicle.id } : {}),
    marketingConsent,
  });
  const validate = () => {
    const parsed = appointmentInputSchema.safeParse(values());
    return (parsed.success ? {} : fieldErrors(parsed.error.issues)) as Partial<Record<FieldName, string>>;
  };

  const pickDay = (next: string) => {
    setDate(next);
    setStart(null);
    setErrors((e) => ({ ...e, start: undefined }));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    const first = (['start', 'name', 'email', 'phone', 'message'] as const).find((n) => found[n]);
    if (first) {
      const target =
        first === 'start'
          ? (form.current?.querySelector<HTMLElement>('[data-slot-picker] input') ??
            form.current?.querySelector<HTMLElement>('[data-day-picker] input:not([disabled])'))
          : form.current?.querySelector<HTMLElement>(`[name="${first}"]`);
      target?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const res = await fetch('/api/appointments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ ...values(), website: honeypot.current?.value ?? '' }),
      });
      const body = (await res.json().catch(() => null)) as {
        errors?: Record<string, string>;
        message?: string;
        email?: string;
        vehicleTitle?: string | null;
      } | null;
      if (res.status === 201) {
        setBooked({
          start: start!,
          kind,
          email: body?.email ?? contact.email,
          vehicleTitle: body?.vehicleTitle ?? vehicle?.title ?? null,
          label: chosen?.label ?? '',
          day: date ? longDay(date) : '',
        });
        return;
      }
      if (res.status === 409 && body?.errors?.start) {
        setStart(null);
        await refresh();
      }
      setErrors({
        ...(body?.errors ?? {}),
        form: body?.errors ? undefined : (body?.message ?? 'Your booking could not be sent. Please try again, or call us.'),
      } as Partial<Record<FieldName, string>>);
    } catch {
      setErrors({ form: 'Your booking could not be sent. Please check your connection and try again, or call us.' });
    } finally {
      setSubmitting(false);
    }
  };

  if (booked) {
    return (
      <div className="bg-white p-6 ring-1 ring-line md:p-10" data-booking-confirmation>
        <p className="eyebrow text-bronze">Your time is held</p>
        <h2 ref={confirmation} tabIndex={-1} className="mt-3 font-display text-4xl leading-tight outline-none">
          Thank you. Your {APPOINTMENT_KIND_LABELS[booked.kind].toLowerCase()} is booked.
        </h2>
        <dl className="mt-8 divide-y divide-line border-y border-line text-[15px]">
          <div className="flex justify-between gap-6 py-3">
            <dt className="text-muted">When</dt>
            <dd className="text-right font-medium">
              {booked.day} at {booked.label}
            </dd>
          </div>
          {booked.vehicleTitle && (
            <div className="flex justify-between gap-6 py-3">
              <dt className="text-muted">Vehicle</dt>
              <dd className="text-right font-medium">{booked.vehicleTitle}</dd>
            </div>
          )}
        </dl>
        <p className="mt-6 leading-relaxed text-ink/80">
          A confirmation with a calendar invitation is on its way to <strong className="font-medium text-ink">{booked.email}</strong>. Use
          the link in it to reschedule or cancel. A member of our team will confirm your visit shortly.
        </p>
      </div>
    );
  }

  const label = 'block text-[0.6875rem] font-medium tracking-[0.24em] uppercase text-bronze';
  const input =
    'mt-2 block w-full border border-line bg-white px-4 py-3 text-[15px] text-ink placeholder:text-ink/40 focus:border-bronze focus:outline-none';
  const error = 'mt-1.5 text-sm text-[#9b1c1c]';

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-label="Book a private viewing or test drive"
      className="grid min-w-0 gap-10 bg-white p-6 ring-1 ring-line md:p-10 [&>*]:min-w-0"
      data-booking-form
    >
      <fieldset>
        <legend className="font-display text-2xl">1. Your visit</legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {(['viewing', 'test-drive'] as const).map((k) => (
            <label
              key={k}
              className={`flex cursor-pointer gap-3 border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold ${
                kind === k ? 'border-ink bg-ivory' : 'border-line hover:border-ink/60'
              }`}
            >
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="mt-1 h-4 w-4 shrink-0 accent-ink"
              />
              <span>
                <span className="block font-medium text-ink">{APPOINTMENT_KIND_LABELS[k]}</span>
                <span className="mt-1 block text-sm leading-relaxed text-muted">{KIND_TEXT[k]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.vehicleId && <p className={error}>{errors.vehicleId}</p>}
      </fieldset>

      <div className="grid gap-6">
        <h2 className="font-display text-2xl">2. Day and time</h2>
        <DayPicker days={days} value={date} onChange={pickDay} />
        <SlotPicker
          slots={slots}
          loading={loading}
          loadError={loadError}
          value={start}
          onChange={(s) => {
            setStart(s);
            setErrors((e) => ({ ...e, start: undefined }));
          }}
          error={errors.start}
          dayLabel={date ? longDay(date) : null}
        />
      </div>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl">3. Your details</legend>
        {CONTACT_FIELDS.map((f) => (
          <div key={f.name} className={f.name === 'name' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-${f.name}`} className={label}>
              {f.label}
              {f.optional && <span className="ml-2 tracking-normal text-muted normal-case">(optional)</span>}
            </label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              value={contact[f.name]}
              onChange={(e) => setContact({ ...contact, [f.name]: e.target.value })}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
              className={input}
            />
            {errors[f.name] && (
              <p id={`${id}-${f.name}-error`} className={error}>
                {errors[f.name]}
              </p>
            )}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className={label}>
            Anything we should prepare?<span className="ml-2 tracking-normal text-muted normal-case">(optional)</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            value={contact.message}
            onChange={(e) => setContact({ ...contact, message: e.target.value })}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id}-message-error` : undefined}
            className={`${input} resize-y`}
          />
          {errors.message && (
            <p id={`${id}-message-error`} className={error}>
              {errors.message}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <MarketingConsent checked={marketingConsent} onChange={setMarketingConsent} />
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots fill it and are quietly ignored. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </fieldset>

      <div className="flex flex-col gap-5 border-t border-line pt-8 md:flex-row md:items-center md:justify-between">
        <p className="text-sm leading-relaxed text-muted" aria-live="polite">
          {chosen && date ? (
            <>
              <span className="block text-[0.6875rem] font-medium tracking-[0.24em] text-bronze uppercase">Your choice</span>
              <span className="mt-1 block text-base text-ink">
                {APPOINTMENT_KIND_LABELS[kind]}, {longDay(date)} at {chosen.label}
                {vehicle ? ` · ${vehicle.title}` : ''}
              </span>
            </>
          ) : (
            'Choose a day and a time above.'
          )}
        </p>
        <button
          type="submit"
          disabled={submitting}
          className="shrink-0 bg-ink px-9 py-4 text-[0.75rem] font-medium tracking-[0.24em] text-ivory uppercase transition-colors hover:bg-ink-3 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? 'Booking…' : 'Request this time'}
        </button>
      </div>
      {errors.form && (
        <p role="alert" className="-mt-6 text-sm text-[#9b1c1c]">
          {errors.form}
        </p>
      )}
    </form>
  );
}
