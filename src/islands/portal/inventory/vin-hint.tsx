import { decodeVin, vinMismatches } from '#src/lib/vin';

/**
 * Under the VIN field: what the VIN states (model year and make, from
 * src/lib/vin.ts), and a warning when the entered year or make disagrees.
 * A warning, not an error: the staff member may know better (a grey import).
 */
export function VinHint({ vin, year, make }: { vin: string; year: string; make: string }) {
  const decoded = decodeVin(vin);
  if (decoded.year === null && decoded.make === null) return null;
  const warnings = vinMismatches(vin, { year: /^\d{4}$/.test(year.trim()) ? Number(year) : null, make });
  return (
    <span className="grid gap-0.5" data-testid="vin-hint">
      <span>From the VIN: {[decoded.year, decoded.make].filter(Boolean).join(' ') || 'no year or make'}</span>
      {warnings.map((w) => (
        <span key={w} className="font-medium text-amber-800" data-testid="vin-warning">
          ⚠ {w}
        </span>
      ))}
    </span>
  );
}
