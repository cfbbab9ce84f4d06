import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { errorMessage, uploadImages } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { checkImageFiles, moveItem } from './image-rules';

export type ImageEditorProps = {
  images: string[];
  onChange: (images: string[]) => void;
  /** Reports an upload in progress so the dialog can hold its Save button. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * A vehicle's photos: upload from the computer (with progress), remove one at
 * a time, reorder with Move up / Move down. The first photo is the main one.
 * Uploads only: the API takes nothing but the site's own /media/ images, so
 * an address field ("Image URL") could only ever be refused.
 */
export function ImageEditor({ images, onChange, onBusyChange }: ImageEditorProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const upload = async (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (!files.length) return;
    const problem = checkImageFiles(files);
    if (problem) {
      toast({ title: 'Upload failed', description: problem, variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setProgress(0);
    onBusyChange?.(true);
    try {
      const answer = await uploadImages(files, setProgress);
      const urls = answer.files.map((f) => f.url);
      onChange([...images, ...urls]);
      toast({ title: 'Upload successful', description: `${urls.length} images uploaded successfully` });
    } catch (error) {
      toast({ title: 'Upload failed', description: errorMessage(error, 'Failed to upload images.'), variant: 'destructive' });
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const move = (index: number, delta: number) => {
    const next = moveItem(images, index, delta);
    onChange(next);
    const to = next.indexOf(images[index]);
    setAnnouncement(`Photo moved to position ${to + 1} of ${next.length}${to === 0 ? ', now the main photo' : ''}.`);
    // Keep the keyboard on the same button of the moved photo.
    requestAnimationFrame(() => document.getElementById(`${id}-${delta < 0 ? 'up' : 'down'}-${to}`)?.focus());
  };

  return (
    <div className="grid gap-3">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-ink/15 px-4 py-6 text-center text-sm text-ink/65">
          No photos yet. Upload at least one: a vehicle goes live only with a photo.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Photos, the first is the main photo">
          {images.map((src, index) => (
            <li key={`${src}-${index}`} className="flex min-w-0 items-center gap-3 rounded-lg border border-ink/10 bg-white p-2">
              <img src={src} alt="" className="h-14 w-20 shrink-0 rounded-md bg-ink/5 object-cover" loading="lazy" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-xs text-ink/70" title={src}>
                  {src.split('/').pop()}
                </p>
                {index === 0 && (
                  <span className="mt-1 inline-block rounded-full bg-gold/15 px-2 py-0.5 text-[10px] font-medium tracking-wide text-[#74572d] uppercase">
                    Main photo
                  </span>
                )}
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  id={`${id}-up-${index}`}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move photo ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  id={`${id}-down-${index}`}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move photo ${index + 1} down`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove photo ${index + 1}`}
                  className="hover:text-red-700"
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <div className="grid gap-3 rounded-lg bg-ivory/60 p-3">
        <div>
          <input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            aria-label="Upload photos"
            onChange={(e) => void upload(e.target.files)}
          />
          <Button variant="secondary" onClick={() => fileInput.current?.click()} pending={progress !== null}>
            {progress === null && <ImagePlus className="size-4" aria-hidden="true" />}
            Upload photos
          </Button>
        </div>
        {progress !== null && (
          <div className="sm:col-span-2">
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-1.5 overflow-hidden rounded-full bg-ink/10"
            >
              <div className="h-full bg-gold transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
            </div>
            <p className="mt-1 text-xs text-ink/65">Uploading… {Math.round(progress * 100)}%</p>
          </div>
        )}
      </div>
    </div>
  );
}
