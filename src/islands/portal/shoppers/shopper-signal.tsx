import type { CustomerShopperSignal, MostSavedVehicle } from '#src/db/queries/shopper-signal';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { VEHICLE_STATUS_LABELS } from '#src/lib/enums';
import { ALERT_FREQUENCY_LABELS } from '#src/lib/shoppers/alerts';
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

/**
 * A lead, and the customer panel (every lead from one address): the cars this customer saved, each with
 * where it stands, and the searches they keep, when they have a shopper account.
 */
export function CustomerShopperSignalList({ email, className = '' }: { email: string; className?: string }) {
  const signal = useApi<CustomerShopperSignal>(`/api/shopper-signal/customers?email=${encodeURIComponent(email)}`);
  if (!signal.data || (!signal.data.savedVehicles.length && !signal.data.savedSearches.length)) return null;
  return (
    <div className={`grid gap-3 rounded-lg border border-ink/10 p-4 text-sm ${className}`} data-testid="customer-shopper-signal">
      {signal.data.savedVehicles.length > 0 && (
        <div>
          <p className={label}>Saved cars ({signal.data.savedVehicles.length})</p>
          <ul className="mt-1 grid gap-0.5 text-ink" data-testid="customer-saved-cars">
            {signal.data.savedVehicles.map((v) => (
              <li key={v.id} className="flex flex-wrap items-baseline gap-x-2">
                <a href={`/inventory/${v.id}`} target="_blank" rel="noopener" className="underline-offset-4 hover:underline">
                  {vehicleTitle(v)}
                </a>
                <span className={v.status === 'available' ? 'text-ink/65' : 'font-medium text-bronze'}>
                  {VEHICLE_STATUS_LABELS[v.status]}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {signal.data.savedSearches.length > 0 && (
        <div>
          <p className={label}>Searches kept ({signal.data.savedSearches.length})</p>
          <ul className="mt-1 grid gap-0.5 text-ink" data-testid="customer-saved-searches">
            {signal.data.savedSearches.map((s) => (
              <li key={s.id}>
                {s.name} <span className="text-ink/65">({s.paused ? 'paused' : ALERT_FREQUENCY_LABELS[s.frequency].toLowerCase()})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
