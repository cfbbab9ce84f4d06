import { useEffect, useRef, useState } from 'react';
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

/**
 * Up to six photos with previews, each removable; the files go with the form. The file input always
 * holds the files added (so it says "3 files", and a form posted before hydration sends them), and
 * the previews are drawn on a canvas from the file itself: no blob: or data: image for the
 * Content-Security-Policy to allow.
 */
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
  const input = useRef<HTMLInputElement>(null);
  // The input shows what the form holds, after an addition as after a removal.
  useEffect(() => {
    if (!input.current || typeof DataTransfer === 'undefined') return;
    const held = new DataTransfer();
    for (const file of files) held.items.add(file);
    input.current.files = held.files;
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
        ref={input}
        id={id}
        name="photos"
        type="file"
        accept={TYPES.join(',')}
        multiple
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => {
          // The browser replaces the input's files with the new choice: the form keeps the earlier ones.
          const added = Array.from(e.target.files ?? []).filter((f) => !files.includes(f));
          const why = photoProblem(files, added);
          setProblem(why);
          if (!why) onChange([...files, ...added]);
          else {
            const held = new DataTransfer();
            for (const file of files) held.items.add(file);
            e.target.files = held.files;
          }
        }}
        className={`${s.input} cursor-pointer file:mr-4 file:border-0 file:bg-ink file:px-4 file:py-2 file:text-xs file:tracking-[0.2em] file:text-ivory file:uppercase`}
      />
      {shown && (
        <p id={`${id}-error`} className={s.error}>
          {shown}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label="Photos added">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex min-w-0 flex-col gap-1.5">
              <PhotoPreview file={file} label={`Photo ${i + 1}: ${file.name}`} />
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
                className="self-start text-xs text-ink underline underline-offset-2 hover:text-bronze"
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

const PREVIEW_PX = 192;

/** A square preview of the photo, cropped to fill, drawn from the file (named for screen readers, as an image is). */
function PhotoPreview({ file, label }: { file: File; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    createImageBitmap(file)
      .then((bitmap) => {
        const context = canvas.current?.getContext('2d');
        if (cancelled || !context) return bitmap.close();
        const side = Math.min(bitmap.width, bitmap.height);
        context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, PREVIEW_PX, PREVIEW_PX);
        bitmap.close();
      })
      // A file the browser cannot decode keeps the plain tile; the server says what is wrong with it.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [file]);
  return (
    <canvas
      ref={canvas}
      width={PREVIEW_PX}
      height={PREVIEW_PX}
      role="img"
      aria-label={label}
      className="aspect-square w-full bg-ivory-2 ring-1 ring-line"
      data-photo-preview
    />
  );
}
