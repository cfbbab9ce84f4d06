import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { weekDates, weekShown, weekStart, weekTitle } from '#src/lib/appointments/calendar';
import { addDays, zonedDate } from '#src/lib/appointments/time-zone';
import { api } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import { useOpenParam } from '#src/islands/lib/use-open-param';
import { Button } from '#src/islands/ui/button';
import { ErrorState } from '#src/islands/ui/card';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { AppointmentDialog } from './appointment-dialog';
import { BlockTimeDialog } from './block-time-dialog';
import { HeldBookingsPanel, type HeldBookingsDto } from './held-bookings-panel';
import { PendingRequests, type PendingRequestsDto } from './pending-requests';
import type { AppointmentDto, BlockDto, ChangeAnswer, RulesDto } from './types';
import { WeekCalendar } from './week-calendar';

export type AppointmentsScreenProps = {
  area: 'employee' | 'admin';
  eyebrow?: string;
  /** `?week=` as the page read it: the server has no `window`, and both renders must open the same week. */
  week?: string | null;
};

/**
 * The staff calendar (employee portal and admin): one week of viewings and test drives,
 * Monday to Sunday in Toronto time; ?week=YYYY-MM-DD opens another week and ?open=ID an
 * appointment (links from the inbox and the activity log).
 */
export default function AppointmentsScreen({ area, eyebrow = 'Appointments', week }: AppointmentsScreenProps) {
  const today = zonedDate(new Date());
  const [monday, setMonday] = useState(() => weekShown(week, today));
  const appointments = useApi<AppointmentDto[]>(`/api/appointments?from=${monday}&days=7`);
  const blocks = useApi<BlockDto[]>(`/api/appointments/blocks?from=${monday}&days=7`);
  const rules = useApi<RulesDto>('/api/appointments/settings');
  const holds = useApi<HeldBookingsDto>('/api/appointments/holds');
  const requests = useApi<PendingRequestsDto>('/api/appointments/requests');
  const [open, setOpen] = useState<AppointmentDto | null>(null);
  // The dialog is opened from a calendar button; closing it puts focus back on that button.
  const opener = useRef<HTMLElement | null>(null);
  const openAppointment = useCallback((a: AppointmentDto) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(a);
  }, []);
  const closeAppointment = useCallback(() => {
    setOpen(null);
    const button = opener.current;
    if (button) setTimeout(() => button.isConnected && button.focus(), 0);
  }, []);
  const [blocking, setBlocking] = useState(false);
  const reload = useCallback(() => {
    void appointments.reload();
    void blocks.reload();
  }, [appointments, blocks]);
  const reloadAfterRelease = useCallback(() => {
    void appointments.reload();
    void holds.reload();
  }, [appointments, holds]);
  // A confirmed or cancelled appointment keeps its slot: apply the row the server answered. A moved one may leave the week: reload it.
  const { mutate: mutateAppointments, reload: reloadAppointments } = appointments;
  const { reload: reloadRequests } = requests;
  const applyChange = useCallback(
    (changed: ChangeAnswer) => {
      // Any answer may take a request off the queue.
      void reloadRequests();
      const before = appointments.data?.find((a) => a.id === changed.id);
      if (!before || before.startsAt !== changed.startsAt) return void reloadAppointments();
      const { delivery: _delivery, deliveryError: _error, ...row } = changed;
      mutateAppointments((list) => list?.map((a) => (a.id === row.id ? { ...a, ...row } : a)));
    },
    [appointments.data, mutateAppointments, reloadAppointments, reloadRequests],
  );
  useOpenParam('open', appointments.data, setOpen);
  // ?lead=<inquiry id> (the inbox's "Open in the calendar"): go to that appointment's week and open it.
  useEffect(() => {
    const lead = Number(new URLSearchParams(window.location.search).get('lead'));
    if (!lead) return;
    api
      .get<AppointmentDto>(`/api/appointments/by-lead/${lead}`)
      .then((a) => {
        setMonday(weekStart(zonedDate(new Date(a.startsAt))));
        setOpen(a);
      })
      .catch(() => undefined);
  }, []);

  const dates = useMemo(() => weekDates(monday), [monday]);
  const go = (next: string) => {
    setMonday(next);
    const url = new URL(window.location.href);
    url.searchParams.set('week', next);
    url.searchParams.delete('open');
    window.history.replaceState(null, '', url);
  };
  const counts = (appointments.data ?? []).reduce(
    (c, a) => ({ ...c, [a.status]: (c[a.status] ?? 0) + 1 }),
    {} as Record<AppointmentDto['status'], number>,
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        eyebrow={eyebrow}
        title="Appointments"
        description="Private viewings and test drives booked online, in Toronto time. Confirm, move or cancel: the customer is told by e-mail."
        actions={
          <Button variant="secondary" onClick={() => setBlocking(true)}>
            Block time
          </Button>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="icon" aria-label="Previous week" onClick={() => go(addDays(monday, -7))}>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="icon" aria-label="Next week" onClick={() => go(addDays(monday, 7))}>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
          <h2 className="ml-2 font-display text-2xl" aria-live="polite" data-week-title>
            {weekTitle(monday)}
          </h2>
        </div>
        <div className="flex items-center gap-4">
          <p className="text-sm text-ink/70">
            {counts.requested ?? 0} to confirm · {counts.confirmed ?? 0} confirmed
          </p>
          <Button variant="ghost" size="sm" onClick={() => go(weekStart(today))} disabled={monday === weekStart(today)}>
            This week
          </Button>
        </div>
      </div>
      <PendingRequests resource={requests} onOpen={openAppointment} />
      <HeldBookingsPanel resource={holds} onReleased={reloadAfterRelease} />
      {appointments.error || rules.error ? (
        <ErrorState message="The calendar could not be loaded." onRetry={reload} />
      ) : !appointments.data || !rules.data ? (
        <LoadingState label="Loading the calendar…" />
      ) : (
        <WeekCalendar
          dates={dates}
          appointments={appointments.data}
          blocks={blocks.data ?? []}
          rules={rules.data}
          today={today}
          onOpen={openAppointment}
        />
      )}
      <AppointmentDialog appointment={open} area={area} onClose={closeAppointment} onChanged={applyChange} />
      <BlockTimeDialog
        open={blocking}
        onOpenChange={setBlocking}
        defaultDate={dates.includes(today) ? today : monday}
        blocks={blocks.data ?? []}
        onChanged={reload}
      />
    </div>
  );
}
