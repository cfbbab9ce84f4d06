import { useState } from 'react';
import { VEHICLE_STATUS_LABELS, VEHICLE_STATUSES, type VehicleStatus } from '#src/lib/enums';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { ApiError, api, errorMessage } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import type { VehicleDto } from '#src/islands/lib/types';
import { VEHICLE_STATUS_TONES } from '#src/islands/ui/badge';
import { cn } from '#src/islands/ui/cn';

const toneRing: Record<string, string> = {
  green: 'border-emerald-600/30 bg-emerald-50 text-emerald-900',
  yellow: 'border-amber-600/30 bg-amber-50 text-amber-900',
  blue: 'border-blue-600/30 bg-blue-50 text-blue-900',
  ink: 'border-ink bg-ink text-ivory select-chevron-light',
};

/** What the select needs of a vehicle: a list row is enough. */
export type StatusVehicle = Pick<VehicleDto, 'id' | 'status' | 'year' | 'make' | 'model'>;

export type VehicleStatusSelectProps<V extends StatusVehicle> = {
  vehicle: V;
  /** After a status other than sold was saved, with the vehicle the server answered. */
  onChanged?: (vehicle: VehicleDto) => void;
  /** Sold was chosen: open the sale dialog; nothing has changed yet. */
  onSellRequested: (vehicle: V) => void;
};

/**
 * The inline status dropdown of the inventory table (spec §4): any status to
 * any other; sold opens the sale dialog first; other changes are sent at once.
 */
export function VehicleStatusSelect<V extends StatusVehicle>({ vehicle, onChanged, onSellRequested }: VehicleStatusSelectProps<V>) {
  const [saving, setSaving] = useState(false);
  const change = async (status: VehicleStatus) => {
    if (status === vehicle.status) return;
    if (status === 'sold') {
      onSellRequested(vehicle);
      return;
    }
    setSaving(true);
    try {
      const updated = await api.put<VehicleDto>(`/api/vehicles/${vehicle.id}/status`, { status });
      toast({ title: 'Status Updated', description: 'Vehicle status changed successfully!' });
      onChanged?.(updated);
    } catch (error) {
      const needsRegister =
        error instanceof ApiError && (error.body as { requiresGarageRegister?: boolean } | null)?.requiresGarageRegister;
      if (needsRegister) onSellRequested(vehicle);
      else
        toast({ title: 'Error', description: errorMessage(error, 'Failed to update status. Please try again.'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <select
      aria-label={`Status of ${vehicleTitle(vehicle)}`}
      value={vehicle.status}
      disabled={saving}
      onChange={(e) => void change(e.target.value as VehicleStatus)}
      className={cn(
        'select-chevron h-8 cursor-pointer appearance-none rounded-full border bg-[length:14px] bg-[right_0.5rem_center] bg-no-repeat py-0 pr-7 pl-3 text-xs font-medium transition focus:ring-2 focus:ring-gold/30 focus:outline-none disabled:opacity-60',
        toneRing[VEHICLE_STATUS_TONES[vehicle.status]],
      )}
    >
      {VEHICLE_STATUSES.map((s) => (
        <option key={s} value={s} className="bg-white text-ink">
          {VEHICLE_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}
