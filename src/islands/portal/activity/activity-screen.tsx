import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import type { ActivityDto, ActivityPage } from '../../lib/types';
import { Button } from '../../ui/button';
import { EmptyState, ErrorState, Panel } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { LoadingState } from '../../ui/spinner';
import { ActivityList } from './activity-list';

const PAGE = 50;

/** The full activity log, newest first, 50 at a time (GET /api/activity?limit=50&before=id). */
export default function ActivityScreen() {
  const [entries, setEntries] = useState<ActivityDto[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = async (before: number | null) => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await api.get<ActivityPage>(`/api/activity?limit=${PAGE}${before ? `&before=${before}` : ''}`);
      setEntries((current) => (before ? [...current, ...page.entries] : page.entries));
      setNextBefore(page.nextBefore);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    void load(null);
  }, []);

  return (
    <div>
      <PageHeader
        eyebrow="Audit trail"
        title="Activity"
        description="Who did what to which record, and when. Select an entry to open its record."
      />
      <Panel bodyClassName="px-5 py-1">
        {failed && !entries.length ? (
          <ErrorState message="Failed to load the activity log." onRetry={() => void load(null)} />
        ) : loading && !entries.length ? (
          <LoadingState label="Loading activity…" />
        ) : entries.length ? (
          <>
            <ActivityList entries={entries} />
            <div className="flex justify-center border-t border-ink/[0.06] py-4">
              {nextBefore ? (
                <Button variant="secondary" pending={loading} onClick={() => void load(nextBefore)}>
                  Load older entries
                </Button>
              ) : (
                <p className="text-xs text-ink/65">That is the beginning of the log.</p>
              )}
            </div>
            {failed && <p className="pb-4 text-center text-sm text-red-700">Could not load more entries. Try again.</p>}
          </>
        ) : (
          <EmptyState title="No activity yet." hint="Changes to vehicles, inquiries and testimonials appear here." />
        )}
      </Panel>
    </div>
  );
}
