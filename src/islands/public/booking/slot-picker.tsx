import { useId } from 'react';
import type { SlotOption } from './booking-types';

type Props = {
  slots: SlotOption[] | null;
  loading: boolean;
  loadError: string | null;
  value: string | null;
  onChange: (start: string) => void;
  error?: string;
  dayLabel: string | null;
  /** The radios' name in a form posted without JavaScript ('start'). */
  name?: string;
};

/** The times of the chosen day as a native radio group; the count is announced when it loads. */
export default function SlotPicker({ slots, loading, loadError, value, onChange, error, dayLabel, name }: Props) {
  const id = useId();
  const status = !dayLabel
    ? 'Choose a day to see its times.'
    : loading
      ? 'Loading times…'
      : loadError
        ? loadError
        : slots && slots.length
          ? `${slots.length} time${slots.length === 1 ? '' : 's'} available on ${dayLabel} (Toronto time).`
          : `No times left on ${dayLabel}. Please choose another day.`;
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-status${error ? ` ${id}-error` : ''}`}>
      <legend className="eyebrow text-bronze">Time</legend>
      <p id={`${id}-status`} role="status" className="mt-2 text-sm text-muted">
        {status}
      </p>
      {slots && slots.length > 0 && !loading && (
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5" data-slot-picker>
          {slots.map((s) => {
            const selected = value === s.start;
            return (
              <label
                key={s.start}
                // Drawn from the radio's own state, so a time chosen before JavaScript shows as chosen.
                className="cursor-pointer border border-line bg-white px-2 py-3 text-center text-sm tracking-wide text-ink transition-colors hover:border-ink/60 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-ivory has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold"
              >
                <input
                  type="radio"
                  name={name ?? `${id}-slot`}
                  value={s.start}
                  checked={selected}
                  onChange={() => onChange(s.start)}
                  className="sr-only"
                />
                {s.label}
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-[#9b1c1c]">
          {error}
        </p>
      )}
    </fieldset>
  );
}
