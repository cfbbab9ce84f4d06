import { BarChart3, Car, Mail, MessageSquareQuote } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Vehicle } from '../../../db/schema';
import { categoryLabel } from '../../../lib/enums';
import { formatDate } from '../../../lib/format/dates';
import { formatMileage } from '../../../lib/format/mileage';
import { formatPrice } from '../../../lib/format/price';
import { InquiryStatusBadge } from '../../ui/badge';
import { EmptyState, Panel, StatCard } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import VehicleThumb from '../inventory/vehicle-thumb';

export type DashboardData = {
  vehicles: { total: number; featured: number; value: number };
  inquiries: { total: number; pending: number };
  testimonials: { total: number; approved: number };
  recentInquiries: { id: number; name: string; email: string; message: string; status: string | null; createdAt: Date | string | null }[];
  recentVehicles: Pick<Vehicle, 'id' | 'year' | 'make' | 'model' | 'price' | 'condition' | 'category' | 'mileage' | 'images'>[];
};

const count = (n: number) => n.toLocaleString('en-US');

const QUICK_ACTIONS = [
  { href: '/admin/inventory-manager', label: 'Manage Inventory', note: 'Add, edit and photograph', icon: Car },
  { href: '/admin/inquiries', label: 'Review Inquiries', note: 'Answer and follow up', icon: Mail },
  { href: '/admin/testimonials', label: 'Moderate Testimonials', note: 'Approve what clients wrote', icon: MessageSquareQuote },
  { href: '/admin/analytics', label: 'View Analytics', note: 'Visits, vehicles and campaigns', icon: BarChart3 },
];

/** The admin dashboard (spec section 2), rendered on the server: figures, quick actions, latest inquiries and vehicles. */
export default function DashboardView({ data }: { data: DashboardData }) {
  return (
    <>
      <PageHeader eyebrow="Admin" title="Dashboard" description="The gallery at a glance." />
      <section aria-label="Figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-stats">
        <Stat
          id="inventory"
          label="Inventory"
          value={count(data.vehicles.total)}
          note={`${count(data.vehicles.featured)} featured`}
          href="/admin/inventory"
        />
        <Stat
          id="inquiries"
          label="Inquiries"
          value={count(data.inquiries.total)}
          note={`${count(data.inquiries.pending)} pending`}
          href="/admin/inquiries"
        />
        <Stat
          id="testimonials"
          label="Testimonials"
          value={count(data.testimonials.total)}
          note={`${count(data.testimonials.approved)} approved`}
          href="/admin/testimonials"
        />
        <Stat id="value" label="Inventory Value" value={formatPrice(data.vehicles.value)} note="Sum of all list prices" />
      </section>

      <section aria-labelledby="quick-actions" className="mt-10">
        <h2 id="quick-actions" className="mb-3 text-[11px] font-medium tracking-[0.2em] text-ink/65 uppercase">
          Quick Actions
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {QUICK_ACTIONS.map(({ href, label, note, icon: Icon }) => (
            <li key={href}>
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

      <div className="mt-10 grid gap-6 xl:grid-cols-2">
        <Panel title="Recent Inquiries" action={<ViewAll href="/admin/inquiries" />} bodyClassName="p-0">
          <RecentInquiries rows={data.recentInquiries} />
        </Panel>
        <Panel title="Recent Vehicles" action={<ViewAll href="/admin/inventory" />} bodyClassName="p-0">
          <RecentVehicles rows={data.recentVehicles} />
        </Panel>
      </div>
    </>
  );
}

function Stat({ id, ...props }: { id: string; label: string; value: ReactNode; note: string; href?: string }) {
  return (
    <div data-testid={`stat-${id}`}>
      <StatCard {...props} />
    </div>
  );
}

function ViewAll({ href }: { href: string }) {
  return (
    <a href={href} className="text-xs font-medium text-ink/60 underline-offset-4 hover:text-ink hover:underline">
      View all
    </a>
  );
}

function RecentInquiries({ rows }: { rows: DashboardData['recentInquiries'] }) {
  if (!rows.length) return <EmptyState title="No inquiries found." />;
  return (
    <ul className="divide-y divide-ink/[0.06]" data-testid="recent-inquiries">
      {rows.map((q) => (
        <li key={q.id} className="px-5 py-4">
          <div className="flex items-center justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2">
              <span className="truncate text-sm font-medium text-ink">{q.name}</span>
              <InquiryStatusBadge status={q.status} />
            </p>
            <time className="shrink-0 text-xs text-ink/60">{formatDate(q.createdAt, 'N/A')}</time>
          </div>
          <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink/70">{q.message}</p>
          <p className="mt-1 truncate text-xs text-ink/60">{q.email}</p>
        </li>
      ))}
    </ul>
  );
}

function RecentVehicles({ rows }: { rows: DashboardData['recentVehicles'] }) {
  if (!rows.length) return <EmptyState title="No vehicles found." />;
  return (
    <ul className="divide-y divide-ink/[0.06]" data-testid="recent-vehicles">
      {rows.map((v) => {
        const title = `${v.year} ${v.make} ${v.model}`;
        return (
          <li key={v.id} className="flex items-center gap-4 px-5 py-3.5">
            <VehicleThumb src={v.images[0]} alt={title} className="h-14 w-20" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{title}</p>
              <p className="mt-0.5 truncate text-xs text-ink/65">
                {v.condition} · {categoryLabel(v.category)} · {formatMileage(v.mileage)}
              </p>
            </div>
            <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{formatPrice(v.price)}</p>
          </li>
        );
      })}
    </ul>
  );
}
