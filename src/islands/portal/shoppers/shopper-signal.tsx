import type { CustomerShopperSignal, MostSavedVehicle } from '#src/db/queries/shopper-signal';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { useApi } from '#src/islands/lib/use-api';
import { EmptyState, Panel } from '#src/islands/ui/card';

const label = 'text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase';

/** The vehicle dialog: how many shoppers saved this car, and how many wait for its price to drop. */
export function VehicleSaveSignal({ vehicleId }: { vehicleId: number }) {
  const signal = useApi<{ saves: number; waitingForPriceDrop: number }>(`/api/shopper-signal/vehicles/${vehicleId}`);
  if (!signal.data) return null;
  const { saves, waitingForPriceDrop } = signal.data;
  return (
    <p className="text-sm text-ink/80" data-testid="vehicle-save-signal">
      <span className={label}>Shoppers</span>{' '}
      {saves === 0
        ? 'Nobody has saved this car yet.'
        : `Saved by ${saves} ${saves === 1 ? 'shopper' : 'shoppers'}, ${waitingForPriceDrop} waiting for a price drop.`}
    </p>
  );
}

/** The dashboard: the cars shoppers saved most. */
export function MostSavedPanel() {
  const most = useApi<{ vehicles: MostSavedVehicle[] }>('/api/shopper-signal/most-saved');
  return (
    <Panel title="Most-Saved Cars" bodyClassName="p-0">
      {!most.data ? null : most.data.vehicles.length ? (
        <ol className="divide-y divide-ink/[0.06]" data-testid="most-saved">
          {most.data.vehicles.map((v) => (
            <li key={v.id} className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
              <span className="truncate font-medium text-ink">{vehicleTitle(v)}</span>
              <span className="shrink-0 text-ink/70 tabular-nums">
                {v.saves} {v.saves === 1 ? 'save' : 'saves'}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState title="No car saved by shoppers yet." />
      )}
    </Panel>
  );
}

/** A lead: the cars this customer saved and the searches they keep, when they have a shopper account. */
export function CustomerShopperSignalList({ email }: { email: string }) {
  const signal = useApi<CustomerShopperSignal>(`/api/shopper-signal/customers?email=${encodeURIComponent(email)}`);
  if (!signal.data || (!signal.data.savedVehicles.length && !signal.data.savedSearches.length)) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-ink/10 p-4 text-sm" data-testid="customer-shopper-signal">
      {signal.data.savedVehicles.length > 0 && (
        <div>
          <p className={label}>Saved cars</p>
          <p className="mt-1 text-ink">
            {signal.data.savedVehicles.map((v) => `${vehicleTitle(v)}${v.status === 'sold' ? ' (sold)' : ''}`).join(' · ')}
          </p>
        </div>
      )}
      {signal.data.savedSearches.length > 0 && (
        <div>
          <p className={label}>Searches kept</p>
          <p className="mt-1 text-ink">{signal.data.savedSearches.map((s) => `${s.name}${s.paused ? ' (paused)' : ''}`).join(' · ')}</p>
        </div>
      )}
    </div>
  );
}
