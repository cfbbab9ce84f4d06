import { useEffect, useState } from 'react';
import type { PopularVehicle } from '#src/lib/browser-analytics';
import { formatMileage } from '#src/lib/format/mileage';
import { formatPrice } from '#src/lib/format/price';
import { vehicleTitle } from '#src/lib/vehicle-status';

type VehicleSummary = { id: number; year: number; make: string; model: string; price: number; mileage: number };
type Row = PopularVehicle & { vehicle: VehicleSummary };

/** This browser's most viewed vehicles; one that no longer exists is left out (logged only, as the spec says). */
export default function PopularVehiclesList({ popular }: { popular: PopularVehicle[] }) {
  const [rows, setRows] = useState<Row[] | null>(popular.length ? null : []);

  useEffect(() => {
    if (!popular.length) return;
    let current = true;
    Promise.all(popular.map(async (p) => ({ ...p, vehicle: await fetchVehicle(p.id) }))).then((all) => {
      if (current) setRows(all.filter((r): r is Row => r.vehicle !== null));
    });
    return () => {
      current = false;
    };
  }, [popular]);

  if (rows === null) return <div className="h-24 animate-pulse bg-ink/[0.04]" aria-busy="true" aria-label="Loading popular vehicles" />;
  if (rows.length === 0) return <p className="text-sm text-ink/65">No popular vehicles data available yet.</p>;
  return (
    <ol className="divide-y divide-ink/[0.07]" aria-label="Popular vehicles">
      {rows.map(({ id, count, vehicle }) => (
        <li key={id} className="flex items-baseline justify-between gap-4 py-3">
          <a href={`/inventory/${id}`} className="min-w-0 text-sm font-medium text-ink underline-offset-4 hover:underline">
            {vehicleTitle(vehicle)}
          </a>
          <span className="shrink-0 text-xs tabular-nums text-ink/65">
            {formatPrice(vehicle.price)} · {formatMileage(vehicle.mileage)} · {count} {count === 1 ? 'view' : 'views'}
          </span>
        </li>
      ))}
    </ol>
  );
}

async function fetchVehicle(id: number): Promise<VehicleSummary | null> {
  try {
    const res = await fetch(`/api/vehicles/${id}`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(String(res.status));
    const body = await res.json();
    const vehicle = (body && typeof body === 'object' && 'vehicle' in body ? body.vehicle : body) as VehicleSummary;
    return vehicle && typeof vehicle.make === 'string' ? vehicle : null;
  } catch {
    console.warn(`Failed to fetch vehicle ${id}`);
    return null;
  }
}
