import { formatSlotTime } from '#src/lib/appointments/time-zone';
import { useApi } from '#src/islands/lib/use-api';
import { areaPath, type Area } from '#src/islands/portal/area';
import type { HeldBookingsDto } from './held-bookings-panel';

/**
 * The dashboard's notice that online booking came under pressure within the
 * hour (the site's count of unconfirmed bookings was reached), with the way to the
 * appointments screen where the flood is released. Nothing when all is well.
 */
export function HoldCeilingNotice({ area }: { area: Area }) {
  const { data } = useApi<HeldBookingsDto>('/api/appointments/holds');
  const ceiling = data?.ceiling;
  if (!ceiling?.alertedAt) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900" data-hold-ceiling-notice>
      Online booking came under pressure at {formatSlotTime(new Date(ceiling.alertedAt))}: {ceiling.perHour} unconfirmed bookings in an
      hour. New ones hold no time until confirmed, the first confirmed wins. {ceiling.reached ? 'It still is.' : 'It has eased.'}{' '}
      <a className="font-medium underline underline-offset-2" href={areaPath(area, '/appointments')}>
        See and release them in Appointments
      </a>
    </p>
  );
}
