import { Eye, Reply, Search } from 'lucide-react';
import { useMemo, useState, type SubmitEvent } from 'react';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '../../../lib/enums';
import { formatDate } from '../../../lib/format/dates';
import { isInquiryFilterActive, searchInquiries, type InquiryStatusFilter } from '../../../lib/inquiry-search';
import type { InquiryDto } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { useOpenParam } from '../../lib/use-open-param';
import { InquiryStatusBadge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState, ErrorState } from '../../ui/card';
import { DataTable, type DataColumn, type TableSort } from '../../ui/data-table';
import { Input, Select } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { LoadingState } from '../../ui/spinner';
import { InquiryDetailsDialog } from './inquiry-details-dialog';
import { InquiryReplyDialog } from './inquiry-reply-dialog';
import { LeadTypeBadge, leadTypeOptions, leadsPerCustomer, type LeadTypeFilter } from './leads/lead-type-badge';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...INQUIRY_STATUSES.map((s) => ({ value: s, label: INQUIRY_STATUS_LABELS[s] })),
];

export type InquiriesScreenProps = {
  /** Page title (the employee portal says 'Customer Inquiries'). */
  title?: string;
  eyebrow?: string;
};

/**
 * 'Customer Inquiries' (spec §2): search (name, email, subject, message,
 * vehicle) on Search, a status filter, Date and Subject sorting (newest
 * first by default), View and Reply.
 */
export default function InquiriesScreen({ title = 'Customer Inquiries', eyebrow = 'Inquiries' }: InquiriesScreenProps) {
  const inquiries = useApi<InquiryDto[]>('/api/inquiries');
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<InquiryStatusFilter>('all');
  const [leadType, setLeadType] = useState<LeadTypeFilter>('all');
  const [sort, setSort] = useState<TableSort>({ id: 'createdAt', desc: true });
  const [viewing, setViewing] = useState<InquiryDto | null>(null);
  const [replying, setReplying] = useState<InquiryDto | null>(null);
  const refresh = () => void inquiries.reload();
  useOpenParam('open', inquiries.data, setViewing);

  const rows = useMemo(
    () => searchInquiries(inquiries.data ?? [], query, status).filter((i) => leadType === 'all' || i.type === leadType),
    [inquiries.data, query, status, leadType],
  );
  const filtered = isInquiryFilterActive(query, status) || leadType !== 'all';
  const perCustomer = useMemo(() => leadsPerCustomer(inquiries.data ?? []), [inquiries.data]);

  const columns = useMemo<DataColumn<InquiryDto>[]>(
    () => [
      {
        id: 'createdAt',
        header: 'Date',
        sortValue: (i) => Date.parse(i.createdAt) || 0,
        cell: (i) => (
          <time dateTime={i.createdAt} className="whitespace-nowrap text-ink/70 tabular-nums">
            {formatDate(i.createdAt)}
          </time>
        ),
      },
      {
        id: 'customer',
        header: 'Customer',
        card: 'title',
        cell: (i) => (
          <div className="min-w-[10rem] leading-snug">
            <p className="font-medium text-ink">{i.name}</p>
            <a href={`mailto:${i.email}`} className="block text-xs break-all text-ink/70 hover:underline">
              {i.email}
            </a>
            {i.phone && <span className="block text-xs text-ink/65">{i.phone}</span>}
          </div>
        ),
      },
      {
        id: 'type',
        header: 'Type',
        sortValue: (i) => i.type,
        cell: (i) => {
          const others = (perCustomer.get(i.email.trim().toLowerCase()) ?? 1) - 1;
          return (
            <div className="grid justify-items-start gap-1">
              <LeadTypeBadge type={i.type} />
              {others > 0 && (
                <button
                  type="button"
                  className="text-xs whitespace-nowrap text-ink/65 underline-offset-2 hover:underline"
                  aria-label={`Show all ${others + 1} leads from ${i.email}`}
                  onClick={() => (setDraft(i.email), setQuery(i.email))}
                >
                  +{others} more
                </button>
              )}
            </div>
          );
        },
      },
      {
        id: 'subject',
        header: 'Subject',
        sortValue: (i) => i.subject,
        cell: (i) => <span className="line-clamp-2 max-w-[18rem] text-ink/85">{i.subject}</span>,
      },
      {
        id: 'vehicle',
        header: 'Vehicle',
        cell: (i) =>
          i.vehicleMake ? (
            <span className="text-ink/75">{[i.vehicleYear, i.vehicleMake, i.vehicleModel].filter(Boolean).join(' ')}</span>
          ) : (
            <span className="text-ink/60">—</span>
          ),
      },
      { id: 'status', header: 'Status', cell: (i) => <InquiryStatusBadge status={i.status} /> },
      {
        id: 'actions',
        header: <span className="sr-only">Actions</span>,
        headerLabel: 'Actions',
        card: 'actions',
        align: 'right',
        cell: (i) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" onClick={() => setViewing(i)} aria-label={`View inquiry from ${i.name}`}>
              <Eye className="size-3.5" aria-hidden="true" />
              <span>View</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setReplying(i)} aria-label={`Reply to ${i.name}`}>
              <Reply className="size-3.5" aria-hidden="true" />
              <span>Reply</span>
            </Button>
          </div>
        ),
      },
    ],
    [perCustomer],
  );

  const submitSearch = (event: SubmitEvent) => {
    event.preventDefault();
    setQuery(draft);
  };

  return (
    <div>
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        description="Every message from the website, newest first. Open one to see the whole thread and change its status."
      />
      <div className="rounded-xl border border-ink/8 bg-white shadow-xs">
        <div className="flex flex-col gap-3 border-b border-ink/8 p-4 md:flex-row md:items-center">
          <form role="search" onSubmit={submitSearch} className="flex flex-1 gap-2">
            <label htmlFor="inquiry-search" className="sr-only">
              Search inquiries
            </label>
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/60" aria-hidden="true" />
              <Input
                id="inquiry-search"
                type="search"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="Search by name, email, or content..."
                className="pl-9"
              />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
          <div className="flex items-center gap-2">
            <label htmlFor="inquiry-status-filter" className="sr-only">
              Filter by status
            </label>
            <Select
              id="inquiry-status-filter"
              options={statusOptions}
              value={status}
              onChange={(e) => setStatus(e.target.value as InquiryStatusFilter)}
              className="md:w-44"
            />
            <label htmlFor="inquiry-type-filter" className="sr-only">
              Filter by lead type
            </label>
            <Select
              id="inquiry-type-filter"
              options={leadTypeOptions}
              value={leadType}
              onChange={(e) => setLeadType(e.target.value as LeadTypeFilter)}
              className="md:w-52"
            />
          </div>
        </div>
        {inquiries.loading && !inquiries.data ? (
          <LoadingState label="Loading inquiries…" />
        ) : inquiries.error && !inquiries.data ? (
          <ErrorState message="Failed to load inquiries. Please try again later." onRetry={refresh} />
        ) : (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(i) => i.id}
            sort={sort}
            onSortChange={setSort}
            caption="Customer inquiries"
            rowClassName={(i) => ((i.status ?? 'new') === 'new' ? 'bg-blue-50/30' : undefined)}
            empty={
              <EmptyState
                title="No inquiries found"
                hint={filtered ? 'Try adjusting your search or filter criteria.' : 'There are no customer inquiries to display.'}
              />
            }
          />
        )}
      </div>
      {rows.length > 0 && (
        <p className="mt-3 text-xs text-ink/65" aria-live="polite">
          {rows.length} of {inquiries.data?.length ?? 0} inquiries
        </p>
      )}

      <InquiryDetailsDialog
        inquiry={viewing}
        onClose={() => setViewing(null)}
        onChanged={refresh}
        onReply={(i) => {
          setViewing(null);
          setReplying(i);
        }}
      />
      <InquiryReplyDialog inquiry={replying} onClose={() => setReplying(null)} onSent={refresh} />
    </div>
  );
}
