import { useId, useRef, useState, type RefObject } from 'react';
import { ApiError, api, errorMessage } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { ConfirmDialog } from '#src/islands/ui/confirm-dialog';
import { describedBy, Field, Input } from '#src/islands/ui/field';
import { clockDuration } from '#src/lib/video/iso-duration';
import { CODEC_NAMES } from '#src/lib/video/video-signature';
import type { WalkaroundView } from '#src/server/media/video/video-view';
import { postFormWithProgress } from './walkaround-upload';

type Answer = { video: WalkaroundView | null };
type Mode = 'upload' | 'link';
type Errors = Partial<Record<'video' | 'link' | 'poster' | 'captions' | 'form', string>>;

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/**
 * The vehicle dialog's "Walkaround video" panel (employees and admins alike): upload a video with
 * progress (the server probes it before accepting it), or link a YouTube/Vimeo video; an optional
 * poster image and captions file; replace or remove. It sits inside the vehicle form, so it uses
 * buttons, never a nested form, and Enter in the link field sends the link, not the vehicle.
 */
export function WalkaroundVideoPanel({ vehicleId }: { vehicleId: number }) {
  const path = `/api/vehicles/${vehicleId}/video`;
  const current = useApi<Answer>(path);
  const id = useId();
  const [mode, setMode] = useState<Mode>('upload');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const videoInput = useRef<HTMLInputElement>(null);
  const posterInput = useRef<HTMLInputElement>(null);
  const captionsInput = useRef<HTMLInputElement>(null);
  const video = current.data?.video ?? null;

  async function send() {
    const form = new FormData();
    const file = videoInput.current?.files?.[0];
    const poster = posterInput.current?.files?.[0];
    const captions = captionsInput.current?.files?.[0];
    if (mode === 'upload') {
      if (!file) return setErrors({ video: 'Choose a video file (MP4 or WebM).' });
      form.append('video', file);
      if (captions) form.append('captions', captions);
    } else {
      if (!link.trim()) return setErrors({ link: 'Paste the address of a YouTube or Vimeo video.' });
      form.append('link', link.trim());
    }
    if (poster) form.append('poster', poster);
    setErrors({});
    setBusy(true);
    setProgress(mode === 'upload' ? 0 : null);
    try {
      const answer = await postFormWithProgress<Answer>(path, form, mode === 'upload' ? setProgress : undefined);
      current.mutate(() => answer);
      setLink('');
      for (const input of [videoInput, posterInput, captionsInput]) if (input.current) input.current.value = '';
      toast({ title: video ? 'Walkaround video replaced' : 'Walkaround video added', variant: 'default' });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error, 'The video could not be saved. Please try again.') });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await api.del(path);
      current.mutate(() => ({ video: null }));
      setConfirmRemove(false);
      toast({ title: 'Walkaround video removed', variant: 'default' });
    } catch (error) {
      toast({ title: 'The video could not be removed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const fieldIds = { video: `${id}-video`, link: `${id}-link`, poster: `${id}-poster`, captions: `${id}-captions` };
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby={`${id}-title`} data-testid="walkaround-panel">
      <h3 id={`${id}-title`} className="text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">
        Walkaround video
      </h3>
      {current.error ? (
        <p className="text-sm text-red-700">The walkaround video could not be loaded.</p>
      ) : !current.data ? (
        <p className="text-sm text-ink/65">Loading…</p>
      ) : video ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-ink/10 px-3 py-2 text-sm"
          data-testid="walkaround-current"
        >
          <p className="min-w-0 break-words">
            {video.kind === 'file' ? (
              <>
                Uploaded video: {video.width}×{video.height}, {clockDuration(video.durationSeconds)},{' '}
                {CODEC_NAMES[video.codec] ?? video.codec}, {fileSize(video.bytes)}
                {video.captionsSrc ? ', captions' : ''}
              </>
            ) : (
              <>
                {video.providerName} video{' '}
                <a className="underline" href={video.watchUrl} target="_blank" rel="noopener noreferrer">
                  {video.videoId}
                </a>
              </>
            )}
            <span className="text-ink/65"> · poster: {video.ownPoster ? 'own image' : 'main photo'}</span>
          </p>
          <Button variant="ghost" size="sm" onClick={() => setConfirmRemove(true)} disabled={busy}>
            Remove
          </Button>
        </div>
      ) : (
        <p className="text-sm text-ink/65">No walkaround video yet.</p>
      )}

      <div className="flex gap-2" role="group" aria-label="Video source">
        {(['upload', 'link'] as const).map((m) => (
          <Button
            key={m}
            variant={mode === m ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={mode === m}
            onClick={() => (setMode(m), setErrors({}))}
          >
            {m === 'upload' ? 'Upload a file' : 'YouTube or Vimeo link'}
          </Button>
        ))}
      </div>

      {mode === 'upload' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id={fieldIds.video}
            label="Video file"
            error={errors.video}
            hint="MP4 (H.264) or WebM, up to 100 MB."
            required
            className="sm:col-span-2"
          >
            <input
              ref={videoInput}
              id={fieldIds.video}
              type="file"
              accept="video/mp4,video/webm,.mp4,.webm"
              aria-invalid={errors.video ? true : undefined}
              aria-describedby={describedBy(fieldIds.video, errors.video, 'hint')}
              className="max-w-full min-w-0 text-sm"
            />
          </Field>
          <Field id={fieldIds.captions} label="Captions (optional)" error={errors.captions} hint="A WebVTT (.vtt) file.">
            <input
              ref={captionsInput}
              id={fieldIds.captions}
              type="file"
              accept=".vtt,text/vtt"
              aria-invalid={errors.captions ? true : undefined}
              aria-describedby={describedBy(fieldIds.captions, errors.captions, 'hint')}
              className="max-w-full min-w-0 text-sm"
            />
          </Field>
          <PosterField id={fieldIds.poster} error={errors.poster} inputRef={posterInput} />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id={fieldIds.link}
            label="Video address"
            error={errors.link}
            hint="A YouTube or Vimeo address; the page shows it only when the visitor presses play."
            required
            className="sm:col-span-2"
          >
            <Input
              id={fieldIds.link}
              type="url"
              inputMode="url"
              value={link}
              placeholder="https://www.youtube.com/watch?v=…"
              onChange={(e) => setLink(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void send();
              }}
              aria-invalid={errors.link ? true : undefined}
              aria-describedby={describedBy(fieldIds.link, errors.link, 'hint')}
            />
          </Field>
          <PosterField id={fieldIds.poster} error={errors.poster} inputRef={posterInput} />
        </div>
      )}

      {progress !== null && (
        <div className="grid gap-1">
          <progress className="h-2 w-full accent-ink" max={1} value={progress} aria-label="Upload progress" />
          <p className="text-xs text-ink/65" aria-live="polite">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)} %` : 'Checking the video…'}
          </p>
        </div>
      )}
      {errors.form && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {errors.form}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => void send()} pending={busy} disabled={busy}>
          {video ? 'Replace video' : mode === 'upload' ? 'Upload video' : 'Save link'}
        </Button>
      </div>

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the walkaround video?"
        description="The video leaves the vehicle page at once; an uploaded file, its captions and its poster are deleted."
        confirmLabel="Remove video"
        pendingLabel="Removing…"
        pending={busy}
        onConfirm={() => void remove()}
      />
    </section>
  );
}

function PosterField({ id, error, inputRef }: { id: string; error?: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <Field id={id} label="Poster image (optional)" error={error} hint="JPEG, PNG or WebP; the main photo is used without one.">
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, 'hint')}
        className="max-w-full min-w-0 text-sm"
      />
    </Field>
  );
}
