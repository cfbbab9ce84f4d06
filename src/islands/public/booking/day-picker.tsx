import { useId } from 'react';
import type { DayAvailability } from './booking-types';
import { dayParts, longDay } from './day-label';

type Props = {
  days: DayAvailability[];
  value: string | null;
  onChange: (date: string) => void;
  error?: string;
  /** The dealer's phone, for the days kept by appointment (arranged by phone, not online). */
  phone?: string;
  /**
   * The id of a GET form the days belong to (`name="date"`): without JavaScript, choosing a day and
   * pressing "Show times" loads the page with that day's times.
   */
  dayForm?: string;
};

/** What a day without a free time says: the published hours' "By appointment", a day blocked, or no time left. */
function unavailable(d: DayAvailability): { tile: string; spoken: string } {
  if (d.byAppointment) return { tile: 'By appt.', spoken: 'by appointment: please call us' };
  if (d.closed) return { tile: 'Closed', spoken: 'closed' };
  return { tile: 'Full', spoken: 'no times available' };
}

/**
 * The day picker: a native radio group (arrow keys move between days, a screen reader
 * announces "Saturday, November 28, 7 times available, 3 of 21"), drawn as a strip of
 * day tiles. Days without a free time are disabled and say why.
 */
export default function DayPicker({ days, value, onChange, error, phone, dayForm }: Props) {
  const id = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="eyebrow text-bronze">Day</legend>
      <div
        className="-mx-1 mt-3 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3 sm:grid sm:grid-cols-7 sm:overflow-visible"
        data-day-picker
      >
        {days.map((d) => {
          const parts = dayParts(d.date);
          const closed = d.free === 0;
          const selected = value === d.date;
          return (
            <label
              key={d.date}
              className={`group relative flex min-w-[4.25rem] shrink-0 snap-start flex-col items-center border px-2 py-3 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold ${
                closed
                  ? 'cursor-not-allowed border-line/70 bg-ivory-2/40 text-ink/35'
                  : // Drawn from the radio's own state, so a day chosen before JavaScript shows as chosen.
                    'cursor-pointer border-line bg-white text-ink hover:border-ink/60 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-ivory'
              }`}
            >
              <input
                type="radio"
                name={dayForm ? 'date' : `${id}-day`}
                form={dayForm}
                value={d.date}
                checked={selected}
                disabled={closed}
                onChange={() => onChange(d.date)}
                className="sr-only"
                aria-label={`${longDay(d.date)}, ${closed ? unavailable(d).spoken : `${d.free} time${d.free === 1 ? '' : 's'} available`}`}
              />
              <span
                className={`text-[10px] font-medium tracking-[0.2em] uppercase ${closed ? '' : 'text-bronze group-has-[:checked]:text-gold-light'}`}
              >
                {parts.weekday}
              </span>
              <span className="mt-1 font-display text-2xl leading-none">{parts.day}</span>
              <span className="mt-1 text-[11px] tracking-wide">{parts.month}</span>
              {closed && <span className="mt-1 text-[10px] tracking-wide whitespace-nowrap">{unavailable(d).tile}</span>}
            </label>
          );
        })}
      </div>
      {days.some((d) => d.byAppointment) && (
        <p className="mt-1 text-xs text-muted" data-by-appointment-note>
          {byAppointmentNote(days, phone)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-[#9b1c1c]">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** "Sundays are by appointment: please call 905 555 0100 to arrange a visit." (the weekdays without hours, in order). */
function byAppointmentNote(days: DayAvailability[], phone: string | undefined): string {
  const weekdays = [...new Set(days.filter((d) => d.byAppointment).map((d) => `${dayParts(d.date).weekdayLong}s`))];
  const list = weekdays.length > 1 ? `${weekdays.slice(0, -1).join(', ')} and ${weekdays.at(-1)}` : weekdays[0];
  return `${list} are by appointment: please call ${phone ?? 'us'} to arrange a visit.`;
}
