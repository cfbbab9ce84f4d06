import { HoldCeilingNotice } from '#src/islands/portal/appointments/hold-ceiling-notice';
import { BarChart3, Car, DollarSign, Mail, MessageSquareQuote } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DashboardFigures } from '#src/db/queries/dashboard';
import { categoryLabel } from '#src/lib/enums';
import { formatDate } from '#src/lib/format/dates';
import { formatMileage } from '#src/lib/format/mileage';
import { formatPrice } from '#src/lib/format/price';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { api } from '#src/islands/lib/api';
import type { ActivityDto, InquiryDto, InquiryRowDto, VehicleRowDto } from '#src/islands/lib/types';
import { usePagedList } from '#src/islands/lib/use-paged-list';
import { InquiryStatusBadge } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState, Panel, StatCard } from '#src/islands/ui/card';
import { PageHeader } from '#src/islands/ui/page-header';
import { Skeleton } from '#src/islands/ui/spinner';
import { ActivityList } from '#src/islands/portal/activity/activity-list';
import { areaPath, can, type Area } from '#src/islands/portal/area';
import { InquiryDetailsDialog } from '#src/islands/portal/inquiries/inquiry-details-dialog';
import { InquiryReplyDialog } from '#src/islands/portal/inquiries/inquiry-reply-dialog';
import VehicleThumb from '#src/islands/portal/inventory/vehicle-thumb';
import { MostSavedPanel } from '#src/islands/portal/shoppers/shopper-signal';
import { WebVitalsNotice } from '#src/islands/portal/analytics/web-vitals-notice';

/** How many inquiries and vehicles the lists show (the server's RECENT_LIMIT). */
const RECENT_LIMIT = 5;

/** GET /api/dashboard as JSON carries it (dates as ISO strings). */
export type DashboardData = Omit<DashboardFigures, 'recentInquiries' | 'recentVehicles'> & {
  recentInquiries: InquiryRowDto[];
  recentVehicles: VehicleRowDto[];
};

const count = (n: number) => n.toLocaleString('en-US');

function greeting(now = new Date()): string {
  const h = now.getHours();
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening';
}

/**
 * The dashboard of both areas (spec §2): the same four figures, computed once
 * on the server (GET /api/dashboard, rendered with the page), quick actions,
 * the latest inquiries (open one here) and vehicles, and the team's activity.
 * The spec words two notes and a title per area: the admin's cards say pending
 * inquiries and approved testimonials, the employee's new inquiries and those
 * awaiting approval, under "Latest Inventory (5)".
 */
export default function Dashboard({ area, data: initial, userName }: { area: Area; data: DashboardData; userName?: string }) {
  const [data, setData] = useState(initial);
  const activity = usePagedList<ActivityDto>('/api/activity', { page: 1, pageSize: 8 });
  const [viewing, setViewing] = useState<InquiryDto | null>(null);
  const [replying, setReplying] = useState<InquiryDto | null>(null);
  // The greeting follows the reader's clock, so it is set after hydration (the server's hour may differ).
  const [hello, setHello] = useState(area === 'admin' ? 'Admin' : 'Overview');
  useEffect(() => {
    if (area === 'employee') setHello(`${greeting()}${userName ? `, ${userName.split(' ')[0]}` : ''}`);
  }, [area, userName]);
  const refresh = () => {
    void api.get<DashboardData>('/api/dashboard').then(setData, () => undefined);
    void activity.reload();
  };
  const open = (row: InquiryRowDto) => setViewing({ ...row, message: row.messagePreview } as unknown as InquiryDto);

  const actions = [
    // Spec §2: the admin's quick action opens the inventory manager (the same screen as /admin/inventory).
    {
      href: area === 'admin' ? '/admin/inventory-manager' : '/employee/inventory',
      label: 'Manage Inventory',
      note: 'Add, edit and photograph',
      icon: Car,
    },
    { href: areaPath(area, '/inquiries'), label: 'Review Inquiries', note: 'Answer and follow up', icon: Mail },
    { href: areaPath(area, '/testimonials'), label: 'Moderate Testimonials', note: 'Approve what clients wrote', icon: MessageSquareQuote },
    { href: areaPath(area, '/analytics'), label: 'View Analytics', note: 'Visits, vehicles and campaigns', icon: BarChart3 },
  ];

  return (
    <div className="grid gap-8">
      <PageHeader
        eyebrow={hello}
        title="Dashboard"
        description="The gallery at a glance: stock, client messages and what the team has done."
      />
      <HoldCeilingNotice area={area} />
      <WebVitalsNotice area={area} />

      <section aria-label="Figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-stats">
        <div data-testid="stat-inventory">
          <StatCard
            label="Inventory"
            href={areaPath(area, '/inventory')}
            icon={<Car className="size-4" aria-hidden="true" />}
            value={count(data.vehicles.inStock)}
            note={`in stock · ${count(data.vehicles.featured)} featured`}
          />
        </div>
        <div data-testid="stat-inquiries">
          <StatCard
            label="Inquiries"
            href={areaPath(area, '/inquiries')}
            icon={<Mail className="size-4" aria-hidden="true" />}
            value={count(data.inquiries.total)}
            note={area === 'admin' ? `${count(data.inquiries.open)} pending` : `${count(data.inquiries.new)} new`}
          />
        </div>
        <div data-testid="stat-testimonials">
          <StatCard
            label="Testimonials"
            href={areaPath(area, '/testimonials')}
            icon={<MessageSquareQuote className="size-4" aria-hidden="true" />}
            value={count(data.testimonials.total)}
            note={
              area === 'admin' ? `${count(data.testimonials.approved)} approved` : `${count(data.testimonials.pending)} awaiting approval`
            }
          />
        </div>
        <div data-testid="stat-value">
          <StatCard
            label="Inventory Value"
            icon={<DollarSign className="size-4" aria-hidden="true" />}
            value={formatPrice(data.vehicles.value)}
            note={`Average ${formatPrice(data.vehicles.averagePrice)}`}
          />
        </div>
      </section>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-[11px] font-medium tracking-[0.2em] text-ink/65 uppercase">
          Quick Actions
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {actions.map(({ href, label, note, icon: Icon }) => (
            <li key={href} className="min-w-0">
              <a
                href={href}
                className="group flex items-center gap-4 rounded-xl border border-ink/8 bg-white px-5 py-4 shadow-xs transition hover:border-gold/50 hover:shadow-sm"
              >
                <span className="rounded-md bg-ink p-2.5 text-gold-light transition group-hover:bg-gold group-hover:text-ink">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-ink">{label}</span>
                  <span className="block truncate text-xs text-ink/65">{note}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Recent Inquiries" action={<ViewAll href={areaPath(area, '/inquiries')} />} bodyClassName="p-0">
          {data.recentInquiries.length ? (
            <ul className="divide-y divide-ink/[0.06]" data-testid="recent-inquiries">
              {data.recentInquiries.map((q) => (
                <li key={q.id} className="flex items-start gap-3 px-5 py-4">
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center justify-between gap-3">
                      <p className="flex min-w-0 items-center gap-2">
                        <span className="truncate text-sm font-medium text-ink">{q.name}</span>
                        <InquiryStatusBadge status={q.status} />
                      </p>
                      <time dateTime={q.createdAt} className="shrink-0 text-xs text-ink/60">
                        {formatDate(q.createdAt, 'N/A')}
                      </time>
                    </div>
                    <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink/70">{q.messagePreview}</p>
                    <div className="mt-1 flex items-center justify-between gap-3">
                      <p className="truncate text-xs text-ink/60">{q.email}</p>
                      <Button variant="ghost" size="sm" onClick={() => open(q)} aria-label={`View details of the inquiry from ${q.name}`}>
                        View Details
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No inquiries found." />
          )}
        </Panel>
        <Panel
          title={area === 'admin' ? 'Recent Vehicles' : `Latest Inventory (${RECENT_LIMIT})`}
          action={<ViewAll href={areaPath(area, '/inventory')} />}
          bodyClassName="p-0"
        >
          {data.recentVehicles.length ? (
            <ul className="divide-y divide-ink/[0.06]" data-testid="recent-vehicles">
              {data.recentVehicles.map((v) => (
                <li key={v.id} className="flex items-center gap-4 px-5 py-3.5">
                  <VehicleThumb src={v.thumbnail ?? undefined} alt={vehicleTitle(v)} className="h-14 w-20" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink">{vehicleTitle(v)}</p>
                    <p className="mt-0.5 truncate text-xs text-ink/65">
                      {v.condition} · {categoryLabel(v.category)} · {formatMileage(v.mileage)}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{formatPrice(v.price)}</p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No vehicles found." />
          )}
        </Panel>
      </div>

      <MostSavedPanel />

      <Panel
        title="Recent Activity"
        action={can(area, 'activity') ? <ViewAll href={areaPath(area, '/activity')} /> : undefined}
        bodyClassName="px-5 py-1"
      >
        {activity.error && !activity.data ? (
          <ErrorState message="Failed to load activity." onRetry={() => void activity.reload()} />
        ) : !activity.data ? (
          <div className="grid gap-3 py-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : activity.data.items.length ? (
          <ActivityList entries={activity.data.items} area={area} dense />
        ) : (
          <EmptyState title="No activity yet." className="py-10" />
        )}
      </Panel>

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

function ViewAll({ href }: { href: string }) {
  return (
    <a href={href} className="text-xs font-medium text-[#74572d] underline-offset-4 hover:underline">
      View all
    </a>
  );
}
