import { TRANSPORT_LABELS, deliveryCountryLabel } from '#src/lib/remote-buying/delivery';
import { sectionTitle } from './section-title';
import type { LeadDetailDto } from './lead-types';

const term = 'text-[11px] tracking-[0.14em] text-ink/65 uppercase';

/** A delivery quote's destination, transport and date (issue 23 item 7). */
export function DeliveryDetails({ delivery: d }: { delivery: NonNullable<LeadDetailDto['delivery']> }) {
  const rows: [string, string][] = [
    ['Country', deliveryCountryLabel(d.country)],
    ['Province or state', d.region || '—'],
    ['Postal or ZIP code', d.postalCode ?? '—'],
    ['Transport', TRANSPORT_LABELS[d.transport]],
    ['Wanted by', d.wantedBy ?? 'No date given'],
  ];
  return (
    <section aria-label="Delivery quote" data-delivery>
      <h3 className={sectionTitle}>Delivery quote</h3>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-ivory/60 p-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={term}>{label}</dt>
            <dd className="mt-0.5 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
