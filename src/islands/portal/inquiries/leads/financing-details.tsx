import { formatPrice } from '#src/lib/format/price';
import { EMPLOYMENT_STATUS_LABELS, INCOME_BAND_LABELS } from '#src/lib/leads/options';
import { sectionTitle } from './section-title';
import type { FinancingDto } from './lead-types';

const term = 'text-[11px] tracking-[0.14em] text-ink/65 uppercase';

/** The pre-qualification answers: personal data, shown here and nowhere else. */
export function FinancingDetails({ financing: f }: { financing: FinancingDto }) {
  const rows: [string, string][] = [
    ['Employment', EMPLOYMENT_STATUS_LABELS[f.employmentStatus]],
    ['Yearly income', INCOME_BAND_LABELS[f.incomeBand]],
    ['Housing cost', `${formatPrice(f.housingCost)} a month`],
    ['Desired term', `${f.termMonths} months`],
    ['Down payment', formatPrice(f.downPayment)],
    ['Contact', f.contactConsent ? 'Agreed to be contacted about this request' : 'No'],
  ];
  return (
    <section aria-label="Financing pre-qualification" data-financing>
      <h3 className={sectionTitle}>Financing pre-qualification</h3>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-ivory/60 p-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={term}>{label}</dt>
            <dd className="mt-0.5 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-ink/60">
        Personal data: deleted automatically after the retention period once this lead is closed. No SIN, date of birth or bank details are
        collected here; the lender's application comes later.
      </p>
    </section>
  );
}
