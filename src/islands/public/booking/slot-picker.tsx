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
};

/** The times of the chosen day as a native radio group; the count is announced when it loads. */
export default function SlotPicker({ slots, loading, loadError, value, onChange, error, dayLabel }: Props) {
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
                className={`cursor-pointer border px-2 py-3 text-center text-sm tracking-wide transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold ${
                  selected ? 'border-ink bg-ink text-ivory' : 'border-line bg-white text-ink hover:border-ink/60'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-slot`}
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
