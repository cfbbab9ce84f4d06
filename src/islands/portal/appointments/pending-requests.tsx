import { APPOINTMENT_KIND_LABELS } from '#src/lib/appointments/enums';
import { formatAppointmentTime } from '#src/lib/appointments/time-zone';
import type { Resource } from '#src/islands/lib/use-api';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';
import type { AppointmentDto } from './types';

export type PendingRequestsDto = { total: number; items: AppointmentDto[] };

/**
 * The requests waiting for an answer, whatever week they fall in, soonest
 * first: the calendar opens on this week, where a request for the week after
 * would wait unseen ("0 to confirm"). Open one to confirm, move or
 * decline it.
 */
export function PendingRequests({ resource, onOpen }: { resource: Resource<PendingRequestsDto>; onOpen: (a: AppointmentDto) => void }) {
  const data = resource.data;
  if (!data) return null;
  return (
    <Panel title={`Requests to answer (${data.total})`} bodyClassName="p-0">
      {data.items.length === 0 ? (
        <p className="px-5 py-4 text-sm text-ink/65">No request is waiting: every booking has an answer.</p>
      ) : (
        <ul className="divide-y divide-ink/[0.06]" data-testid="pending-requests">
          {data.items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3">
              <time dateTime={a.startsAt} className="min-w-[11rem] text-sm font-medium text-ink tabular-nums">
                {formatAppointmentTime(new Date(a.startsAt))}
              </time>
              <p className="min-w-0 flex-1 text-sm text-ink/80">
                <span className="font-medium text-ink">{a.name}</span> · {APPOINTMENT_KIND_LABELS[a.kind]}
                {a.vehicleTitle ? ` · ${a.vehicleTitle}` : ''}
              </p>
              <Button variant="secondary" size="sm" onClick={() => onOpen(a)} aria-label={`Answer the request from ${a.name}`}>
                Answer
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
