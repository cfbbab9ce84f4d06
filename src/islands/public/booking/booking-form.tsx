import { useEffect, useId, useRef, useState } from 'react';
import { APPOINTMENT_KIND_LABELS, type AppointmentKind } from '#src/lib/appointments/enums';
import { describeVisit, type VideoApp, type VisitMode } from '#src/lib/appointments/visit-mode';
import { formatAppointmentTime } from '#src/lib/appointments/time-zone';
import { LEAD_FORM_IDS, readBookingForm, type LeadFormState } from '#src/lib/leads/lead-form';
import { appointmentInputSchema } from '#src/lib/validation/appointment';
import MarketingConsent from '#src/islands/public/marketing-consent';
import { FormFailure, Honeypot, styles, TextAreaField, TextField } from '#src/islands/public/form-kit/fields';
import { PostForm } from '#src/islands/public/form-kit/post-form';
import { useLeadForm } from '#src/islands/public/form-kit/use-lead-form';
import type { BookingVehicle, DayAvailability, SlotOption } from './booking-types';
import { longDay } from './day-label';
import DayPicker from './day-picker';
import SlotPicker from './slot-picker';
import { useAvailability } from './use-availability';
import { VisitModeFields } from './visit-mode-fields';

type Props = LeadFormState & {
  days: DayAvailability[];
  vehicle?: BookingVehicle;
  kind?: AppointmentKind;
  phone?: string;
  /** The day whose times the server rendered (so the form works before JavaScript), and those times. */
  initialDate?: string | null;
  initialSlots?: SlotOption[];
  /** The booking just placed by a post without JavaScript (the redirect's `?booked=`): shown as confirmed here. */
  booked?: Booked | null;
};
type Values = {
  kind: AppointmentKind;
  visitMode: VisitMode;
  videoApp: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  marketingConsent: boolean;
  website: string;
};
export type Booked = {
  start: string;
  kind: AppointmentKind;
  /** Shown when the browser knows it (the hydrated form); not carried by the no-JS redirect. */
  email: string | null;
  vehicleTitle: string | null;
  label: string;
  day: string;
  /** 'In person', 'Video call (Google Meet)': how the visit takes place (lib/appointments/visit-mode.ts). */
  visit: string;
  /** A video call: the meeting link follows when staff confirm. */
  video: boolean;
  /** Until when the time is held unless the visitor confirms it from the e-mail (Toronto time, e.g. "3:40 PM"). */
  heldUntil: string | null;
  /** False when the site is under pressure: the time is not held until confirmed, and the first visitor to confirm it keeps it. */
  keepsSlot: boolean;
  /**
   * "Add to calendar": the .ics of this booking (its own token, which opens nothing else: the manage link,
   * which confirms a held booking, travels only by e-mail).
   */
  calendar: string | null;
};
const FORM_ID = LEAD_FORM_IDS.appointment;
/** The GET form the day picker belongs to without JavaScript ("Show times" loads that day's times). */
const DAY_FORM_ID = 'booking-day-form';

const KIND_TEXT: Record<AppointmentKind, string> = {
  viewing: 'An unhurried hour with the car in our private gallery, with a specialist at your side.',
  'test-drive': 'An accompanied drive on the roads around Vaughan. Please bring your driver’s licence.',
};
const CONTACT_FIELDS: { name: 'name' | 'email' | 'phone'; label: string; type: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
];
const NOT_BOOKED = 'Your booking could not be sent. Please try again, or call us.';

/**
 * The public booking form (/book): kind, day, time, contact, consent. Validated with the
 * server's schema; a time taken meanwhile (409) refreshes the times and says so.
 */
export default function BookingForm({
  days: initialDays,
  vehicle,
  kind: initialKind = 'viewing',
  phone,
  initialDate,
  initialSlots,
  action,
  values,
  errors,
  notice,
  booked: placed = null,
}: Props) {
  const id = useId();
  const confirmation = useRef<HTMLHeadingElement>(null);
  const { days, date, setDate, slots, loading, loadError, refresh } = useAvailability(initialDays, vehicle?.id, initialDate, initialSlots);
  const [booked, setBooked] = useState<Booked | null>(placed);
  const defaults: Values = {
    kind: initialKind,
    visitMode: 'in-person',
    videoApp: '',
    start: '',
    name: '',
    email: '',
    phone: '',
    message: '',
    marketingConsent: false,
    website: '',
  };

  const { form, formRef, onSubmit, pending, failure, field, errorOf, hydrated } = useLeadForm({
    schema: appointmentInputSchema,
    formId: FORM_ID,
    state: { values, errors, notice },
    empty: defaults,
    // The same reading of the fields as the server's for a post without JavaScript.
    read: readBookingForm,
    context: { vehicleId: vehicle?.id },
    endpoint: '/api/appointments',
    onSent: (body, v) => {
      const answer = body as {
        email?: string;
        vehicleTitle?: string | null;
        holdUntil?: string | null;
        keepsSlot?: boolean;
        calendar?: string;
      } | null;
      setBooked({
        heldUntil: answer?.holdUntil ? formatAppointmentTime(new Date(answer.holdUntil)) : null,
        keepsSlot: answer?.keepsSlot !== false,
        start: v.start,
        kind: v.kind,
        email: answer?.email ?? v.email,
        vehicleTitle: answer?.vehicleTitle ?? vehicle?.title ?? null,
        label: chosen?.label ?? '',
        day: date ? longDay(date) : '',
        visit: describeVisit(v.visitMode, (v.videoApp || null) as VideoApp | null),
        video: v.visitMode === 'video',
        calendar: answer?.calendar ?? null,
      });
    },
    onRefused: async (status, body) => {
      const answer = body as { errors?: Record<string, string> } | null;
      if (status === 409 && answer?.errors?.start) {
        form.setValue('start', '');
        await refresh();
      }
    },
    // The time comes first: its picker (or, before a day is chosen, the day picker) takes the focus.
    firstInvalid: (element, errorOf) =>
      errorOf('start')
        ? (element.querySelector<HTMLElement>('[data-slot-picker] input') ??
          element.querySelector<HTMLElement>('[data-day-picker] input:not([disabled])'))
        : undefined,
    notSent: 'Your booking could not be sent. Please check your connection and try again, or call us.',
    // Errors with a field are shown there; a refusal without any says what the server said.
    refusalMessage: (_status, body) => (body?.errors ? null : (body?.message ?? NOT_BOOKED)),
  });
  const kind = form.watch('kind');
  const start = form.watch('start') || null;

  // The confirmation replaces the form: focus moves to its heading so screen readers announce it.
  useEffect(() => {
    if (booked) confirmation.current?.focus();
  }, [booked]);

  const chosen = slots?.find((s) => s.start === start) ?? null;

  const pickDay = (next: string) => {
    setDate(next);
    form.setValue('start', '');
    form.clearErrors('start');
  };

  if (booked) {
    return (
      <div id={FORM_ID} className="scroll-mt-28 bg-white p-6 ring-1 ring-line md:p-10" data-booking-confirmation>
        <p className="eyebrow text-bronze">{booked.keepsSlot ? 'Your time is held' : 'Confirm to secure your time'}</p>
        <h2 ref={confirmation} tabIndex={-1} className="mt-3 font-display text-4xl leading-tight outline-none">
          {booked.heldUntil
            ? `Thank you. Please confirm your ${APPOINTMENT_KIND_LABELS[booked.kind].toLowerCase()}.`
            : `Thank you. Your ${APPOINTMENT_KIND_LABELS[booked.kind].toLowerCase()} is booked.`}
        </h2>
        <dl className="mt-8 divide-y divide-line border-y border-line text-[15px]">
          <div className="flex justify-between gap-6 py-3">
            <dt className="text-muted">When</dt>
            <dd className="text-right font-medium">
              {booked.day} at {booked.label}
            </dd>
          </div>
          <div className="flex justify-between gap-6 py-3">
            <dt className="text-muted">How</dt>
            <dd className="text-right font-medium" data-visit>
              {booked.visit}
            </dd>
          </div>
          {booked.vehicleTitle && (
            <div className="flex justify-between gap-6 py-3">
              <dt className="text-muted">Vehicle</dt>
              <dd className="text-right font-medium">{booked.vehicleTitle}</dd>
            </div>
          )}
        </dl>
        {booked.heldUntil ? (
          <p className="mt-6 leading-relaxed text-ink/80">
            An e-mail with a calendar invitation is on its way to{' '}
            {booked.email ? <strong className="font-medium text-ink">{booked.email}</strong> : 'the address you gave'}. Please confirm your
            booking with the link in it by {booked.heldUntil} (Toronto time):{' '}
            {booked.keepsSlot
              ? 'until then the time is only held for you.'
              : 'we are receiving many bookings just now, so the time is not held until you confirm, and the first visitor to confirm it keeps it.'}{' '}
            The same link lets you reschedule or cancel.
          </p>
        ) : (
          <p className="mt-6 leading-relaxed text-ink/80">
            A confirmation with a calendar invitation is on its way to{' '}
            {booked.email ? <strong className="font-medium text-ink">{booked.email}</strong> : 'the address you gave'}. Use the link in it
            to reschedule or cancel. A member of our team will confirm your visit shortly.
          </p>
        )}
        {booked.video && (
          <p className="mt-6 leading-relaxed text-ink/80">
            Our team sends the link to join the video call when they confirm your time, by e-mail and in the calendar invitation.
          </p>
        )}
        {booked.calendar && (
          <a
            href={booked.calendar}
            download="appointment.ics"
            className="eyebrow mt-8 inline-block bg-ink px-7 py-4 text-center text-ivory hover:bg-ink-3"
            data-add-to-calendar
          >
            Add to calendar
          </a>
        )}
      </div>
    );
  }

  const error = styles('light').error;

  return (
    <>
      <PostForm
        id={FORM_ID}
        action={action}
        kit={{ formRef, onSubmit }}
        aria-label="Book a private viewing or test drive"
        className="group/booking grid min-w-0 scroll-mt-28 gap-10 bg-white p-6 ring-1 ring-line md:p-10 [&>*]:min-w-0"
        data-booking-form
      >
        {vehicle && <input type="hidden" name="vehicleId" value={vehicle.id} />}
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
                  value={k}
                  defaultChecked={k === (values?.kind ?? initialKind)}
                  {...form.register('kind')}
                  className="mt-1 h-4 w-4 shrink-0 accent-ink"
                />
                <span>
                  <span className="block font-medium text-ink">{APPOINTMENT_KIND_LABELS[k]}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-muted">{KIND_TEXT[k]}</span>
                </span>
              </label>
            ))}
          </div>
          <VisitModeFields
            mode={form.register('visitMode')}
            app={form.register('videoApp')}
            initialMode={values?.visitMode === 'video' ? 'video' : 'in-person'}
            initialApp={values?.videoApp ?? ''}
            appError={errorOf('videoApp')}
            idPrefix={id}
          />
          {errorOf('vehicleId') && <p className={error}>{errorOf('vehicleId')}</p>}
        </fieldset>

        <div id="booking-time" className="grid scroll-mt-28 gap-6">
          <h2 className="font-display text-2xl">2. Day and time</h2>
          <DayPicker days={days} value={date} onChange={pickDay} phone={phone} dayForm={hydrated ? undefined : DAY_FORM_ID} />
          {!hydrated && (
            <button
              type="submit"
              form={DAY_FORM_ID}
              className="-mt-3 justify-self-start border border-ink/25 px-5 py-2.5 text-xs tracking-[0.2em] text-ink uppercase hover:border-ink"
            >
              Show times for the chosen day
            </button>
          )}
          <SlotPicker
            name="start"
            slots={slots}
            loading={loading}
            loadError={loadError}
            value={start}
            onChange={(s) => {
              form.setValue('start', s);
              form.clearErrors('start');
            }}
            error={errorOf('start')}
            dayLabel={date ? longDay(date) : null}
          />
        </div>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 font-display text-2xl">3. Your details</legend>
          {CONTACT_FIELDS.map((f) => (
            <TextField
              key={f.name}
              field={field(f.name, `${id}-${f.name}`)}
              label={f.label}
              type={f.type}
              autoComplete={f.autoComplete}
              optional={f.optional}
              tone="light"
              className={f.name === 'name' ? 'sm:col-span-2' : undefined}
            />
          ))}
          <TextAreaField
            field={field('message', `${id}-message`)}
            label="Anything we should prepare?"
            optional
            rows={3}
            tone="light"
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <MarketingConsent field={field('marketingConsent', `${id}-marketingConsent`)} />
          </div>
          <Honeypot field={field('website', `${id}-website`)} />
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
            disabled={pending}
            className="shrink-0 bg-ink px-9 py-4 text-[0.75rem] font-medium tracking-[0.24em] text-ivory uppercase transition-colors hover:bg-ink-3 disabled:cursor-wait disabled:opacity-70"
          >
            {pending ? 'Booking…' : 'Request this time'}
          </button>
        </div>
        <FormFailure message={failure} tone="light" space="-mt-6" />
      </PostForm>
      {/* Without JavaScript the days belong to this form: "Show times" loads the page with the chosen day's times.
          Once hydrated the days are buttons of the booking form and this form, with nothing left to submit it, goes. */}
      {!hydrated && (
        <form id={DAY_FORM_ID} method="get" action="/book#booking-time" hidden>
          {vehicle && <input type="hidden" name="vehicle" value={vehicle.id} />}
          <input type="hidden" name="kind" value={initialKind} />
        </form>
      )}
    </>
  );
}
