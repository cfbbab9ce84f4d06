import { allInPrice, formatMoney, type PricingSettings } from '#src/lib/pricing/all-in';
import { useApi } from '#src/islands/lib/use-api';

/** The dealer's fee lines and price note, as every advertised price uses them. */
export function usePricing(): PricingSettings | null {
  return useApi<PricingSettings>('/api/settings/pricing').data ?? null;
}

type Props = {
  label: string;
  price: number | null;
  priceOnRequest: boolean;
  pricing: PricingSettings | null;
  /** Said after the figure, e.g. what the figure is used for. */
  hint?: string;
};

/** "Advertised all-in price: $250,500 plus HST and licensing", computed with the same function as the public site. */
export function AllInPriceLine({ label, price, priceOnRequest, pricing, hint }: Props) {
  if (!pricing) return null;
  const shown = price === null || !Number.isFinite(price) ? null : allInPrice({ price, priceOnRequest }, pricing);
  return (
    <div className="rounded-md border border-gold/30 bg-gold/5 px-4 py-3 text-sm" data-testid="all-in-price-line">
      <p className="text-ink/80">
        {label}:{' '}
        {!shown ? (
          <span className="text-ink/65">enter a price</span>
        ) : shown.onRequest ? (
          <strong className="font-semibold text-ink">Price on request</strong>
        ) : (
          <>
            <strong className="font-semibold text-ink tabular-nums" data-testid="all-in-amount">
              {formatMoney(shown.amount)}
            </strong>{' '}
            {pricing.note}
          </>
        )}
      </p>
      {shown && !shown.onRequest && shown.included.length > 0 && (
        <p className="mt-1 text-xs text-ink/65">Includes {shown.included.map((f) => `${f.name} ${formatMoney(f.amount)}`).join(', ')}.</p>
      )}
      {hint && <p className="mt-1 text-xs text-ink/65">{hint}</p>}
    </div>
  );
}
