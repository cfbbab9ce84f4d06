import { ACCIDENT_HISTORY_LABELS, LIEN_STATUS_LABELS, TRADE_CONDITION_LABELS } from '#src/lib/leads/options';
import { formatPrice } from '#src/lib/format/price';
import { sectionTitle } from './section-title';
import type { TradeInDto } from './lead-types';

const term = 'text-[11px] tracking-[0.14em] text-ink/65 uppercase';

/** The customer's vehicle and its photos (served to staff only by /api/leads/trade-in-photos). */
export function TradeInDetails({ tradeIn: t, title }: { tradeIn: TradeInDto; title: string }) {
  const rows: [string, string][] = [
    ['Vehicle', [t.year, t.make, t.model, t.trim].filter(Boolean).join(' ')],
    ['Odometer', `${t.mileage.toLocaleString('en-CA')} km`],
    ['VIN', t.vin ?? 'Not given'],
    ['Condition', TRADE_CONDITION_LABELS[t.condition]],
    ['Accident history', ACCIDENT_HISTORY_LABELS[t.accidentHistory]],
    ['Lien', `${LIEN_STATUS_LABELS[t.lien]}${t.lienAmount ? ` (${formatPrice(t.lienAmount)} outstanding)` : ''}`],
  ];
  return (
    <section aria-label={title} data-trade-in>
      <h3 className={sectionTitle}>{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-ivory/60 p-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={term}>{label}</dt>
            <dd className="mt-0.5 break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {t.photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Trade-in photos">
          {t.photos.map((p, i) => (
            <li key={p.id}>
              <a
                href={`/api/leads/trade-in-photos/${p.fileName}.webp`}
                target="_blank"
                rel="noopener"
                className="block overflow-hidden rounded-md ring-1 ring-ink/10 hover:ring-ink/30"
              >
                <img
                  src={`/api/leads/trade-in-photos/${p.fileName}-480.webp`}
                  alt={`Trade-in photo ${i + 1} of ${t.photos.length}`}
                  width={p.width}
                  height={p.height}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
