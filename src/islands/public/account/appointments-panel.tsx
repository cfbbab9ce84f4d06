import { lazy, Suspense, useState } from 'react';
import { APPOINTMENT_KIND_LABELS, APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '#src/lib/appointments/enums';
import type { ShopperGarage } from '#src/server/shoppers/garage';
import type { DayAvailability } from '#src/islands/public/booking/booking-types';
import { garageDayTime } from './garage-dates';

// The day and time pickers load only when a shopper opens one appointment: not part of the page's JavaScript at load.
const ManageAppointment = lazy(() => import('#src/islands/public/booking/manage-appointment'));

type Appointment = ShopperGarage['appointments'][number];

/** My garage: the shopper's viewings and test drives, each movable or cancellable as from the link in its e-mail. */
export default function AppointmentsPanel({ appointments }: { appointments: Appointment[] }) {
  if (!appointments.length)
    return (
      <p className="text-ink/80" data-testid="no-appointments">
        No appointments yet.{' '}
        <a href="/book" className="text-bronze underline underline-offset-4">
          Book a private viewing
        </a>
        .
      </p>
    );
  return (
    <ul role="list" className="grid gap-4" data-testid="garage-appointments">
      {appointments.map((a) => (
        <AppointmentItem key={a.id} appointment={a} />
      ))}
    </ul>
  );
}

function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const [current, setCurrent] = useState(appointment);
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<DayAvailability[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kindLabel = APPOINTMENT_KIND_LABELS[current.kind];
  const vehicleQuery = current.vehicle ? `&vehicleId=${current.vehicle.id}` : '';
  const bookHref = current.vehicle && current.vehicle.status !== 'sold' ? `/book?vehicle=${current.vehicle.id}` : '/book';

  const toggle = async () => {
    if (open) return setOpen(false);
    setError(null);
    if (!days) {
      const res = await fetch(`/api/appointments/days?count=21${vehicleQuery}`, { headers: { Accept: 'application/json' } }).catch(
        () => null,
      );
      if (!res?.ok) return setError('The free times could not be loaded. Please try again, or call us.');
      setDays(((await res.json()) as { days: DayAvailability[] }).days);
    }
    setOpen(true);
  };

  const changed = (answer: { status?: AppointmentStatus; when?: string }) =>
    setCurrent((c) => ({
      ...c,
      status: answer.status ?? c.status,
      when: answer.when ?? c.when,
      heldUntil: answer.status === 'cancelled' ? null : c.heldUntil,
      canCancel: answer.status !== 'cancelled' && c.canCancel,
      canReschedule: answer.status !== 'cancelled' && c.canReschedule,
    }));

  return (
    <li className="grid gap-4 bg-white p-5 ring-1 ring-line md:p-8" data-testid="garage-appointment" data-status={current.status}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow text-bronze">{kindLabel}</p>
          <h4 className="mt-1 font-display text-xl md:text-2xl">{current.when}</h4>
          {current.vehicle && (
            <p className="mt-1 text-sm">
              <a href={`/inventory/${current.vehicle.id}`} className="underline-offset-4 hover:underline">
                {current.vehicle.title}
              </a>
              {current.vehicle.status === 'sold' && <span className="text-ink/70"> (sold)</span>}
            </p>
          )}
        </div>
        <p className="eyebrow border border-ink/15 px-3 py-1.5 text-[11px]" data-testid="appointment-status">
          {APPOINTMENT_STATUS_LABELS[current.status]}
        </p>
      </div>
      {current.heldUntil && (
        <p className="text-sm text-ink/80">
          Held for you until {garageDayTime(current.heldUntil)}: please confirm it from the link in your e-mail.
        </p>
      )}
      {(current.canCancel || open) && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => void toggle()}
          className="eyebrow justify-self-start border border-ink/25 px-5 py-3 hover:border-ink"
        >
          {open ? 'Close' : 'Reschedule or cancel'}
          <span className="sr-only">
            {' '}
            the {kindLabel.toLowerCase()} of {current.when}
          </span>
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm text-[#9b1c1c]">
          {error}
        </p>
      )}
      {open && days && (
        <Suspense fallback={<p aria-busy="true">Loading the free times…</p>}>
          <ManageAppointment
            days={days}
            vehicleId={current.vehicle?.id}
            kindLabel={kindLabel}
            bookHref={bookHref}
            endpoints={{
              reschedule: `/api/shopper/appointments/${current.id}/reschedule`,
              cancel: `/api/shopper/appointments/${current.id}/cancel`,
            }}
            onChanged={changed}
            outcomeHeading="h5"
          />
        </Suspense>
      )}
    </li>
  );
}
