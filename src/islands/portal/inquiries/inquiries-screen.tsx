import { Eye, Reply, Search, Users, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '#src/lib/enums';
import { formatDate } from '#src/lib/format/dates';
import { api } from '#src/islands/lib/api';
import type { InquiryDto, InquiryRowDto } from '#src/islands/lib/types';
import { usePagedList } from '#src/islands/lib/use-paged-list';
import { InquiryStatusBadge } from '#src/islands/ui/badge';
import { Pager } from '#src/islands/ui/pager';
import { can, type Area } from '#src/islands/portal/area';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState } from '#src/islands/ui/card';
import { DataTable, type DataColumn, type TableSort } from '#src/islands/ui/data-table';
import { Input, Select } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { InquiryDetailsDialog } from './inquiry-details-dialog';
import { InquiryReplyDialog } from './inquiry-reply-dialog';
import CustomerDataPanel from '#src/islands/portal/inquiries/leads/customer-data-panel';
import { CustomerShopperSignalList } from '#src/islands/portal/shoppers/shopper-signal';
import { LeadTypeBadge, leadTypeOptions } from '#src/islands/portal/inquiries/leads/lead-type-badge';

const PAGE_SIZE = 50;
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...INQUIRY_STATUSES.map((s) => ({ value: s, label: INQUIRY_STATUS_LABELS[s] })),
];

/** The list row as the dialogs take it: the preview stands in for the message until the whole inquiry has loaded. */
const asInquiry = (row: InquiryRowDto): InquiryDto => ({ ...row, message: row.messagePreview }) as unknown as InquiryDto;

/**
 * 'Customer Inquiries' (spec §2) of both areas: search (name, e-mail, phone,
 * subject, message, vehicle) on Search, status and lead-type filters, Date
 * and Subject sorting (newest first by default), View and Reply. Filtering,
 * sorting and paging happen on the server; a changed inquiry replaces its row.
 */
export default function InquiriesScreen({ area }: { area: Area }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('all');
  const [type, setType] = useState('all');
  // One customer's leads (same e-mail, any case): from a row's "+N more" or a link with ?email=.
  const [email, setEmail] = useState('');
  const [sort, setSort] = useState<TableSort>({ id: 'createdAt', desc: true });
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [query, status, type, email, sort]);
  const list = usePagedList<InquiryRowDto>('/api/inquiries', {
    page,
    pageSize: PAGE_SIZE,
    sort: sort.id,
    dir: sort.desc ? 'desc' : 'asc',
    q: query,
    filters: { status, type, email },
  });
  const [viewing, setViewing] = useState<InquiryDto | null>(null);
  const [replying, setReplying] = useState<InquiryDto | null>(null);
  const applyInquiry = (i: InquiryDto) =>
    list.applyRow({ ...(i as unknown as InquiryRowDto), messagePreview: (i.message ?? '').slice(0, 200) });
  const urlRead = useRef(false);
  useEffect(() => {
    // Links from the activity log and the dashboard: ?open=12; a customer's leads: ?email=
    const params = new URLSearchParams(window.location.search);
    const id = Number(params.get('open'));
    if (id) api.get<InquiryDto>(`/api/inquiries/${id}`).then(setViewing, () => undefined);
    setEmail(params.get('email')?.trim() ?? '');
  }, []);
  // The customer filter stays in the address (?email=), so a reload or a shared link shows the same leads.
  useEffect(() => {
    // Not on mount: the address is read above, not overwritten.
    if (!urlRead.current) {
      urlRead.current = true;
      return;
    }
    const url = new URL(window.location.href);
    if (email) url.searchParams.set('email', email);
    else url.searchParams.delete('email');
    window.history.replaceState(window.history.state, '', url);
  }, [email]);
  // Every lead from this customer: the other filters would hide some, so they are let go.
  const showCustomer = (address: string) => {
    setDraft('');
    setQuery('');
    setStatus('all');
    setType('all');
    setEmail(address);
  };
  const rows = list.data?.items ?? [];
  const filtered = query.trim() !== '' || status !== 'all' || type !== 'all' || email !== '';

  const columns = useMemo<DataColumn<InquiryRowDto>[]>(
    () => [
      {
        id: 'createdAt',
        header: 'Date',
        sortable: true,
        cell: (i) => (
          <time dateTime={i.createdAt} className="whitespace-nowrap text-ink/70 tabular-nums">
            {formatDate(i.createdAt)}
          </time>
        ),
      },
      {
        id: 'name',
        header: 'Customer',
        card: 'title',
        sortable: true,
        cell: (i) => (
          <div className="min-w-[10rem] leading-snug">
            <p className="font-medium text-ink">{i.name}</p>
            {!email && (i.otherLeads ?? 0) > 0 && (
              <button
                type="button"
                onClick={() => showCustomer(i.email)}
                className="mt-1 inline-flex items-center gap-1 rounded-full bg-gold/10 px-2 py-0.5 text-[11px] font-medium text-[#74572d] transition hover:bg-gold/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
                aria-label={`Show all ${(i.otherLeads ?? 0) + 1} leads from ${i.email}`}
              >
                <Users className="size-3" aria-hidden="true" />+{i.otherLeads} more from this customer
              </button>
            )}
          </div>
        ),
      },
      {
        id: 'type',
        header: 'Type',
        sortable: true,
        hideBelow: 'xl',
        cell: (i) => <LeadTypeBadge type={i.type} />,
      },
      {
        id: 'subject',
        header: 'Subject',
        sortable: true,
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
      {
        // Spec: a Contact column, e-mail and the optional phone.
        id: 'contact',
        header: 'Contact',
        cell: (i) => (
          <div className="min-w-[10rem] leading-snug">
            <a href={`mailto:${i.email}`} className="block text-xs break-all text-ink/75 hover:underline">
              {i.email}
            </a>
            {i.phone && (
              <a href={`tel:${i.phone}`} className="block text-xs text-ink/65 hover:underline">
                {i.phone}
              </a>
            )}
          </div>
        ),
      },
      { id: 'status', header: 'Status', sortable: true, cell: (i) => <InquiryStatusBadge status={i.status} /> },
      {
        id: 'actions',
        header: <span className="sr-only">Actions</span>,
        headerLabel: 'Actions',
        card: 'actions',
        align: 'right',
        cell: (i) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" onClick={() => setViewing(asInquiry(i))} aria-label={`View inquiry from ${i.name}`}>
              <Eye className="size-3.5" aria-hidden="true" />
              <span>View</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setReplying(asInquiry(i))} aria-label={`Reply to ${i.name}`}>
              <Reply className="size-3.5" aria-hidden="true" />
              <span>Reply</span>
            </Button>
          </div>
        ),
      },
    ],
    [email],
  );

  const submitSearch = (event: SubmitEvent) => {
    event.preventDefault();
    setQuery(draft);
  };

  return (
    <div>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Inquiries'}
        title={area === 'admin' ? 'Inquiries' : 'Customer Inquiries'}
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
              onChange={(e) => setStatus(e.target.value)}
              className="md:w-44"
            />
            <label htmlFor="inquiry-type-filter" className="sr-only">
              Filter by lead type
            </label>
            <Select
              id="inquiry-type-filter"
              options={leadTypeOptions}
              value={type}
              onChange={(e) => setType(e.target.value)}
              className="md:w-44"
            />
          </div>
        </div>
        {email && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-ink/8 bg-ivory/60 px-4 py-2.5 text-sm">
            <p className="flex min-w-0 flex-1 basis-64 items-start gap-2 text-ink/80">
              <Users className="mt-0.5 size-4 shrink-0 text-ink/60" aria-hidden="true" />
              <span className="min-w-0">
                Every lead from <span className="font-medium [overflow-wrap:anywhere] text-ink">{email}</span>
              </span>
            </p>
            <Button variant="ghost" size="sm" className="ml-auto shrink-0" onClick={() => setEmail('')}>
              <X className="size-3.5" aria-hidden="true" />
              Show all customers
            </Button>
            <CustomerShopperSignalList key={email} email={email} className="basis-full bg-white" />
          </div>
        )}
        {list.loading && !list.data ? (
          <LoadingState label="Loading inquiries…" />
        ) : list.error && !list.data ? (
          <ErrorState message="Failed to load inquiries. Please try again later." onRetry={() => void list.reload()} />
        ) : (
          <>
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(i) => i.id}
              sort={sort}
              onSortChange={setSort}
              manualSort
              className={list.loading ? 'opacity-60 transition-opacity' : undefined}
              caption="Customer inquiries"
              rowClassName={(i) => ((i.status ?? 'new') === 'new' ? 'bg-blue-50/30' : undefined)}
              empty={
                <EmptyState
                  title="No inquiries found"
                  hint={filtered ? 'Try adjusting your search or filter criteria.' : 'There are no customer inquiries to display.'}
                />
              }
            />
            <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} noun="inquiries" onPageChange={setPage} />
          </>
        )}
      </div>

      <InquiryDetailsDialog
        inquiry={viewing}
        onClose={() => setViewing(null)}
        onChanged={applyInquiry}
        onReply={(i) => {
          setViewing(null);
          setReplying(i);
        }}
      />
      <InquiryReplyDialog inquiry={replying} onClose={() => setReplying(null)} onSent={(answer) => applyInquiry(answer.inquiry)} />
      <div className="mt-8">
        <CustomerDataPanel canErase={can(area, 'erase-customers')} />
      </div>
    </div>
  );
}
