import { ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/islands/ui/button';
import { describedBy, Field, Input } from '#src/islands/ui/field';
import { MediaPickerDialog, thumbnailOf, type BuiltInImage, type PickedImage } from './media-picker-dialog';

export type { BuiltInImage, PickedImage } from './media-picker-dialog';

export type MediaPickerProps = {
  /** Prefix of the controls' ids (`${id}-alt`, `${id}-choose`). */
  id: string;
  label: string;
  value: PickedImage;
  onChange: (next: PickedImage) => void;
  /** Messages under the image and under its alt text (the API's field errors). */
  errors?: { src?: string; alt?: string };
  /** Offer site artwork next to the library (see BuiltInImage). */
  builtIn?: readonly BuiltInImage[];
  /** Without it, the image can be removed (an optional picture). */
  required?: boolean;
};

/**
 * An image field for the portal's forms: the chosen picture, a button opening the media-library picker
 * (choose or upload), and its alt text, required whenever there is an image.
 */
export function MediaPicker({ id, label, value, onChange, errors = {}, builtIn = [], required = false }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const preview = builtIn.find((b) => b.src === value.src)?.previewUrl ?? (value.src.startsWith('/') ? thumbnailOf(value.src) : undefined);
  const altId = `${id}-alt`;
  const srcErrorId = `${id}-image-error`;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-xs font-medium tracking-wide text-ink/75">
        {label}
        {required && (
          <span className="ml-0.5 text-[#74572d]" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex aspect-[4/3] w-36 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink/10 bg-ink/5">
          {preview ? (
            <img src={preview} alt={value.alt} className="size-full object-cover" loading="lazy" />
          ) : (
            <ImageIcon className="size-6 text-ink/40" aria-label="No image chosen" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            id={`${id}-choose`}
            variant="secondary"
            size="sm"
            onClick={() => setOpen(true)}
            aria-describedby={errors.src ? srcErrorId : undefined}
          >
            {value.src ? 'Change Image' : 'Choose Image'}
            <span className="sr-only"> for {label}</span>
          </Button>
          {!required && value.src && (
            <Button variant="ghost" size="sm" onClick={() => onChange({ src: '', alt: '' })}>
              <Trash2 className="size-4" aria-hidden="true" /> Remove<span className="sr-only"> image of {label}</span>
            </Button>
          )}
        </div>
      </div>
      {errors.src && (
        <p id={srcErrorId} className="text-xs font-medium text-red-700" role="alert">
          {errors.src}
        </p>
      )}
      {value.src && (
        <Field id={altId} label="Alt text" required error={errors.alt}>
          <Input
            id={altId}
            value={value.alt}
            maxLength={300}
            onChange={(e) => onChange({ ...value, alt: e.target.value })}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={describedBy(altId, errors.alt)}
          />
        </Field>
      )}
      <MediaPickerDialog
        open={open}
        onOpenChange={setOpen}
        onPick={onChange}
        initial={value}
        builtIn={builtIn}
        title={`${label}: choose an image`}
      />
    </fieldset>
  );
}
