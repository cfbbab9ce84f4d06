import { Search, UserRound } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { CustomerListItemAnswer } from '#src/lib/api-answers/customers';
import { formatDateTime } from '#src/lib/format/dates';
import { errorMessage } from '#src/islands/lib/api';
import { usePagedList } from '#src/islands/lib/use-paged-list';
import { Badge } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState } from '#src/islands/ui/card';
import { DataTable, type DataColumn } from '#src/islands/ui/data-table';
import { Input, Select } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { Pager } from '#src/islands/ui/pager';
import { LoadingState } from '#src/islands/ui/spinner';
import type { Area } from '#src/islands/portal/area';
import { CustomerDialog } from './customer-dialog';
import { STATUS_BADGES } from './status-badges';

const PAGE_SIZE = 50;

const SORT_OPTIONS = [
  { value: 'lastContact', label: 'Most recent contact' },
  { value: 'name', label: 'Name, A to Z' },
];

/**
 * Customers (issue 40): one record per person, every lead, booking, consent and account joined to it. Searched by
 * name, address or phone in any format, paged by the server like the other lists; a row opens the person's
 * details and timeline.
 */
export default function CustomersScreen({ area }: { area: Area }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState('lastContact');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => setPage(1), [query, sort]);
  const list = usePagedList<CustomerListItemAnswer>('/api/customers', {
    page,
    pageSize: PAGE_SIZE,
    sort,
    dir: sort === 'name' ? 'asc' : 'desc',
    q: query,
  });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };

  const columns: DataColumn<CustomerListItemAnswer>[] = [
    {
      id: 'name',
      header: 'Customer',
      card: 'title',
      cell: (c) => (
        <div className="min-w-[12rem] leading-snug">
          <p className="font-medium text-ink">{c.name}</p>
          <p className="text-xs break-all text-ink/65">{[c.email, c.phone].filter(Boolean).join(' · ') || 'No contact details'}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => <Badge tone={STATUS_BADGES[c.status].tone}>{STATUS_BADGES[c.status].label}</Badge>,
    },
    { id: 'leads', header: 'Leads', cell: (c) => <span className="tabular-nums">{c.leads}</span> },
    {
      id: 'lastContactAt',
      header: 'Last contact',
      cell: (c) => (
        <time dateTime={c.lastContactAt ?? undefined} className="whitespace-nowrap text-ink/70">
          {formatDateTime(c.lastContactAt, 'Never')}
        </time>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      headerLabel: 'Actions',
      card: 'actions',
      align: 'right',
      cell: (c) => (
        <Button size="sm" variant="secondary" onClick={() => setOpen(c.id)} aria-label={`Open ${c.name} (customer #${c.id})`}>
          <UserRound className="size-3.5" aria-hidden="true" />
          Open
        </Button>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Clients'}
        title="Customers"
        description="One record per person: every inquiry, booking, offer, consent and saved car, on one timeline."
      />
      <section className="rounded-xl border border-ink/8 bg-white shadow-xs" aria-label="Customers">
        <div className="flex flex-col gap-3 border-b border-ink/8 p-4 md:flex-row md:items-center">
          <form role="search" onSubmit={submitSearch} className="flex flex-1 gap-2">
            <label htmlFor="customer-search" className="sr-only">
              Search customers
            </label>
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/60" aria-hidden="true" />
              <Input
                id="customer-search"
                type="search"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="Name, email or phone"
                className="pl-9"
              />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
          <label htmlFor="customer-sort" className="sr-only">
            Sort customers
          </label>
          <Select id="customer-sort" options={SORT_OPTIONS} value={sort} onChange={(e) => setSort(e.target.value)} className="md:w-56" />
        </div>
        {list.loading && !list.data ? (
          <LoadingState label="Loading customers…" />
        ) : list.error && !list.data ? (
          <ErrorState message={errorMessage(list.error, 'Failed to load the customers.')} onRetry={() => void list.reload()} />
        ) : (
          <>
            <DataTable
              rows={list.data?.items ?? []}
              columns={columns}
              rowKey={(c) => c.id}
              caption="Customers"
              empty={
                <EmptyState
                  title={query ? 'No customer matches.' : 'No customers yet.'}
                  hint={query ? 'Try a part of the name, the address or the phone number.' : 'A customer is made from their first lead.'}
                />
              }
            />
            {(list.data?.total ?? 0) > PAGE_SIZE && (
              <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} noun="customers" onPageChange={setPage} />
            )}
          </>
        )}
      </section>
      <CustomerDialog customerId={open} area={area} onClose={() => setOpen(null)} onChanged={() => void list.reload()} />
    </div>
  );
}
