import { ArrowDown, ArrowUp, Eye, Plus, Save, Send, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { RevisionSummary } from '#src/db/queries/blog-posts';
import type { FaqBlock } from '#src/lib/validation/site-blocks';
import { formatDateTime } from '#src/lib/format/dates';
import { api, ApiError, errorMessage } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import type { Area } from '#src/islands/portal/area';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { ErrorState, Panel } from '#src/islands/ui/card';
import { describedBy, Field, FormError, Input, Textarea } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { RevisionsPanel } from './revisions-panel';

type BlockDto = {
  published: FaqBlock | null;
  draft: FaqBlock | null;
  publishedAt: string | null;
  publishedBy: string | null;
  canPublish: boolean;
};
type Item = FaqBlock['items'][number];

/** The FAQ page's questions: edit as a draft, preview in the site's layout, publish, restore a published version. */
export default function FaqEditor({ area }: { area: Area }) {
  const block = useApi<BlockDto>('/api/site-content/faq');
  const revisions = useApi<RevisionSummary[]>('/api/site-content/faq/revisions');
  const [items, setItems] = useState<Item[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (block.data && items === null) setItems((block.data.draft ?? block.data.published ?? { items: [] }).items);
  }, [block.data, items]);

  if (block.error)
    return <ErrorState message={errorMessage(block.error, 'The FAQ could not be loaded.')} onRetry={() => void block.reload()} />;
  if (!block.data || items === null) return <LoadingState label="Loading the FAQ" />;
  const canPublish = block.data.canPublish;

  const change = (i: number, patch: Partial<Item>) => setItems(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  const move = (i: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    setItems(next);
  };

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
  const save = () => run(() => api.put('/api/site-content/faq', { items }), 'FAQ draft saved');
  const publish = async () => {
    if (await save()) await run(() => api.post('/api/site-content/faq/publish'), 'FAQ published');
  };

  return (
    <>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Content'}
        title="FAQ"
        description={
          block.data.publishedAt
            ? `Published ${formatDateTime(block.data.publishedAt)} by ${block.data.publishedBy}. Edits are a draft until published.`
            : 'Not published yet.'
        }
      />
      <form
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
        aria-label="FAQ"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Panel title="Questions and answers" bodyClassName="grid gap-6">
          {items.map((item, i) => (
            <fieldset key={i} className="grid gap-3 rounded-lg border border-ink/10 p-4">
              <legend className="px-1 text-xs font-medium text-ink/65">Question {i + 1}</legend>
              <Field id={`faq-${i}-question`} label="Question" required error={errors[`items.${i}.question`]}>
                <Input
                  id={`faq-${i}-question`}
                  value={item.question}
                  onChange={(e) => change(i, { question: e.target.value })}
                  aria-invalid={errors[`items.${i}.question`] ? true : undefined}
                  aria-describedby={describedBy(`faq-${i}-question`, errors[`items.${i}.question`])}
                />
              </Field>
              <Field id={`faq-${i}-answer`} label="Answer (Markdown)" required error={errors[`items.${i}.answer`]}>
                <Textarea
                  id={`faq-${i}-answer`}
                  rows={4}
                  value={item.answer}
                  onChange={(e) => change(i, { answer: e.target.value })}
                  aria-invalid={errors[`items.${i}.answer`] ? true : undefined}
                  aria-describedby={describedBy(`faq-${i}-answer`, errors[`items.${i}.answer`])}
                />
              </Field>
              <div className="flex gap-2">
                <Button type="button" size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUp className="size-4" aria-hidden="true" /> Up<span className="sr-only"> question {i + 1}</span>
                </Button>
                <Button type="button" size="sm" variant="ghost" disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                  <ArrowDown className="size-4" aria-hidden="true" /> Down<span className="sr-only"> question {i + 1}</span>
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setItems(items.filter((_, j) => j !== i))}>
                  <Trash2 className="size-4" aria-hidden="true" /> Remove<span className="sr-only"> question {i + 1}</span>
                </Button>
              </div>
            </fieldset>
          ))}
          <Button type="button" variant="secondary" onClick={() => setItems([...items, { question: '', answer: '' }])}>
            <Plus className="size-4" aria-hidden="true" /> Add a Question
          </Button>
        </Panel>
        <div className="grid content-start gap-6">
          <Panel title="Publishing">
            <div className="grid gap-3">
              <FormError message={formError ?? errors.items} />
              <Button type="submit" variant="secondary" disabled={busy}>
                <Save className="size-4" aria-hidden="true" /> Save Draft
              </Button>
              <a
                className="inline-flex h-10 items-center justify-center gap-1.5 rounded-md border border-ink/15 px-3 text-sm hover:bg-ink/5"
                href="/employee/site-content/faq-preview"
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
                <p className="text-xs text-ink/65">An admin publishes the FAQ. Save your draft and let them know.</p>
              )}
            </div>
          </Panel>
          <RevisionsPanel
            revisions={revisions.data}
            canPublish={canPublish}
            busy={busy}
            onRestore={(id) =>
              void run(() => api.post(`/api/site-content/faq/revisions/${id}/restore`), 'FAQ version restored').then(() => setItems(null))
            }
          />
        </div>
      </form>
    </>
  );
}
