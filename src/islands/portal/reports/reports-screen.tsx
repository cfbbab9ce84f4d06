import { Download } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { formatPrice } from '#src/lib/format/price';
import { downloadCsv } from '#src/islands/lib/csv-download';
import { useApi } from '#src/islands/lib/use-api';
import { Button } from '#src/islands/ui/button';
import { ErrorState, Panel, StatCard } from '#src/islands/ui/card';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState, Skeleton } from '#src/islands/ui/spinner';
import { monthLabel, salesTotals, statusLabel, type Reports } from './report-types';
import { vehicleTitle } from '#src/lib/vehicle-status';

const SalesChart = lazy(() => import('./report-charts').then((m) => ({ default: m.SalesChart })));
const CountBars = lazy(() => import('./report-charts').then((m) => ({ default: m.CountBars })));

const STATUS_COLORS: Record<string, string> = {
  new: '#2563eb',
  'in-progress': '#d97706',
  responded: '#7c3aed',
  resolved: '#059669',
  closed: '#9ca3af',
  available: '#059669',
  reserved: '#d97706',
  pending: '#2563eb',
  sold: '#0e0e10',
};

type Col<T> = { header: string; cell: (row: T) => ReactNode; csv: (row: T) => string | number; align?: 'right' };

/** A plain report table with a CSV button: the numbers behind each chart. */
function ReportTable<T>({ title, rows, cols, file, chart }: { title: string; rows: T[]; cols: Col<T>[]; file: string; chart?: ReactNode }) {
  return (
    <Panel
      title={title}
      action={
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            downloadCsv(
              file,
              cols.map((c) => c.header),
              rows.map((r) => cols.map((c) => c.csv(r))),
            )
          }
          aria-label={`Export ${title} as CSV`}
        >
          <Download className="size-3.5" aria-hidden="true" />
          CSV
        </Button>
      }
    >
      {chart && (
        <Suspense fallback={<Skeleton className="mb-4 h-48" />}>{rows.length ? <div className="mb-4">{chart}</div> : null}</Suspense>
      )}
      {rows.length ? (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-ink/10 text-[11px] tracking-[0.14em] text-ink/65 uppercase">
                {cols.map((c) => (
                  <th key={c.header} scope="col" className={`py-2 pr-3 font-medium ${c.align === 'right' ? 'text-right' : 'text-left'}`}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} className="border-b border-ink/[0.05] last:border-0">
                  {cols.map((c) => (
                    <td key={c.header} className={`py-2 pr-3 ${c.align === 'right' ? 'text-right tabular-nums' : ''}`}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="py-6 text-center text-sm text-ink/65">No data yet.</p>
      )}
    </Panel>
  );
}

/** Reports (GET /api/reports): sales by month, days in stock, inventory by category and status, inquiries by status and vehicle. */
export default function ReportsScreen() {
  const reports = useApi<Reports>('/api/reports');
  const header = (
    <PageHeader
      eyebrow="Insight"
      title="Reports"
      description="Sales over the last twelve months, stock and client demand. Every table exports to CSV."
    />
  );
  if (!reports.data)
    return (
      <div>
        {header}
        {reports.loading ? (
          <LoadingState label="Loading reports…" />
        ) : (
          <ErrorState message="Failed to load reports. Please try again later." onRetry={() => void reports.reload()} />
        )}
      </div>
    );
  const r = reports.data;
  const totals = salesTotals(r.salesByMonth);
  const openInquiries = r.inquiriesByStatus
    .filter((s) => s.status === 'new' || s.status === 'in-progress')
    .reduce((n, s) => n + s.count, 0);
  const months = r.salesByMonth.map((m) => ({ ...m, label: monthLabel(m.month) }));

  return (
    <div className="grid gap-6">
      {header}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Sold, 12 months" value={totals.count} note={`${formatPrice(totals.value)} in list value`} />
        <StatCard
          label="Avg. days in stock"
          value={r.averageDaysInStock === null ? '—' : r.averageDaysInStock.toFixed(1)}
          note="from arrival to sale"
        />
        <StatCard label="In stock" value={r.inventory.inStock} note={`${formatPrice(r.inventory.inventoryValue)} list value`} />
        <StatCard label="Open inquiries" value={openInquiries} note="new or in progress" />
      </div>

      <ReportTable
        title="Sales by month"
        file="sales-by-month.csv"
        rows={months}
        chart={<SalesChart data={months} />}
        cols={[
          { header: 'Month', cell: (m) => m.label, csv: (m) => m.label },
          { header: 'Sold', cell: (m) => m.count, csv: (m) => m.count, align: 'right' },
          { header: 'Value', cell: (m) => formatPrice(m.value), csv: (m) => m.value, align: 'right' },
        ]}
      />

      <div className="grid gap-6 xl:grid-cols-2">
        <ReportTable
          title="Inventory by category"
          file="inventory-by-category.csv"
          rows={r.inventoryByCategory}
          chart={<CountBars data={r.inventoryByCategory.map((c) => ({ label: c.label, count: c.count }))} />}
          cols={[
            { header: 'Category', cell: (c) => c.label, csv: (c) => c.label },
            { header: 'Vehicles', cell: (c) => c.count, csv: (c) => c.count, align: 'right' },
            { header: 'Value', cell: (c) => formatPrice(c.value), csv: (c) => c.value, align: 'right' },
          ]}
        />
        <ReportTable
          title="Inventory by status"
          file="inventory-by-status.csv"
          rows={r.inventoryByStatus}
          chart={
            <CountBars
              data={r.inventoryByStatus.map((s) => ({ label: statusLabel('vehicle', s.status), count: s.count }))}
              colors={r.inventoryByStatus.map((s) => STATUS_COLORS[s.status])}
            />
          }
          cols={[
            { header: 'Status', cell: (s) => statusLabel('vehicle', s.status), csv: (s) => statusLabel('vehicle', s.status) },
            { header: 'Vehicles', cell: (s) => s.count, csv: (s) => s.count, align: 'right' },
            { header: 'Value', cell: (s) => formatPrice(s.value), csv: (s) => s.value, align: 'right' },
          ]}
        />
        <ReportTable
          title="Inquiries by status"
          file="inquiries-by-status.csv"
          rows={r.inquiriesByStatus}
          chart={
            <CountBars
              data={r.inquiriesByStatus.map((s) => ({ label: statusLabel('inquiry', s.status), count: s.count }))}
              colors={r.inquiriesByStatus.map((s) => STATUS_COLORS[s.status])}
            />
          }
          cols={[
            { header: 'Status', cell: (s) => statusLabel('inquiry', s.status), csv: (s) => statusLabel('inquiry', s.status) },
            { header: 'Inquiries', cell: (s) => s.count, csv: (s) => s.count, align: 'right' },
          ]}
        />
        <ReportTable
          title="Inquiries by vehicle (top 10)"
          file="inquiries-by-vehicle.csv"
          rows={r.inquiriesByVehicle}
          cols={[
            {
              header: 'Vehicle',
              cell: (v) => (
                <a href={`/employee/inventory?edit=${v.vehicleId}`} className="underline-offset-4 hover:underline">
                  {vehicleTitle(v)}
                </a>
              ),
              csv: (v) => vehicleTitle(v),
            },
            { header: 'Inquiries', cell: (v) => v.count, csv: (v) => v.count, align: 'right' },
          ]}
        />
      </div>
    </div>
  );
}
