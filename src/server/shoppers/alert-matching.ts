import { listActiveSavedSearches } from '#src/db/queries/saved-searches';
import {
  listWatchers,
  readAlertSnapshot,
  storeAlertsAndSnapshot,
  type AlertSnapshotVehicle,
  type NewAlert,
} from '#src/db/queries/shopper-alerts';
import { getPricingSettings } from '#src/db/queries/pricing-settings';
import { allInPrice } from '#src/lib/pricing/all-in';
import { matchesSavedSearch, type MatchableVehicle } from '#src/lib/shoppers/saved-search';

/**
 * Finds what shoppers asked to hear about, by comparing every vehicle with
 * what the job saw of it last time (alert_vehicle_state): a car that came up
 * for sale (new, or back to available) is matched against every saved search;
 * a saved car whose price dropped, or that was reserved or sold, is told to
 * those who saved it. A staff save does none of this: it runs in the job, off
 * the request. The first run only records what it sees.
 */
export function findAlerts(): { found: number; listed: number; changed: number; searches: number } {
  const { now, seen, started } = readAlertSnapshot();
  if (!started) {
    storeAlertsAndSnapshot([], now);
    return { found: 0, listed: 0, changed: 0, searches: 0 };
  }
  const pricing = getPricingSettings();
  const allIn = (v: Pick<AlertSnapshotVehicle, 'price' | 'priceOnRequest'>) => {
    const p = allInPrice(v, pricing);
    return p.onRequest ? null : Math.round(p.amount);
  };
  const listed: AlertSnapshotVehicle[] = [];
  const changes: { vehicle: AlertSnapshotVehicle; kind: NewAlert['kind']; oldPrice?: number | null; newPrice?: number | null }[] = [];
  const changed: AlertSnapshotVehicle[] = [];
  for (const v of now) {
    const before = seen.get(v.id);
    if (before && before.status === v.status && before.price === v.price && before.priceOnRequest === v.priceOnRequest) continue;
    changed.push(v);
    if (v.status === 'available' && (!before || before.status !== 'available')) listed.push(v);
    if (!before) continue;
    const [was, is] = [allIn(before), allIn(v)];
    if (v.status !== 'sold' && was !== null && is !== null && is < was) {
      changes.push({ vehicle: v, kind: 'price-drop', oldPrice: was, newPrice: is });
      if (v.status === 'available' && before.status === 'available') listed.push(v); // a lower price can newly match a price bound
    }
    if (before.status !== v.status && (v.status === 'sold' || v.status === 'reserved')) changes.push({ vehicle: v, kind: v.status });
  }
  const alerts: NewAlert[] = [];
  const searches = listed.length ? listActiveSavedSearches() : [];
  for (const v of listed) {
    const matchable: MatchableVehicle = { ...v, allInPrice: allIn(v) };
    for (const s of searches) {
      if (matchesSavedSearch(matchable, s.criteria))
        alerts.push({ userId: s.userId, vehicleId: v.id, savedSearchId: s.id, kind: 'new-match', frequency: s.frequency });
    }
  }
  const watchers = listWatchers(changes.map((c) => c.vehicle.id));
  for (const c of changes) {
    for (const w of watchers.filter((x) => x.vehicleId === c.vehicle.id)) {
      alerts.push({
        userId: w.userId,
        vehicleId: c.vehicle.id,
        savedSearchId: null,
        kind: c.kind,
        frequency: w.frequency,
        oldPrice: c.oldPrice,
        newPrice: c.newPrice,
      });
    }
  }
  const found = storeAlertsAndSnapshot(alerts, changed);
  return { found, listed: listed.length, changed: changed.length, searches: searches.length };
}
