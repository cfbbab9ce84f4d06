import { useEffect, useRef, useState } from 'react';
import { visitorStatusLabel, type AppointmentStatus } from '#src/lib/appointments/enums';
import type { DayAvailability } from './booking-types';
import { longDay } from './day-label';
import DayPicker from './day-picker';
import SlotPicker from './slot-picker';
import { useAvailability } from './use-availability';

type Answer = { status?: AppointmentStatus; when?: string };
type Props = {
  days: DayAvailability[];
  vehicleId?: number;
  kindLabel: string;
  bookHref: string;
  /** The booked day (YYYY-MM-DD): "Choose another time" opens on it when it is in `days`. */
  bookedDate?: string;
  /** The visitor confirmed the booking from their e-mail: a "requested" answer still reads "Confirmed" to them. */
  confirmedByVisitor?: boolean;
  /** The link's token (/book/manage); or, signed in (My garage), `endpoints` of that appointment. */
  token?: string;
  endpoints?: { reschedule: string; cancel: string };
  /** Told of a change; without it, the manage page's own heading and status are updated. */
  onChanged?: (answer: Answer) => void;
  /** The outcome's heading level: h2 on its own page, deeper inside My garage's sections. */
  outcomeHeading?: 'h2' | 'h5';
};
type Outcome = { kind: 'moved'; when: string } | { kind: 'cancelled' };

const TOKEN_ENDPOINTS = { reschedule: '/api/appointments/manage/reschedule', cancel: '/api/appointments/manage/cancel' };

/**
 * Move or cancel an appointment: the visitor's own appointment page (/book/manage?token=…), and each
 * appointment in My garage. One form, one set of server rules behind both.
 */
export default function ManageAppointment({
  token,
  endpoints = TOKEN_ENDPOINTS,
  onChanged,
  outcomeHeading: Heading = 'h2',
  days: initialDays,
  vehicleId,
  kindLabel,
  bookHref,
  bookedDate,
  confirmedByVisitor = false,
}: Props) {
  const { days, date, setDate, slots, loading, loadError, refresh } = useAvailability(
    initialDays,
    vehicleId,
    initialDays.some((d) => d.date === bookedDate) ? bookedDate : undefined,
  );
  const [mode, setMode] = useState<'idle' | 'reschedule' | 'cancel'>('idle');
  const [start, setStart] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const result = useRef<HTMLHeadingElement>(null);

  const post = async (path: string, body: object) => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(token ? { token, ...body } : body),
      });
      const data = (await res.json().catch(() => null)) as {
        message?: string;
        errors?: Record<string, string>;
        status?: AppointmentStatus;
        when?: string;
      } | null;
      if (!res.ok) {
        if (res.status === 409) await refresh();
        setError(data?.errors?.start ?? data?.message ?? 'That did not work. Please try again, or call us.');
        return null;
      }
      return data ?? {};
    } catch {
      setError('That did not work. Please check your connection and try again, or call us.');
      return null;
    } finally {
      setBusy(false);
    }
  };

  // The page's heading and status (rendered by the server, outside this island) follow the change.
  const done = (next: Outcome, answer: Answer) => {
    setOutcome(next);
    if (onChanged) return onChanged(answer);
    if (answer.when) {
      const heading = document.querySelector('[data-page-heading]');
      if (heading) heading.textContent = `${kindLabel}, ${answer.when}`;
    }
    const status = document.querySelector('[data-appointment-status]');
    if (status && answer.status)
      status.textContent = visitorStatusLabel({ status: answer.status, customerConfirmedAt: confirmedByVisitor ? new Date(0) : null });
    document.querySelector('[data-manage-state]')?.setAttribute('data-manage-state', answer.status ?? '');
    // A cancelled booking is no longer confirmed, held or worth adding to a calendar: the server-rendered parts saying so go.
    if (next.kind === 'cancelled')
      for (const stale of document.querySelectorAll('[data-add-to-calendar], [data-manage-confirmed], [data-manage-hold]')) stale.remove();
  };
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  if (outcome) {
    return (
      <div className="bg-white p-6 ring-1 ring-line md:p-10" data-manage-outcome={outcome.kind}>
        <Heading ref={result} tabIndex={-1} className={`font-display outline-none ${Heading === 'h2' ? 'text-3xl' : 'text-2xl'}`}>
          {outcome.kind === 'moved'
            ? `Your ${kindLabel.toLowerCase()} is now ${outcome.when}.`
            : `Your ${kindLabel.toLowerCase()} is cancelled.`}
        </Heading>
        <p className="mt-4 leading-relaxed text-ink/80">
          {outcome.kind === 'moved'
            ? 'An updated calendar invitation is on its way to you by e-mail.'
            : 'We have sent you a note to remove it from your calendar. We hope to welcome you another time.'}
        </p>
        {outcome.kind === 'cancelled' && (
          <a href={bookHref} className="eyebrow mt-8 inline-block bg-ink px-8 py-4 text-ivory hover:bg-ink-3">
            Book another time
          </a>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-8 bg-white p-6 ring-1 ring-line md:p-10">
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          aria-expanded={mode === 'reschedule'}
          onClick={() => setMode(mode === 'reschedule' ? 'idle' : 'reschedule')}
          className="eyebrow bg-ink px-7 py-4 text-ivory transition-colors hover:bg-ink-3"
        >
          Choose another time
        </button>
        <button
          type="button"
          aria-expanded={mode === 'cancel'}
          onClick={() => setMode(mode === 'cancel' ? 'idle' : 'cancel')}
          className="eyebrow border border-ink/25 px-7 py-4 text-ink transition-colors hover:border-ink"
        >
          Cancel appointment
        </button>
      </div>

      {mode === 'reschedule' && (
        <form
          className="grid gap-6"
          aria-label="Choose another time"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!start) return setError('Please choose a time.');
            const chosen = slots?.find((s) => s.start === start);
            const answer = await post(endpoints.reschedule, { start });
            if (answer) done({ kind: 'moved', when: `${date ? longDay(date) : ''} at ${chosen?.label ?? ''}` }, answer);
          }}
        >
          <DayPicker days={days} value={date} onChange={(d) => (setDate(d), setStart(null))} />
          <SlotPicker
            slots={slots}
            loading={loading}
            loadError={loadError}
            value={start}
            onChange={setStart}
            dayLabel={date ? longDay(date) : null}
          />
          <button
            type="submit"
            disabled={busy}
            className="eyebrow justify-self-start bg-ink px-8 py-4 text-ivory hover:bg-ink-3 disabled:opacity-70"
          >
            {busy ? 'Moving…' : 'Move my appointment'}
          </button>
        </form>
      )}

      {mode === 'cancel' && (
        <div className="border-l-2 border-gold pl-5" role="group" aria-label="Cancel appointment">
          <p className="leading-relaxed">Cancel this {kindLabel.toLowerCase()}? The time is released at once.</p>
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              const answer = await post(endpoints.cancel, {});
              if (answer) done({ kind: 'cancelled' }, answer);
            }}
            className="eyebrow mt-4 bg-[#7f1d1d] px-7 py-4 text-ivory hover:bg-[#991b1b] disabled:opacity-70"
          >
            {busy ? 'Cancelling…' : 'Yes, cancel it'}
          </button>
        </div>
      )}

      {error && (
        <p role="alert" className="text-sm text-[#9b1c1c]">
          {error}
        </p>
      )}
    </div>
  );
}
