import { useMemo, useState } from 'react';
import { formatAppointmentTime, formatSlotTime } from '#src/lib/appointments/time-zone';
import { api, errorMessage } from '#src/islands/lib/api';
import type { Json } from '#src/islands/lib/types';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';
import { ConfirmDialog } from '#src/islands/ui/confirm-dialog';
import type { Resource } from '#src/islands/lib/use-api';
import type { HeldBookingsView } from '#src/server/appointments/holds-view';

export type HeldBookingsDto = Json<HeldBookingsView>;
type Group = HeldBookingsDto['groups'][number];
type Release = { ids?: number[]; source?: { by: Group['by']; value: string }; label: string; count: number };

const SOURCE_LABELS: Record<Group['by'], string> = { email: 'E-mail', phone: 'Phone', network: 'Network' };

/**
 * Online bookings nobody has confirmed from the e-mail yet: each holds its slot
 * for a while, then frees it by itself. A flood (many from one e-mail, phone or
 * network) shows as a group at the top and goes in one step; so do the ones
 * ticked. The notice on top says when the site's hourly count put booking under pressure.
 */
export function HeldBookingsPanel({ resource, onReleased }: { resource: Resource<HeldBookingsDto>; onReleased: () => void }) {
  const data = resource.data;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Release | null>(null);
  const [busy, setBusy] = useState(false);
  const holds = useMemo(() => data?.holds ?? [], [data]);
  const liveSelection = [...selected].filter((id) => holds.some((h) => h.id === id));

  if (!data || (holds.length === 0 && !data.ceiling.alertedAt)) return null;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const release = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await api.post<{ released: number }>('/api/appointments/holds/release', {
        ids: pending.ids,
        source: pending.source,
      });
      toast({
        title: `${answer.released} booking${answer.released === 1 ? '' : 's'} released`,
        description: 'Their times are free again for visitors.',
      });
      setSelected(new Set());
      setPending(null);
      onReleased();
    } catch (error) {
      toast({ title: 'Could not release the bookings', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const { ceiling } = data;
  return (
    <Panel
      title={`Unconfirmed bookings (${holds.length})`}
      action={
        <Button
          size="sm"
          variant="destructive"
          disabled={liveSelection.length === 0}
          onClick={() => setPending({ ids: liveSelection, label: 'the bookings ticked', count: liveSelection.length })}
        >
          Release selected{liveSelection.length ? ` (${liveSelection.length})` : ''}
        </Button>
      }
      bodyClassName="grid gap-4"
    >
      {ceiling.alertedAt && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900" data-hold-ceiling>
          Online booking came under pressure at {formatSlotTime(new Date(ceiling.alertedAt))}: {ceiling.perHour} unconfirmed bookings in an
          hour. New ones hold no time until confirmed, the first confirmed wins. {ceiling.reached ? 'It still is.' : 'It has eased.'}{' '}
          Release a flood below to free its times.
        </p>
      )}
      <p className="text-sm text-ink/70">
        Booked online and not yet confirmed from the e-mail: each holds its time until the hour shown, then frees it by itself.{' '}
        {ceiling.heldLastHour} made this hour hold a time; past {ceiling.perHour} an hour (or a few from one network), new ones hold none
        until confirmed.
      </p>
      {data.groups.length > 0 && (
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wider text-ink/60 uppercase">From one source</h3>
          <ul className="grid gap-2" data-hold-groups>
            {data.groups.map((g) => (
              <li
                key={`${g.by}:${g.value}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink/10 px-4 py-2.5"
              >
                <span className="min-w-0 text-sm">
                  <span className="text-ink/60">{SOURCE_LABELS[g.by]}</span>{' '}
                  <span className="font-medium break-all text-ink">{g.value}</span>
                  <span className="text-ink/60"> · {g.ids.length} bookings</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setPending({
                      source: { by: g.by, value: g.value },
                      label: `every unconfirmed booking from ${SOURCE_LABELS[g.by].toLowerCase()} ${g.value}`,
                      count: g.ids.length,
                    })
                  }
                >
                  Release all {g.ids.length}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {holds.length > 0 && (
        <div>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Unconfirmed bookings</caption>
            <thead className="text-xs tracking-wider text-ink/60 uppercase">
              <tr>
                <th scope="col" className="w-10 py-2">
                  <span className="sr-only">Select</span>
                </th>
                <th scope="col" className="py-2">
                  Time
                </th>
                <th scope="col" className="py-2">
                  Customer
                </th>
                <th scope="col" className="hidden py-2 md:table-cell">
                  Network
                </th>
                <th scope="col" className="hidden py-2 md:table-cell">
                  Held until
                </th>
              </tr>
            </thead>
            <tbody>
              {holds.slice(0, 200).map((h) => (
                <tr key={h.id} className="border-t border-ink/8">
                  <td className="py-2 align-top">
                    <input
                      type="checkbox"
                      className="size-4 accent-ink"
                      checked={selected.has(h.id)}
                      onChange={() => toggle(h.id)}
                      aria-label={`Select the booking of ${h.name}, ${formatAppointmentTime(new Date(h.startsAt))}`}
                    />
                  </td>
                  <td className="py-2 pr-3 align-top">
                    {formatAppointmentTime(new Date(h.startsAt))}
                    <span className="block text-ink/60 md:hidden">Held until {formatSlotTime(new Date(h.holdUntil))}</span>
                  </td>
                  <td className="py-2 align-top">
                    <span className="font-medium">{h.name}</span>
                    <span className="block break-all text-ink/60">
                      {h.email}
                      {h.phone ? ` · ${h.phone}` : ''}
                    </span>
                    <span className="block break-all text-ink/60 md:hidden">Network {h.clientNetwork ?? '—'}</span>
                  </td>
                  <td className="hidden py-2 break-all text-ink/70 md:table-cell">{h.clientNetwork ?? '—'}</td>
                  <td className="hidden py-2 whitespace-nowrap md:table-cell">{formatSlotTime(new Date(h.holdUntil))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {holds.length > 200 && (
            <p className="mt-2 text-sm text-ink/60">The 200 oldest of {holds.length} are listed; release a group to clear the rest.</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Release ${pending?.count ?? 0} booking${pending?.count === 1 ? '' : 's'}?`}
        description={`This cancels ${pending?.label ?? ''} and frees their times. Bookings already confirmed are not touched. The customer is not e-mailed; the activity log records it.`}
        confirmLabel="Release"
        pendingLabel="Releasing…"
        pending={busy}
        onConfirm={() => void release()}
      />
    </Panel>
  );
}
