import { useId } from 'react';
import type { DayAvailability } from './booking-types';
import { dayParts, longDay } from './day-label';

type Props = { days: DayAvailability[]; value: string | null; onChange: (date: string) => void; error?: string };

/**
 * The day picker: a native radio group (arrow keys move between days, a screen reader
 * announces "Saturday, November 28, 7 times available, 3 of 21"), drawn as a strip of
 * day tiles. Days without a free time are disabled and say why.
 */
export default function DayPicker({ days, value, onChange, error }: Props) {
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
              className={`relative flex min-w-[4.25rem] shrink-0 snap-start flex-col items-center border px-2 py-3 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold ${
                closed
                  ? 'cursor-not-allowed border-line/70 bg-ivory-2/40 text-ink/35'
                  : selected
                    ? 'cursor-pointer border-ink bg-ink text-ivory'
                    : 'cursor-pointer border-line bg-white text-ink hover:border-ink/60'
              }`}
            >
              <input
                type="radio"
                name={`${id}-day`}
                value={d.date}
                checked={selected}
                disabled={closed}
                onChange={() => onChange(d.date)}
                className="sr-only"
                aria-label={`${longDay(d.date)}, ${d.closed ? 'closed' : closed ? 'no times available' : `${d.free} time${d.free === 1 ? '' : 's'} available`}`}
              />
              <span
                className={`text-[10px] font-medium tracking-[0.2em] uppercase ${selected ? 'text-gold-light' : closed ? '' : 'text-bronze'}`}
              >
                {parts.weekday}
              </span>
              <span className="mt-1 font-display text-2xl leading-none">{parts.day}</span>
              <span className="mt-1 text-[11px] tracking-wide">{parts.month}</span>
              {closed && <span className="mt-1 text-[10px] tracking-wide">{d.closed ? 'Closed' : 'Full'}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-[#9b1c1c]">
          {error}
        </p>
      )}
    </fieldset>
  );
}
