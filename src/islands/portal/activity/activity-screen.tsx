import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ActivityDto } from '#src/islands/lib/types';
import { useDebounced, usePagedList } from '#src/islands/lib/use-paged-list';
import { EmptyState, ErrorState } from '#src/islands/ui/card';
import { Input, Select } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { Pager } from '#src/islands/ui/pager';
import { LoadingState } from '#src/islands/ui/spinner';
import type { Area } from '#src/islands/portal/area';
import { ActivityList } from './activity-list';

const PAGE_SIZE = 50;
const RECORD_OPTIONS = [
  { value: 'all', label: 'All records' },
  { value: 'vehicle', label: 'Vehicles' },
  { value: 'inquiry', label: 'Inquiries and leads' },
  { value: 'testimonial', label: 'Testimonials' },
  { value: 'media', label: 'Media' },
  { value: 'user', label: 'Accounts and sign-ins' },
  { value: 'settings', label: 'Settings' },
];

/**
 * The full activity log, newest first, a page at a time like every other list
 * (GET /api/activity?page=…&pageSize=…, docs/api-lists.md): search the
 * summaries and names, narrow to one kind of record.
 */
export default function ActivityScreen({ area }: { area: Area }) {
  const [draft, setDraft] = useState('');
  const q = useDebounced(draft);
  const [entityType, setEntityType] = useState('all');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [q, entityType]);
  const log = usePagedList<ActivityDto>('/api/activity', { page, pageSize: PAGE_SIZE, q, filters: { entityType } });
  const entries = log.data?.items ?? [];
  const filtered = q.trim() !== '' || entityType !== 'all';

  return (
    <div>
      <PageHeader
        eyebrow="Audit trail"
        title="Activity"
        description="Who did what to which record, and when. Select an entry to open its record."
      />
      <div className="rounded-xl border border-ink/8 bg-white shadow-xs">
        <div className="flex flex-col gap-3 border-b border-ink/8 p-4 md:flex-row md:items-center">
          <div role="search" className="relative flex-1">
            <label htmlFor="activity-search" className="sr-only">
              Search the activity log
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/60" aria-hidden="true" />
            <Input
              id="activity-search"
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Search by summary or name..."
              className="pl-9"
            />
          </div>
          <label htmlFor="activity-record-filter" className="sr-only">
            Kind of record
          </label>
          <Select
            id="activity-record-filter"
            options={RECORD_OPTIONS}
            value={entityType}
            onChange={(e) => setEntityType(e.target.value)}
            className="md:w-56"
          />
        </div>
        {log.loading && !log.data ? (
          <LoadingState label="Loading activity…" />
        ) : log.error && !log.data ? (
          <ErrorState message="Failed to load the activity log." onRetry={() => void log.reload()} />
        ) : entries.length ? (
          <>
            <div className={`px-5 py-1 ${log.loading ? 'opacity-60 transition-opacity' : ''}`}>
              <ActivityList entries={entries} area={area} />
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={log.data?.total ?? 0} noun="entries" onPageChange={setPage} />
          </>
        ) : filtered ? (
          <EmptyState title="No matching activity." hint="Try other words or another kind of record." />
        ) : (
          <EmptyState title="No activity yet." hint="Changes to vehicles, inquiries and testimonials appear here." />
        )}
      </div>
    </div>
  );
}
