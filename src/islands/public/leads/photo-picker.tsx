import { useEffect, useState } from 'react';
import { MAX_TRADE_IN_PHOTOS } from '#src/lib/leads/options';
import { styles, type Tone } from '#src/islands/public/form-kit/fields';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why these files cannot be added (the server checks again, by the files' bytes), or null. */
export function photoProblem(current: readonly File[], added: readonly File[]): string | null {
  if (current.length + added.length > MAX_TRADE_IN_PHOTOS) return `Please add at most ${MAX_TRADE_IN_PHOTOS} photos.`;
  const wrong = added.find((f) => !TYPES.includes(f.type));
  if (wrong) return `${wrong.name}: please add JPEG, PNG or WebP photos.`;
  const big = added.find((f) => f.size > MAX_BYTES);
  if (big) return `File too large: ${big.name} exceeds the 5MB limit`;
  return null;
}

/** Up to six photos with previews, each removable; the files go with the form. */
export function PhotoPicker({
  id,
  files,
  onChange,
  error,
  tone,
}: {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  tone: Tone;
}) {
  const s = styles(tone);
  const [problem, setProblem] = useState<string | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((f) => URL.createObjectURL(f));
    setPreviews(urls);
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  const shown = problem ?? error;
  return (
    <div>
      <label htmlFor={id} className={s.label}>
        Add photos <span className={s.optional}>(optional, up to {MAX_TRADE_IN_PHOTOS})</span>
      </label>
      <p id={`${id}-hint`} className={s.hint}>
        Front, back, both sides, the interior and the odometer help us give a firm figure. JPEG, PNG or WebP, 5 MB each. Only our team sees
        them.
      </p>
      <input
        id={id}
        name="photos"
        type="file"
        accept={TYPES.join(',')}
        multiple
        disabled={files.length >= MAX_TRADE_IN_PHOTOS}
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => {
          const added = Array.from(e.target.files ?? []);
          e.target.value = '';
          const why = photoProblem(files, added);
          setProblem(why);
          if (!why) onChange([...files, ...added]);
        }}
        className={`${s.input} cursor-pointer file:mr-4 file:border-0 file:bg-ink file:px-4 file:py-2 file:text-xs file:tracking-[0.2em] file:text-ivory file:uppercase disabled:cursor-not-allowed disabled:opacity-60`}
      />
      {shown && (
        <p id={`${id}-error`} className={s.error}>
          {shown}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label="Photos added">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="relative">
              {previews[i] && (
                <img
                  src={previews[i]}
                  alt={`Photo ${i + 1}: ${file.name}`}
                  className="aspect-square w-full object-cover ring-1 ring-line"
                />
              )}
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
                className="absolute top-1 right-1 bg-ink/85 px-2 py-0.5 text-xs text-ivory hover:bg-ink"
                aria-label={`Remove photo ${i + 1} (${file.name})`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
