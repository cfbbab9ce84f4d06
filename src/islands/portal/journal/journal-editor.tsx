import { ArrowLeft, Eye, Save, Send, Trash2 } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import type { RevisionSummary } from '#src/db/queries/blog-posts';
import { slugify } from '#src/lib/content/slug';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '#src/lib/validation/blog-post-limits';
import { api, ApiError, errorMessage } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { ConfirmDialog } from '#src/islands/ui/confirm-dialog';
import { Panel } from '#src/islands/ui/card';
import { describedBy, Field, FormError, Input, Textarea } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { RevisionsPanel } from '#src/islands/portal/site-content/revisions-panel';
import type { PostDto } from './journal-types';

type Values = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  featuredImageAlt: string;
  author: string;
  category: string;
  tags: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
};

const EMPTY: Values = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  featuredImageAlt: '',
  author: 'Atelier Motor Gallery Team',
  category: '',
  tags: '',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
};

const toValues = (post: PostDto | null): Values =>
  post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        featuredImage: post.featuredImage ?? '',
        featuredImageAlt: post.featuredImageAlt ?? '',
        author: post.author,
        category: post.category,
        tags: post.tags.join(', '),
        metaTitle: post.metaTitle ?? '',
        metaDescription: post.metaDescription ?? '',
        keywords: post.keywords ?? '',
      }
    : EMPTY;

const toBody = (v: Values) => ({
  ...v,
  tags: v.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
});

/** How many characters are left of a limit, said as it is typed (search engines cut the rest). */
function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const over = value.length > max;
  return (
    <span id={id} className={over ? 'font-medium text-red-700' : 'text-ink/65'} aria-live="polite">
      {value.length}/{max}
      {over ? ` (${value.length - max} too many)` : ''}
    </span>
  );
}

/** Writes a post: a draft until published; publish now or at a time, unpublish, restore a published version. */
export function JournalEditor({
  post,
  canPublish,
  onClose,
  onSaved,
}: {
  post: PostDto | null;
  canPublish: boolean;
  onClose: () => void;
  onSaved: (post: PostDto) => void;
}) {
  const [values, setValues] = useState<Values>(() => toValues(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const revisions = useApi<RevisionSummary[]>(post ? `/api/journal/${post.id}/revisions` : null);

  const set = (name: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const metaTitleOver = values.metaTitle.length > META_TITLE_MAX;
  const metaDescriptionOver = values.metaDescription.length > META_DESCRIPTION_MAX;
  const shownErrors: Record<string, string | undefined> = {
    ...errors,
    ...(metaTitleOver ? { metaTitle: `Meta title must be at most ${META_TITLE_MAX} characters.` } : {}),
    ...(metaDescriptionOver ? { metaDescription: `Meta description must be at most ${META_DESCRIPTION_MAX} characters.` } : {}),
  };

  const run = async (what: () => Promise<PostDto>, done: string) => {
    setBusy(true);
    setFormError(null);
    try {
      const saved = await what();
      setErrors({});
      setValues(toValues(saved));
      onSaved(saved);
      void revisions.reload();
      toast({ title: done, description: saved.title });
      return saved;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      setFormError(errorMessage(error, 'That did not work. Please try again.'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(
      () => (post ? api.put<PostDto>(`/api/journal/${post.id}`, toBody(values)) : api.post<PostDto>('/api/journal', toBody(values))),
      'Draft saved',
    );

  const onSubmit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (metaTitleOver || metaDescriptionOver) return;
    void save();
  };

  const remove = async () => {
    if (!post) return;
    setBusy(true);
    try {
      await api.del(`/api/journal/${post.id}`);
      toast({ title: 'Post deleted', description: post.title });
      setConfirmDelete(false);
      onClose();
    } catch (error) {
      setConfirmDelete(false);
      setFormError(errorMessage(error, 'The post could not be deleted. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    const saved = await save();
    if (!saved) return;
    const at = publishAt ? new Date(publishAt).toISOString() : undefined;
    await run(
      () => api.post<PostDto>(`/api/journal/${saved.id}/publish`, at ? { publishAt: at } : {}),
      at ? 'Post scheduled' : 'Post published',
    );
  };

  const field = (name: keyof Values, label: string, options: { required?: boolean; hint?: string; multiline?: number } = {}) => {
    const id = `post-${name}`;
    const error = shownErrors[name];
    const common = {
      id,
      name,
      value: values[name],
      onChange: set(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error, options.hint),
    };
    return (
      <Field id={id} label={label} required={options.required} error={error} hint={options.hint}>
        {options.multiline ? <Textarea rows={options.multiline} {...common} /> : <Input {...common} />}
      </Field>
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Journal"
        title={post ? 'Edit Post' : 'New Post'}
        description={
          post?.status === 'published'
            ? 'Visitors see the published version until you publish your edits.'
            : 'A draft: visitors cannot see it until it is published.'
        }
        actions={
          <Button variant="ghost" onClick={onClose}>
            <ArrowLeft className="size-4" aria-hidden="true" /> All Posts
          </Button>
        }
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]" aria-label="Journal post">
        <Panel bodyClassName="grid gap-5">
          {field('title', 'Title', { required: true })}
          {field('slug', 'Address (slug)', {
            hint: `/journal/${values.slug || slugify(values.title || 'post')}: made from the title when blank, kept unique.`,
          })}
          {field('excerpt', 'Excerpt', { required: true, multiline: 3, hint: 'One or two sentences for the journal’s list and the feed.' })}
          {field('content', 'Text (Markdown)', {
            required: true,
            multiline: 18,
            hint: '## Heading, **bold**, *italic*, - lists, [link](/inventory/12) (a vehicle link shows its card), ![describe the image](/media/…) from the media library.',
          })}
        </Panel>
        <div className="grid content-start gap-6">
          <Panel title="Publishing">
            <div className="grid gap-3">
              <FormError message={formError} />
              <Button type="submit" variant="secondary" disabled={busy}>
                <Save className="size-4" aria-hidden="true" /> Save Draft
              </Button>
              {post && (
                <a
                  className="inline-flex h-10 items-center justify-center gap-1.5 rounded-md border border-ink/15 px-3 text-sm hover:bg-ink/5"
                  href={`/employee/journal/preview/${post.id}`}
                  target="_blank"
                  rel="noopener"
                >
                  <Eye className="size-4" aria-hidden="true" /> Preview saved draft
                </a>
              )}
              {canPublish ? (
                <>
                  <Field id="post-publish-at" label="Publish at (leave blank for now)">
                    <Input id="post-publish-at" type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
                  </Field>
                  <Button type="button" disabled={busy || metaTitleOver || metaDescriptionOver} onClick={() => void publish()}>
                    <Send className="size-4" aria-hidden="true" /> {publishAt ? 'Schedule' : 'Publish'}
                  </Button>
                  {post && post.status !== 'draft' && (
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={busy}
                      onClick={() => void run(() => api.post<PostDto>(`/api/journal/${post.id}/unpublish`), 'Post unpublished')}
                    >
                      Unpublish
                    </Button>
                  )}
                  {post && (
                    <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirmDelete(true)}>
                      <Trash2 className="size-4" aria-hidden="true" /> Delete Post
                    </Button>
                  )}
                </>
              ) : (
                <p className="text-xs text-ink/65">An admin publishes posts. Save your draft and let them know.</p>
              )}
            </div>
          </Panel>
          <Panel title="Details" bodyClassName="grid gap-4">
            {field('category', 'Category', { required: true })}
            {field('tags', 'Tags', { hint: 'Separated by commas.' })}
            {field('author', 'Author', { required: true })}
            {field('featuredImage', 'Featured image', { hint: 'Its address in the media library (/media/…).' })}
            {field('featuredImageAlt', 'Featured image alt text', { hint: 'Required with an image: what it shows.' })}
          </Panel>
          <Panel title="Search engines" bodyClassName="grid gap-4">
            <div>
              {field('metaTitle', 'Meta title')}
              <p className="mt-1 text-xs">
                <Counter id="post-metaTitle-count" value={values.metaTitle} max={META_TITLE_MAX} />
              </p>
            </div>
            <div>
              {field('metaDescription', 'Meta description', { multiline: 3 })}
              <p className="mt-1 text-xs">
                <Counter id="post-metaDescription-count" value={values.metaDescription} max={META_DESCRIPTION_MAX} />
              </p>
            </div>
            {field('keywords', 'Keywords')}
          </Panel>
          {post && (
            <RevisionsPanel
              revisions={revisions.data}
              canPublish={canPublish}
              busy={busy}
              onRestore={(id) => void run(() => api.post<PostDto>(`/api/journal/${post.id}/revisions/${id}/restore`), 'Version restored')}
            />
          )}
        </div>
      </form>
      {post && (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete this post?"
          description={`“${post.title}” is deleted for good${post.status === 'draft' ? '' : ', and it leaves the journal, the feed and the sitemap'}.`}
          confirmLabel="Delete Post"
          pendingLabel="Deleting…"
          pending={busy}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
