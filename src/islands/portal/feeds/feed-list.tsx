import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '#src/lib/format/dates';
import type { FeedStatus } from '#src/server/content/feeds';
import { errorMessage } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { ErrorState, Panel } from '#src/islands/ui/card';
import { LoadingState } from '#src/islands/ui/spinner';

/**
 * The syndication feeds (GET /api/feeds): each stable URL with a copy
 * button, how many vehicles it lists and when a marketplace last fetched it.
 */
export default function FeedList() {
  const feeds = useApi<FeedStatus[]>('/api/feeds');
  const [copied, setCopied] = useState<string | null>(null);

  async function copy(feed: FeedStatus) {
    try {
      await navigator.clipboard.writeText(feed.url);
      setCopied(feed.name);
      toast({ title: 'Copied', description: `${feed.label}: ${feed.url}` });
      setTimeout(() => setCopied((c) => (c === feed.name ? null : c)), 2000);
    } catch {
      toast({ title: 'Copy failed', description: 'Select the address and copy it by hand.', variant: 'destructive' });
    }
  }

  return (
    <Panel
      title="Syndication feeds"
      action={
        <Button size="sm" variant="ghost" onClick={() => void feeds.reload()}>
          Refresh
        </Button>
      }
    >
      <p className="mb-4 text-sm text-ink/65">
        Give these addresses to Google, Meta and the marketplaces. They list every vehicle for sale at its all-in price; sold vehicles and
        those with their price on request are left out.
      </p>
      {feeds.error && !feeds.data ? (
        <ErrorState message={errorMessage(feeds.error, 'Failed to load the feeds.')} onRetry={() => void feeds.reload()} />
      ) : !feeds.data ? (
        <LoadingState label="Loading feeds…" />
      ) : (
        <ul className="grid gap-3" aria-label="Feeds">
          {feeds.data.map((f) => (
            <li
              key={f.name}
              className="grid gap-3 rounded-lg border border-ink/10 p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
              data-feed={f.name}
            >
              <div className="grid min-w-0 gap-1.5">
                <p className="text-sm font-medium text-ink">{f.label}</p>
                <div className="flex min-w-0 items-center gap-2">
                  <label htmlFor={`feed-${f.name}`} className="sr-only">
                    Address of the {f.label} feed
                  </label>
                  <input
                    id={`feed-${f.name}`}
                    readOnly
                    value={f.url}
                    onFocus={(e) => e.currentTarget.select()}
                    className="h-9 min-w-0 flex-1 rounded-md border border-ink/15 bg-ivory/50 px-3 font-mono text-xs text-ink"
                  />
                  <Button size="sm" variant="secondary" onClick={() => void copy(f)} aria-label={`Copy the address of the ${f.label} feed`}>
                    {copied === f.name ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                    {copied === f.name ? 'Copied' : 'Copy'}
                  </Button>
                </div>
              </div>
              <dl className="flex gap-6 text-sm lg:justify-end">
                <div>
                  <dt className="text-xs text-ink/60">Vehicles</dt>
                  <dd className="font-medium text-ink tabular-nums" data-testid="feed-count">
                    {f.vehicles}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-ink/60">Last fetched</dt>
                  <dd className="font-medium text-ink" data-testid="feed-fetched">
                    {f.lastFetchedAt ? formatDateTime(f.lastFetchedAt) : 'Never'}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
