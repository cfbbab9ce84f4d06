import { Copy, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDate } from '#src/lib/format/dates';
import { api, errorMessage, uploadImages } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import type { MediaDto } from '#src/islands/lib/types';
import { usePagedList } from '#src/islands/lib/use-paged-list';
import { Pager } from '#src/islands/ui/pager';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState } from '#src/islands/ui/card';
import { ConfirmDialog } from '#src/islands/ui/confirm-dialog';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { areaPath, type Area } from '#src/islands/portal/area';
import { checkImageFiles } from '#src/islands/portal/inventory/image-rules';
import { vehicleTitle } from '#src/lib/vehicle-status';

const PAGE_SIZE = 48;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Every uploaded image with the vehicles that use it; upload, copy the address, delete an unused one. */
export default function MediaScreen({ area }: { area: Area }) {
  const [filter, setFilter] = useState<'all' | 'unused'>('all');
  const [page, setPage] = useState(1);
  const media = usePagedList<MediaDto>('/api/media', {
    page,
    pageSize: PAGE_SIZE,
    filters: { used: filter === 'unused' ? 'false' : undefined },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MediaDto | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  const upload = async (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (!files.length) return;
    const problem = checkImageFiles(files);
    if (problem) {
      toast({ title: 'Upload failed', description: problem, variant: 'destructive' });
      return;
    }
    setProgress(0);
    try {
      const answer = await uploadImages(files, setProgress);
      toast({ title: 'Upload successful', description: `${answer.files.length} images uploaded successfully` });
      await media.reload();
    } catch (error) {
      toast({ title: 'Upload failed', description: errorMessage(error, 'Failed to upload images.'), variant: 'destructive' });
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await api.del(`/api/media/${deleting.id}`);
      toast({ title: 'Image Deleted', description: 'The image and its sizes were removed.' });
      setDeleting(null);
      await media.reload();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to delete the image. Please try again.'), variant: 'destructive' });
    } finally {
      setDeletePending(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(new URL(url, window.location.origin).href);
      toast({ title: 'Copied', description: 'The image address is on the clipboard.' });
    } catch {
      toast({ title: 'Could not copy', description: url });
    }
  };

  const items = media.data?.items ?? [];
  const counts = media.data?.counts;

  return (
    <div>
      <PageHeader
        eyebrow="Assets"
        title="Media Library"
        description="Every photo uploaded to the site and the vehicles that show it. An image in use cannot be deleted."
        actions={
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              aria-label="Upload images"
              onChange={(e) => void upload(e.target.files)}
            />
            <Button onClick={() => fileInput.current?.click()} pending={progress !== null}>
              {progress === null && <ImagePlus className="size-4" aria-hidden="true" />}
              Upload Images
            </Button>
          </>
        }
      />
      {progress !== null && (
        <div
          className="mb-4"
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="h-1.5 overflow-hidden rounded-full bg-ink/10">
            <div className="h-full bg-gold transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      <div className="mb-4 flex gap-1 text-sm" role="group" aria-label="Show">
        {(['all', 'unused'] as const).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
            className={`rounded-full px-3 py-1 transition ${filter === f ? 'bg-ink text-ivory' : 'text-ink/60 hover:bg-ink/5'}`}
          >
            {f === 'all' ? `All (${counts?.all ?? '…'})` : `Unused (${counts?.unused ?? '…'})`}
          </button>
        ))}
      </div>
      {media.loading && !media.data ? (
        <LoadingState label="Loading images…" />
      ) : media.error && !media.data ? (
        <ErrorState message="Failed to load the media library. Please try again later." onRetry={() => void media.reload()} />
      ) : items.length ? (
        <>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
            {items.map((m) => (
              <li key={m.id} className="overflow-hidden rounded-xl border border-ink/8 bg-white shadow-xs" data-testid="media-item">
                <img src={m.url} alt={m.originalName ?? ''} className="aspect-[4/3] w-full bg-ink/5 object-cover" loading="lazy" />
                <div className="grid gap-2 p-3 text-xs">
                  <p className="truncate font-medium text-ink" title={m.originalName ?? m.url}>
                    {m.originalName ?? m.url.split('/').pop()}
                  </p>
                  <p className="text-ink/65">
                    {m.width}×{m.height} · {formatBytes(m.bytes)} · {formatDate(m.createdAt)}
                  </p>
                  <div className="min-h-5">
                    {m.usedBy.length ? (
                      <p className="text-ink/65">
                        Used by{' '}
                        {m.usedBy.map((v, i) => (
                          <span key={v.id}>
                            {i > 0 && ', '}
                            <a href={areaPath(area, `/inventory?edit=${v.id}`)} className="text-ink underline-offset-2 hover:underline">
                              {vehicleTitle(v)}
                            </a>
                          </span>
                        ))}
                      </p>
                    ) : (
                      <p className="text-ink/60">Not used by any vehicle</p>
                    )}
                  </div>
                  <div className="flex gap-1 border-t border-ink/6 pt-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void copy(m.url)}
                      aria-label={`Copy URL of ${m.originalName ?? 'this image'}`}
                    >
                      <Copy className="size-3.5" aria-hidden="true" />
                      Copy URL
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto hover:text-red-700"
                      disabled={m.usedBy.length > 0}
                      title={m.usedBy.length ? 'Remove it from its vehicles first' : undefined}
                      onClick={() => setDeleting(m)}
                      aria-label={`Delete ${m.originalName ?? 'this image'}`}
                    >
                      <Trash2 className="size-3.5" aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {(media.data?.total ?? 0) > PAGE_SIZE && (
            <div className="mt-4 rounded-xl border border-ink/8 bg-white">
              <Pager page={page} pageSize={PAGE_SIZE} total={media.data?.total ?? 0} noun="images" onPageChange={setPage} />
            </div>
          )}
        </>
      ) : (
        <EmptyState
          title={filter === 'unused' ? 'Every image is in use.' : 'No images uploaded yet.'}
          hint={filter === 'all' ? 'Upload photos here or from a vehicle’s edit dialog.' : undefined}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this image?"
        description="This action cannot be undone. The file and all its sizes are removed from the server."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletePending}
        onConfirm={remove}
      />
    </div>
  );
}
