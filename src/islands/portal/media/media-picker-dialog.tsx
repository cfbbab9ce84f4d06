import { Check, ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { isMediaUrl } from '#src/lib/images';
import { errorMessage, uploadImages } from '#src/islands/lib/api';
import type { MediaDto } from '#src/islands/lib/types';
import { usePagedList } from '#src/islands/lib/use-paged-list';
import { checkImageFiles } from '#src/islands/portal/inventory/image-rules';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState } from '#src/islands/ui/card';
import { cn } from '#src/islands/ui/cn';
import { Dialog } from '#src/islands/ui/dialog';
import { describedBy, Field, FormError, Input } from '#src/islands/ui/field';
import { Pager } from '#src/islands/ui/pager';
import { LoadingState } from '#src/islands/ui/spinner';

/** An image and the words that stand for it: what a picker hands back. */
export type PickedImage = { src: string; alt: string };

/**
 * An image that ships with the site rather than the library (the generated site art): offered above the
 * library so content that uses it today can go back to it. `src` is what gets stored, `previewUrl` what shows.
 */
export type BuiltInImage = { src: string; previewUrl: string; label: string };

export type MediaPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen image and its alt text; the dialog closes itself after. */
  onPick: (image: PickedImage) => void;
  /** What is chosen now (pre-selects it and fills the alt text). */
  initial?: PickedImage;
  builtIn?: readonly BuiltInImage[];
  title?: string;
};

const PAGE_SIZE = 24;

/** A library image's smallest stored width (480 px) for a thumbnail; other paths as they are. */
export function thumbnailOf(url: string): string {
  return isMediaUrl(url) ? url.replace(/\.webp$/, '-480.webp') : url;
}

/**
 * Choose an image from the media library (or the site's own artwork), or upload a new one through the
 * library's upload endpoint, and describe it: nothing is handed back without alt text.
 */
export function MediaPickerDialog({
  open,
  onOpenChange,
  onPick,
  initial,
  builtIn = [],
  title = 'Choose an image',
}: MediaPickerDialogProps) {
  const id = useId();
  const [page, setPage] = useState(1);
  const media = usePagedList<MediaDto>('/api/media', open ? { page, pageSize: PAGE_SIZE } : null);
  const [selected, setSelected] = useState(initial?.src ?? '');
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [altError, setAltError] = useState<string | undefined>();
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Each opening starts from what the field holds now.
  useEffect(() => {
    if (!open) return;
    setSelected(initial?.src ?? '');
    setAlt(initial?.alt ?? '');
    setAltError(undefined);
    setChoiceError(undefined);
    setUploadError(null);
  }, [open, initial?.src, initial?.alt]);

  const upload = async (list: FileList | null) => {
    const files = list ? Array.from(list).slice(0, 1) : [];
    if (!files.length) return;
    const problem = checkImageFiles(files);
    setUploadError(problem);
    if (problem) return;
    setProgress(0);
    try {
      const answer = await uploadImages(files, setProgress);
      const url = answer.files[0]?.url;
      if (url) {
        setSelected(url);
        setChoiceError(undefined);
      }
      setPage(1);
      await media.reload();
    } catch (error) {
      setUploadError(errorMessage(error, 'The image could not be uploaded.'));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const confirm = () => {
    const missingChoice = selected ? undefined : 'Image: choose one from the library or upload one.';
    const missingAlt = alt.trim() ? undefined : 'Alt text: describe what the image shows, for visitors who cannot see it.';
    setChoiceError(missingChoice);
    setAltError(missingAlt);
    if (missingChoice || missingAlt) return;
    onPick({ src: selected, alt: alt.trim() });
    onOpenChange(false);
  };

  const option = (src: string, previewUrl: string, name: string) => (
    <li key={src}>
      <label
        className={cn(
          'group relative block cursor-pointer overflow-hidden rounded-lg border-2 bg-ink/5 transition focus-within:ring-2 focus-within:ring-gold/50',
          selected === src ? 'border-gold' : 'border-transparent hover:border-ink/20',
        )}
      >
        <input
          type="radio"
          name={`${id}-image`}
          value={src}
          checked={selected === src}
          onChange={() => {
            setSelected(src);
            setChoiceError(undefined);
          }}
          className="sr-only"
        />
        <img src={previewUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
        <span className="block truncate bg-white px-2 py-1 text-xs text-ink/75">{name}</span>
        {selected === src && (
          <span className="absolute top-1.5 right-1.5 rounded-full bg-gold p-0.5 text-ink">
            <Check className="size-3.5" aria-hidden="true" />
          </span>
        )}
      </label>
    </li>
  );

  const items = media.data?.items ?? [];
  const altId = `${id}-alt`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Pick an image from the media library, or upload a new one, then describe it."
      size="xl"
      busy={progress !== null}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={progress !== null}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={progress !== null}>
            Use This Image
          </Button>
        </>
      }
    >
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => void upload(e.target.files)}
          />
          <Button variant="secondary" onClick={() => fileInput.current?.click()} pending={progress !== null}>
            {progress === null && <ImagePlus className="size-4" aria-hidden="true" />}
            Upload New Image
          </Button>
          <p className="text-xs text-ink/65">JPEG, PNG or WebP, up to 5 MB. It joins the media library.</p>
          {progress !== null && (
            <div
              className="h-1.5 w-full overflow-hidden rounded-full bg-ink/10"
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
            >
              <div className="h-full bg-gold transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
            </div>
          )}
          <FormError message={uploadError} className="w-full" />
        </div>

        <Field id={altId} label="Alt text" required error={altError} hint="What the image shows, said in a sentence.">
          <Input
            id={altId}
            value={alt}
            maxLength={300}
            onChange={(e) => {
              setAlt(e.target.value);
              if (e.target.value.trim()) setAltError(undefined);
            }}
            aria-invalid={altError ? true : undefined}
            aria-describedby={describedBy(altId, altError, 'hint')}
          />
        </Field>
        <fieldset className="grid gap-3" aria-describedby={choiceError ? `${id}-choice-error` : undefined}>
          <legend className="mb-2 text-xs font-medium tracking-wide text-ink/75">Image</legend>
          {builtIn.length > 0 && (
            <>
              <p className="text-xs font-medium text-ink/65">Site artwork</p>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {builtIn.map((b) => option(b.src, b.previewUrl, b.label))}
              </ul>
              <p className="text-xs font-medium text-ink/65">Media library</p>
            </>
          )}
          {media.loading && !media.data ? (
            <LoadingState label="Loading the media library" />
          ) : media.error && !media.data ? (
            <ErrorState message="The media library could not be loaded." onRetry={() => void media.reload()} />
          ) : items.length ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="media-picker-library">
              {items.map((m) => option(m.url, thumbnailOf(m.url), m.originalName ?? m.url.split('/').pop() ?? m.url))}
            </ul>
          ) : (
            <EmptyState title="No images uploaded yet." hint="Upload one above." />
          )}
          {(media.data?.total ?? 0) > PAGE_SIZE && (
            <Pager page={page} pageSize={PAGE_SIZE} total={media.data?.total ?? 0} noun="images" onPageChange={setPage} />
          )}
          {choiceError && (
            <p id={`${id}-choice-error`} className="text-xs font-medium text-red-700" role="alert">
              {choiceError}
            </p>
          )}
        </fieldset>
      </div>
    </Dialog>
  );
}
