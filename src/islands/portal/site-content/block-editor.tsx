import { Eye, Save, Send } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { RevisionSummary } from '#src/db/queries/blog-posts';
import { formatDateTime } from '#src/lib/format/dates';
import { api, ApiError, errorMessage } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import type { Area } from '#src/islands/portal/area';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { ErrorState, Panel } from '#src/islands/ui/card';
import { FormError } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { RevisionsPanel } from './revisions-panel';

type BlockDto<T> = {
  published: T | null;
  shown: T;
  draft: T | null;
  publishedAt: string | null;
  publishedBy: string | null;
  canPublish: boolean;
};

export type BlockFields<T> = {
  values: T;
  setValues: (next: T) => void;
  /** The API's messages by field path (`team.0.name`). */
  errors: Record<string, string>;
};

/**
 * The frame of every page-copy editor: loads the block, saves edits as a draft, links the preview, publishes (for
 * those allowed), lists the published versions to restore. The page's own fields are `children`.
 */
export function BlockEditor<T>({
  area,
  blockKey,
  title,
  noun,
  previewHref,
  children,
}: {
  area: Area;
  blockKey: string;
  title: string;
  /** 'about page', 'privacy policy': in the messages. */
  noun: string;
  previewHref: string;
  children: (fields: BlockFields<T>) => ReactNode;
}) {
  const base = `/api/site-content/${blockKey}`;
  const block = useApi<BlockDto<T>>(base);
  const revisions = useApi<RevisionSummary[]>(`${base}/revisions`);
  const [values, setValues] = useState<T | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);

  useEffect(() => {
    if (block.data && values === null) setValues(block.data.draft ?? block.data.shown);
  }, [block.data, values]);

  if (block.error)
    return <ErrorState message={errorMessage(block.error, `The ${noun} could not be loaded.`)} onRetry={() => void block.reload()} />;
  if (!block.data || values === null) return <LoadingState label={`Loading the ${noun}`} />;
  const { canPublish } = block.data;

  const run = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFormError(null);
    try {
      await what();
      setErrors({});
      toast({ title: done });
      await Promise.all([block.reload(), revisions.reload()]);
      return true;
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFormError(errorMessage(error, 'That did not work. Please try again.'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = () => run(() => api.put(base, values), `${Noun} draft saved`);
  const publish = async () => {
    if (await save()) await run(() => api.post(`${base}/publish`), `${Noun} published`);
  };

  return (
    <>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Content'}
        title={title}
        description={
          block.data.publishedAt
            ? `Published ${formatDateTime(block.data.publishedAt)} by ${block.data.publishedBy}. Edits are a draft until published.`
            : 'Not published from here yet: visitors see the starting copy. Edits are a draft until published.'
        }
      />
      <form
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="grid content-start gap-6">{children({ values, setValues, errors })}</div>
        <div className="grid content-start gap-6">
          <Panel title="Publishing">
            <div className="grid gap-3">
              <FormError message={formError} />
              <Button type="submit" variant="secondary" disabled={busy}>
                <Save className="size-4" aria-hidden="true" /> Save Draft
              </Button>
              <a
                className="inline-flex h-10 items-center justify-center gap-1.5 rounded-md border border-ink/15 px-3 text-sm hover:bg-ink/5"
                href={previewHref}
                target="_blank"
                rel="noopener"
              >
                <Eye className="size-4" aria-hidden="true" /> Preview saved draft
              </a>
              {canPublish ? (
                <Button type="button" disabled={busy} onClick={() => void publish()}>
                  <Send className="size-4" aria-hidden="true" /> Publish
                </Button>
              ) : (
                <p className="text-xs text-ink/65">An admin publishes the {noun}. Save your draft and let them know.</p>
              )}
            </div>
          </Panel>
          <RevisionsPanel
            revisions={revisions.data}
            canPublish={canPublish}
            busy={busy}
            onRestore={(id) =>
              void run(() => api.post(`${base}/revisions/${id}/restore`), `${Noun} version restored`).then(() => setValues(null))
            }
          />
        </div>
      </form>
    </>
  );
}
