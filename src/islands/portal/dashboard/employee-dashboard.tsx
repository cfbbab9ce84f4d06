import { Car, DollarSign, Mail, MessageSquareQuote } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { formatDate } from '../../../lib/format/dates';
import { formatMileage } from '../../../lib/format/mileage';
import { formatPrice } from '../../../lib/format/price';
import { vehicleTitle } from '../../../lib/vehicle-status';
import { InquiryDetailsDialog } from '../inquiries/inquiry-details-dialog';
import { InquiryReplyDialog } from '../inquiries/inquiry-reply-dialog';
import type { ActivityPage, InquiryDto, TestimonialDto, VehicleDto } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { InquiryStatusBadge, VehicleStatusBadge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState, ErrorState, Panel, StatCard } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/spinner';
import { ActivityList } from '../activity/activity-list';
import { inventorySummary, newest } from './employee-dashboard-figures';

function greeting(now = new Date()): string {
  const h = now.getHours();
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening';
}

/** The employee dashboard (spec §2): four figures, recent activity, latest inventory, recent inquiries. */
export default function Dashboard({ userName }: { userName?: string }) {
  const vehicles = useApi<VehicleDto[]>('/api/vehicles?includeAll=true');
  const inquiries = useApi<InquiryDto[]>('/api/inquiries');
  const testimonials = useApi<TestimonialDto[]>('/api/testimonials?status=pending');
  const activity = useApi<ActivityPage>('/api/activity?limit=8');
  const [viewing, setViewing] = useState<InquiryDto | null>(null);
  const [replying, setReplying] = useState<InquiryDto | null>(null);
  // The greeting follows the reader's clock, so it is set after hydration (the server's hour may differ).
  const [hello, setHello] = useState('Overview');
  useEffect(() => setHello(`${greeting()}${userName ? `, ${userName.split(' ')[0]}` : ''}`), [userName]);

  const summary = useMemo(() => inventorySummary(vehicles.data ?? []), [vehicles.data]);
  const newInquiries = (inquiries.data ?? []).filter((i) => (i.status ?? 'new') === 'new').length;
  const figure = (loading: boolean, value: string | number) => (loading ? <Skeleton className="h-9 w-24" /> : value);

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={hello}
        title="Dashboard"
        description="The gallery at a glance: stock, client messages and what the team has done."
      />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Inventory"
          href="/employee/inventory"
          icon={<Car className="size-4" aria-hidden="true" />}
          value={figure(!vehicles.data, summary.count)}
          note={vehicles.data ? `${summary.featured} featured` : ' '}
        />
        <StatCard
          label="Inquiries"
          href="/employee/inquiries"
          icon={<Mail className="size-4" aria-hidden="true" />}
          value={figure(!inquiries.data, inquiries.data?.length ?? 0)}
          note={inquiries.data ? `${newInquiries} new` : ' '}
        />
        <StatCard
          label="Testimonials"
          href="/employee/testimonials"
          icon={<MessageSquareQuote className="size-4" aria-hidden="true" />}
          value={figure(!testimonials.data, testimonials.data?.length ?? 0)}
          note="pending approval"
        />
        <StatCard
          label="Inventory Value"
          icon={<DollarSign className="size-4" aria-hidden="true" />}
          value={figure(!vehicles.data, formatPrice(summary.value))}
          note={vehicles.data ? `Average ${formatPrice(summary.average)}` : ' '}
        />
      </div>

      <div className="grid gap-6 xl:grid-cols-[1fr_1.35fr]">
        <Panel
          title="Recent Activity"
          action={
            <a href="/employee/activity" className="text-xs font-medium text-[#74572d] hover:underline">
              View all
            </a>
          }
          bodyClassName="px-5 py-1"
        >
          {activity.error && !activity.data ? (
            <ErrorState message="Failed to load activity." onRetry={() => void activity.reload()} />
          ) : !activity.data ? (
            <div className="grid gap-3 py-4">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-10" />
              ))}
            </div>
          ) : activity.data.entries.length ? (
            <ActivityList entries={activity.data.entries} dense />
          ) : (
            <EmptyState title="No activity yet." className="py-10" />
          )}
        </Panel>

        <div className="grid content-start gap-6">
          <Panel
            title="Recent Inquiries"
            action={
              <a href="/employee/inquiries" className="text-xs font-medium text-[#74572d] hover:underline">
                All inquiries
              </a>
            }
            bodyClassName="px-5 py-1"
          >
            {inquiries.error && !inquiries.data ? (
              <ErrorState message="Failed to load inquiries." onRetry={() => void inquiries.reload()} />
            ) : !inquiries.data ? (
              <div className="grid gap-3 py-4">
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
            ) : inquiries.data.length ? (
              <ul aria-label="Recent inquiries">
                {newest(inquiries.data, 5).map((i) => (
                  <li key={i.id} className="flex items-center gap-3 border-b border-ink/[0.06] py-3 last:border-0">
                    <div className="min-w-0 flex-1">
                      <p className="flex items-center gap-2 text-sm">
                        <span className="truncate font-medium text-ink">{i.name}</span>
                        <InquiryStatusBadge status={i.status} />
                      </p>
                      <p className="truncate text-xs text-ink/65">
                        {i.subject} · {formatDate(i.createdAt)}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setViewing(i)}
                      aria-label={`View details of the inquiry from ${i.name}`}
                    >
                      View Details
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title="No inquiries yet." className="py-10" />
            )}
          </Panel>

          <Panel
            title="Latest Inventory"
            action={
              <a href="/employee/inventory" className={buttonClass('ghost', 'sm', 'text-[#74572d]')}>
                Manage
              </a>
            }
            bodyClassName="px-5 py-1"
          >
            {vehicles.error && !vehicles.data ? (
              <ErrorState message="Failed to load vehicles. Please try again later." onRetry={() => void vehicles.reload()} />
            ) : !vehicles.data ? (
              <div className="grid gap-3 py-4">
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} className="h-12" />
                ))}
              </div>
            ) : vehicles.data.length ? (
              <ul aria-label="Latest inventory">
                {newest(vehicles.data, 5).map((v) => (
                  <li key={v.id} className="flex items-center gap-3 border-b border-ink/[0.06] py-3 last:border-0">
                    {v.images[0] ? (
                      <img src={v.images[0]} alt="" className="h-11 w-16 shrink-0 rounded-md object-cover" loading="lazy" />
                    ) : (
                      <div className="h-11 w-16 shrink-0 rounded-md bg-ink/[0.06]" />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-ink">{vehicleTitle(v)}</p>
                      <p className="text-xs text-ink/65">
                        {formatMileage(v.mileage)} · added {formatDate(v.createdAt)}
                      </p>
                    </div>
                    <div className="text-right">
                      <p className="text-sm font-medium text-ink tabular-nums">{formatPrice(v.price)}</p>
                      <VehicleStatusBadge status={v.status} />
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title="No vehicles yet." className="py-10" />
            )}
          </Panel>
        </div>
      </div>

      <InquiryDetailsDialog
        inquiry={viewing}
        onClose={() => setViewing(null)}
        onChanged={() => void Promise.all([inquiries.reload(), activity.reload()])}
        onReply={(i) => {
          setViewing(null);
          setReplying(i);
        }}
      />
      <InquiryReplyDialog
        inquiry={replying}
        onClose={() => setReplying(null)}
        onSent={() => void Promise.all([inquiries.reload(), activity.reload()])}
      />
    </div>
  );
}
