import { Download, Printer } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { DEALER, formatAddressLine } from '#src/lib/dealer';
import type { PurposeType } from '#src/lib/enums';
import { formatRegisterDate, formatDate } from '#src/lib/format/dates';
import { formatMileage } from '#src/lib/format/mileage';
import { formatMoney } from '#src/lib/pricing/all-in';
import type { RegisterEntryDto } from '#src/islands/lib/types';
import { usePagedList } from '#src/islands/lib/use-paged-list';
import { Pager } from '#src/islands/ui/pager';
import { errorMessage } from '#src/islands/lib/api';
import { Badge, type BadgeTone } from '#src/islands/ui/badge';
import { Button, buttonClass } from '#src/islands/ui/button';
import { EmptyState, ErrorState } from '#src/islands/ui/card';
import { DataTable, type DataColumn, type TableSort } from '#src/islands/ui/data-table';
import { Input } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { registerQuery } from './register-range';

const PAGE_SIZE = 50;
const purposeTone: Record<PurposeType, BadgeTone> = { Resale: 'green', Wrecking: 'red', Consignment: 'purple' };

const columns: DataColumn<RegisterEntryDto>[] = [
  {
    id: 'dateOutOfStock',
    header: 'Date of Sale',
    sortable: true,
    cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatRegisterDate(r.dateOutOfStock)}</span>,
  },
  {
    id: 'make',
    header: 'Vehicle',
    card: 'title',
    sortable: true,
    cell: (r) => (
      <div className="min-w-[7rem]">
        <p className="font-medium text-ink">
          {r.make} {r.modelStyle}
        </p>
        <p className="text-xs text-ink/65">{r.colour}</p>
      </div>
    ),
  },
  // Spec: VIN, Sale Purpose, Buyer Name, Buyer Address, License Plate, each its own column.
  {
    id: 'vin',
    header: 'VIN',
    cell: (r) => <span className="font-mono text-[11px] tracking-tight whitespace-nowrap">{r.vinSerialNo}</span>,
  },
  { id: 'purpose', header: 'Sale Purpose', cell: (r) => <Badge tone={purposeTone[r.purposeType] ?? 'gray'}>{r.purposeType}</Badge> },
  {
    id: 'soldToName',
    header: 'Buyer Name',
    sortable: true,
    cell: (r) => <span className="block max-w-[8rem] min-w-[6rem] whitespace-normal">{r.soldToName}</span>,
  },
  {
    id: 'soldToAddress',
    header: 'Buyer Address',
    cell: (r) => <span className="block max-w-[9.5rem] min-w-[7rem] text-xs leading-snug text-ink/75">{r.soldToAddress}</span>,
  },
  { id: 'plateNo', header: 'License Plate', cell: (r) => <span className="font-mono text-xs whitespace-nowrap">{r.plateNo}</span> },
  {
    id: 'odometerReading',
    header: 'Odometer',
    align: 'right',
    sortable: true,
    cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatMileage(r.odometerReading)}</span>,
  },
  {
    id: 'price',
    header: 'All-in Price',
    align: 'right',
    // Not one of the register's columns (spec): it gives way first on a narrower table.
    hideBelow: 'xl',
    sortValue: (r) => r.allInPriceCents ?? -1,
    // The advertised price at the sale, fees in (HST and licensing extra); '—' for entries made before it was kept.
    cell: (r) => (
      <span className="whitespace-nowrap tabular-nums">{r.allInPriceCents === null ? '—' : formatMoney(r.allInPriceCents / 100)}</span>
    ),
  },
];

/** 'Garage Register Records' (spec §2): the register of sold vehicles, with a date range, print and CSV. */
export default function SalesRecordsScreen() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [applied, setApplied] = useState({ from: '', to: '' });
  const query = registerQuery(applied.from, applied.to);
  const [sort, setSort] = useState<TableSort>({ id: 'dateOutOfStock', desc: true });
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [applied, sort]);
  // Printing takes the whole register of the range (the largest page the server gives).
  const [printing, setPrinting] = useState(false);
  const pageSize = printing ? 200 : PAGE_SIZE;
  const records = usePagedList<RegisterEntryDto>('/api/garage-registers', {
    page: printing ? 1 : page,
    pageSize,
    sort: sort.id,
    dir: sort.desc ? 'desc' : 'asc',
    filters: { from: applied.from, to: applied.to },
  });
  const rows = records.data?.items ?? [];
  const total = records.data?.total ?? 0;
  useEffect(() => {
    if (printing && records.data?.pageSize === 200 && !records.loading) {
      window.print();
      setPrinting(false);
    }
  }, [printing, records.data, records.loading]);

  const apply = (event: SubmitEvent) => {
    event.preventDefault();
    setApplied({ from, to });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    setApplied({ from: '', to: '' });
  };
  const rangeText =
    applied.from || applied.to
      ? `${applied.from ? formatDate(applied.from) : 'the beginning'} to ${applied.to ? formatDate(applied.to) : 'today'}`
      : 'All sales';

  return (
    <div className="register-print">
      <div className="print:hidden">
        <PageHeader
          eyebrow="Sales"
          title="Garage Register Records"
          description="The register of vehicles sold, as kept for the Ontario garage register."
          actions={
            <>
              <Button variant="secondary" onClick={() => setPrinting(true)} pending={printing}>
                <Printer className="size-4" aria-hidden="true" />
                Print
              </Button>
              <a href={`/api/garage-registers/export.csv${query}`} className={buttonClass('primary')} download>
                <Download className="size-4" aria-hidden="true" />
                Export CSV
              </a>
            </>
          }
        />
      </div>

      {/* Only on paper: the dealer's heading above the register. */}
      <div className="mb-4 hidden print:block">
        <p className="font-display text-2xl font-semibold">{DEALER.legalName}</p>
        <p className="text-xs">
          {formatAddressLine()} · {DEALER.phone.display}
        </p>
        <p className="mt-2 text-sm font-medium">Garage Register · {rangeText}</p>
      </div>

      <div className="rounded-xl border border-ink/8 bg-white shadow-xs print:border-0 print:shadow-none">
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3 border-b border-ink/8 p-4 print:hidden" aria-label="Date range">
          <div className="grid gap-1">
            <label htmlFor="register-from" className="text-xs font-medium text-ink/70">
              Sold from
            </label>
            <Input
              id="register-from"
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
              className="w-44"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="register-to" className="text-xs font-medium text-ink/70">
              Sold to
            </label>
            <Input
              id="register-to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              className="w-44"
            />
          </div>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
          {(applied.from || applied.to) && (
            <Button variant="ghost" onClick={clear}>
              Clear
            </Button>
          )}
          <p className="ml-auto text-xs text-ink/65" aria-live="polite">
            {records.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'record' : 'records'} · ${rangeText}` : ''}
          </p>
        </form>
        {records.loading && !records.data ? (
          <LoadingState label="Loading sales records…" />
        ) : records.error && !records.data ? (
          <ErrorState
            message={errorMessage(records.error, 'Failed to load sales records. Please try again later.')}
            onRetry={() => void records.reload()}
          />
        ) : (
          <>
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(r) => r.id}
              sort={sort}
              onSortChange={setSort}
              manualSort
              caption="Garage register"
              empty={<EmptyState title="No sales records found." />}
            />
            <div className="print:hidden">
              <Pager page={page} pageSize={PAGE_SIZE} total={total} noun="records" onPageChange={setPage} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
