import { useCallback, useEffect, useRef, useState } from 'react';
import type { DayAvailability, SlotOption } from './booking-types';

/**
 * Days and their times, fetched live from /api/appointments/{days,slots}. The server renders
 * the times of one day (`initialDate`, so the form works before JavaScript); otherwise the
 * first day with a free time is chosen. `refresh` reloads both after a 409.
 */
export function useAvailability(
  initialDays: DayAvailability[],
  vehicleId: number | undefined,
  initialDate?: string | null,
  initialSlots?: SlotOption[],
) {
  const [days, setDays] = useState(initialDays);
  const [date, setDate] = useState<string | null>(() => initialDate ?? initialDays.find((d) => d.free > 0)?.date ?? null);
  const [slots, setSlots] = useState<SlotOption[] | null>(initialDate && initialSlots ? initialSlots : null);
  // The server's times of its day need no fetch; any other day (or a refresh) does.
  const rendered = useRef(initialDate && initialSlots ? initialDate : null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const request = useRef(0);
  const vehicleQuery = vehicleId ? `&vehicleId=${vehicleId}` : '';

  const loadSlots = useCallback(
    async (forDate: string) => {
      const mine = ++request.current;
      setLoading(true);
      setLoadError(null);
      try {
        const res = await fetch(`/api/appointments/slots?date=${forDate}${vehicleQuery}`, { headers: { Accept: 'application/json' } });
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { slots: SlotOption[] };
        if (mine === request.current) setSlots(body.slots);
      } catch {
        if (mine === request.current) setLoadError('The times could not be loaded. Please try again, or call us.');
      } finally {
        if (mine === request.current) setLoading(false);
      }
    },
    [vehicleQuery],
  );

  useEffect(() => {
    if (date && date === rendered.current) {
      rendered.current = null;
      return;
    }
    rendered.current = null;
    if (date) void loadSlots(date);
  }, [date, loadSlots]);

  const refresh = useCallback(async () => {
    if (initialDays.length) {
      const res = await fetch(`/api/appointments/days?from=${initialDays[0].date}&count=${initialDays.length}${vehicleQuery}`).catch(
        () => null,
      );
      if (res?.ok) setDays(((await res.json()) as { days: DayAvailability[] }).days);
    }
    if (date) await loadSlots(date);
  }, [date, initialDays, loadSlots, vehicleQuery]);

  return { days, date, setDate, slots, loading, loadError, refresh };
}
