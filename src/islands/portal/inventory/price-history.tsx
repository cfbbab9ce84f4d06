import { formatDateTime } from '#src/lib/format/dates';
import { formatMoney } from '#src/lib/pricing/all-in';
import type { Json } from '#src/islands/lib/types';
import { useApi } from '#src/islands/lib/use-api';
import type { VehiclePriceChange } from '#src/db/schema';

type Change = Json<VehiclePriceChange>;
const shown = (price: number | null, onRequest: boolean | null) => (price === null ? '—' : onRequest ? 'On request' : formatMoney(price));

/** The edit dialog's price history: who changed the asking price, when, from what to what (GET /api/vehicles/{id}/price-history). */
export function PriceHistory({ vehicleId }: { vehicleId: number }) {
  const history = useApi<Change[]>(`/api/vehicles/${vehicleId}/price-history`);
  return (
    <section className="grid gap-2" aria-labelledby="price-history-title" data-testid="price-history">
      <h3 id="price-history-title" className="text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">
        Price history
      </h3>
      {history.error ? (
        <p className="text-sm text-red-700">The price history could not be loaded.</p>
      ) : !history.data ? (
        <p className="text-sm text-ink/65">Loading…</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-ink/65">No price changes recorded.</p>
      ) : (
        <ol className="divide-y divide-ink/8 rounded-md border border-ink/10 text-sm">
          {history.data.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
              <span className="tabular-nums">
                {c.oldPrice === null ? (
                  <>Listed at {shown(c.newPrice, c.newOnRequest)}</>
                ) : (
                  <>
                    {shown(c.oldPrice, c.oldOnRequest)} → <strong className="font-semibold">{shown(c.newPrice, c.newOnRequest)}</strong>
                  </>
                )}
              </span>
              <span className="text-xs text-ink/65">
                {c.actorName} · <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-ink/60">Prices before fees. The public page says "Price reduced" for 30 days after a reduction.</p>
    </section>
  );
}
