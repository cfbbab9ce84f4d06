import { OFFER_STATUS_LABELS } from '#src/lib/leads/options';
import { formatPrice } from '#src/lib/format/price';
import type { InquiryStatus } from '#src/lib/enums';
import type { ShopperGarage } from '#src/server/shoppers/garage';
import { garageDay } from './garage-dates';

/** Where a trade-in request stands, in the customer's words (staff's statuses are the dealer's workflow). */
const TRADE_IN_STAGE: Record<InquiryStatus, string> = {
  new: 'Received',
  'in-progress': 'We are looking at it',
  responded: 'We replied by e-mail',
  resolved: 'Closed',
  closed: 'Closed',
};

/** My garage: the offers the shopper made, each with where it stands. */
export function OffersList({ offers }: { offers: ShopperGarage['offers'] }) {
  if (!offers.length) return <p className="text-ink/80">No offers yet. You can make one from any car’s page.</p>;
  return (
    <ul role="list" className="divide-y divide-line border-y border-line" data-testid="garage-offers">
      {offers.map((o) => (
        <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 py-4" data-testid="garage-offer">
          <div className="min-w-0 flex-1 basis-64">
            {o.vehicleId && o.vehicleTitle ? (
              <a href={`/inventory/${o.vehicleId}`} className="font-medium underline-offset-4 hover:underline">
                {o.vehicleTitle}
              </a>
            ) : (
              <span className="font-medium">A car no longer listed</span>
            )}
            <p className="mt-1 text-sm text-ink/80">
              Your offer of {formatPrice(o.amount)}, made {garageDay(o.createdAt)}
              {o.askingPrice ? ` (asking price then ${formatPrice(o.askingPrice)})` : ''}
            </p>
            {o.status === 'countered' && o.counterAmount && (
              <p className="mt-1 text-sm">Our counter-offer: {formatPrice(o.counterAmount)}. Reply to our e-mail, or call us.</p>
            )}
          </div>
          <p className="eyebrow border border-ink/15 px-3 py-1.5 text-[11px]" data-testid="offer-status">
            {OFFER_STATUS_LABELS[o.status]}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** My garage: the cars the shopper asked us to value, from /sell-or-trade or with an offer. */
export function TradeInsList({ tradeIns }: { tradeIns: ShopperGarage['tradeIns'] }) {
  if (!tradeIns.length)
    return (
      <p className="text-ink/80">
        No trade-in requests.{' '}
        <a href="/sell-or-trade" className="text-bronze underline underline-offset-4">
          Sell or trade your car
        </a>
        .
      </p>
    );
  return (
    <ul role="list" className="divide-y divide-line border-y border-line" data-testid="garage-trade-ins">
      {tradeIns.map((t) => (
        <li key={t.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 py-4" data-testid="garage-trade-in">
          <div className="min-w-0 flex-1 basis-64">
            <p className="font-medium">{[t.year, t.make, t.model, t.trim].filter(Boolean).join(' ')}</p>
            <p className="mt-1 text-sm text-ink/80">
              {t.mileage.toLocaleString('en-CA')} km, sent {garageDay(t.createdAt)}
              {t.withOffer ? ' with your offer' : ''}
            </p>
          </div>
          <p className="eyebrow border border-ink/15 px-3 py-1.5 text-[11px]">{TRADE_IN_STAGE[t.leadStatus]}</p>
        </li>
      ))}
    </ul>
  );
}
