import { describe, expect, it } from 'vitest';
import { disclosureLines } from '#src/lib/disclosures';
import { modelAndTrim } from '#src/lib/vehicle-status';
import { DEMO_VEHICLES } from './vehicles';
import { demoDisclosures } from './disclosures';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Every 'Month YYYY' a warranty text names, as the first day after that month. */
function endsOf(text: string): Date[] {
  return [...text.matchAll(/(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/g)].map(
    ([, month, year]) => new Date(Number(year), MONTHS.indexOf(month!) + 1, 1),
  );
}

describe('the demo warranties', () => {
  it.each([new Date(2026, 10, 27), new Date(2031, 0, 1)])('run past the day the seed runs (%s), whatever that day', (now) => {
    // Keyed by model and trim, as the seed reads them.
    const warranties = DEMO_VEHICLES.map((v) => demoDisclosures(modelAndTrim(v), now)).filter((d) => d.hasWarranty);
    expect(warranties.length).toBeGreaterThan(3);
    for (const d of warranties) {
      const ends = endsOf(d.warrantyDetails ?? '');
      expect(ends.length, d.warrantyDetails).toBeGreaterThan(0);
      for (const end of ends) expect(end.getTime(), d.warrantyDetails).toBeGreaterThan(now.getTime());
    }
  });

  it('label the sale type so it cannot read as the car being sold', () => {
    const line = disclosureLines(demoDisclosures('911 GT3')).find((l) => l.key === 'saleType');
    expect(line).toMatchObject({ label: 'Certified or as-is', value: 'Certified (safety standards certificate)' });
  });
});
