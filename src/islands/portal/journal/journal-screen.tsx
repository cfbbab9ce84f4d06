import { Eye, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '#src/lib/format/dates';
import { useApi } from '#src/islands/lib/use-api';
import type { Area } from '#src/islands/portal/area';
import { Badge, type BadgeTone } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState, Panel } from '#src/islands/ui/card';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { errorMessage } from '#src/islands/lib/api';
import { JournalEditor } from './journal-editor';
import type { PostDto } from './journal-types';

type ListDto = { posts: PostDto[]; canPublish: boolean };

const STATUS: Record<PostDto['status'], { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'gray' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  published: { label: 'Published', tone: 'green' },
};

/** The journal: every post with its state; write, preview, publish or schedule, unpublish, restore a revision. */
export default function JournalScreen({ area }: { area: Area }) {
  const list = useApi<ListDto>('/api/journal');
  const [editing, setEditing] = useState<PostDto | 'new' | null>(null);
  const canPublish = list.data?.canPublish ?? false;

  if (editing)
    return (
      <JournalEditor
        post={editing === 'new' ? null : editing}
        canPublish={canPublish}
        onClose={() => {
          setEditing(null);
          void list.reload();
        }}
        onSaved={(saved) => setEditing(saved)}
      />
    );

  return (
    <>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Content'}
        title="Journal"
        description={
          canPublish
            ? 'Write posts, preview them in the site’s layout, publish now or at a set time.'
            : 'Write posts and preview them; an admin publishes them.'
        }
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" /> New Post
          </Button>
        }
      />
      {list.loading && !list.data ? (
        <LoadingState label="Loading posts" />
      ) : list.error ? (
        <ErrorState message={errorMessage(list.error, 'The posts could not be loaded.')} onRetry={() => void list.reload()} />
      ) : !list.data?.posts.length ? (
        <EmptyState title="No posts yet" hint="Write the first post of the journal." />
      ) : (
        <Panel bodyClassName="p-0">
          <ul className="divide-y divide-ink/8">
            {list.data.posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <Badge tone={STATUS[post.status].tone}>{STATUS[post.status].label}</Badge>
                    {post.hasDraft && <Badge tone="yellow">Unpublished edits</Badge>}
                    <span className="text-xs text-ink/65">{post.category}</span>
                  </p>
                  <p className="mt-1 truncate font-medium text-ink">{post.title}</p>
                  <p className="text-xs text-ink/65">
                    {post.status === 'draft'
                      ? `Saved ${formatDateTime(post.updatedAt)}`
                      : `${post.status === 'scheduled' ? 'Goes live' : 'Published'} ${formatDateTime(post.publishedAt)}`}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <a
                    className="inline-flex h-9 items-center gap-1.5 rounded-md border border-ink/15 px-3 text-sm hover:bg-ink/5"
                    href={`/employee/journal/preview/${post.id}`}
                    target="_blank"
                    rel="noopener"
                  >
                    <Eye className="size-4" aria-hidden="true" /> Preview<span className="sr-only"> {post.title}</span>
                  </a>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(post)}>
                    <Pencil className="size-4" aria-hidden="true" /> Edit<span className="sr-only"> {post.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
