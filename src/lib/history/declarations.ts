import { z } from 'zod';
import { CARFAX_URL_MESSAGE, isCarfaxCanadaUrl } from './carfax';

/**
 * A vehicle's history as the dealer declares it (issue 23): the CARFAX Canada
 * report link and the facts shoppers look for first. Beside, not instead of,
 * the OMVIC disclosures (src/lib/disclosures.ts): these are the dealer's own
 * statements, and 'unknown' is an honest answer. A key is absent until staff
 * answer it; nothing here gates publishing.
 */
export const ACCIDENT_DECLARATIONS = ['none', 'declared', 'unknown'] as const;
export const LIEN_DECLARATIONS = ['free', 'discharged-at-sale', 'unknown'] as const;
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;

export const ACCIDENT_LABELS: Record<(typeof ACCIDENT_DECLARATIONS)[number], string> = {
  none: 'None declared',
  declared: 'Declared',
  unknown: 'Unknown',
};
export const LIEN_LABELS: Record<(typeof LIEN_DECLARATIONS)[number], string> = {
  free: 'Free of liens',
  'discharged-at-sale': 'Lien to be discharged at sale',
  unknown: 'Unknown',
};
export const YES_NO_UNKNOWN_LABELS: Record<(typeof YES_NO_UNKNOWN)[number], string> = { yes: 'Yes', no: 'No', unknown: 'Unknown' };

export type VehicleHistory = {
  /** https://…carfax.ca/… (isCarfaxCanadaUrl). */
  carfaxUrl?: string;
  accident?: (typeof ACCIDENT_DECLARATIONS)[number];
  /** What was declared (required with 'declared'). */
  accidentNote?: string;
  lien?: (typeof LIEN_DECLARATIONS)[number];
  /** Province or state of registration, as written ('Ontario', 'Florida'). */
  registeredIn?: string;
  /** Previously registered out of province, or imported. */
  imported?: (typeof YES_NO_UNKNOWN)[number];
  /** Where from, when `imported` is 'yes' ('United States'). */
  importedFrom?: string;
  /** Owners so far, the current one included (schema.org numberOfPreviousOwners), when known. */
  owners?: number;
};

const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((s) => s || undefined);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, message).nullish()).transform((v) => v ?? undefined);

/** What the API and the vehicle dialog accept; blank fields are dropped so the stored JSON holds only answers. */
export const vehicleHistoryInputSchema = z
  .preprocess(
    (v) => v ?? {},
    z.object(
      {
        carfaxUrl: optionalText('CARFAX report', 500).refine((s) => s === undefined || isCarfaxCanadaUrl(s), CARFAX_URL_MESSAGE),
        accident: optionalEnum(ACCIDENT_DECLARATIONS, 'Accident history must be none, declared or unknown'),
        accidentNote: optionalText('Accident note', 500),
        lien: optionalEnum(LIEN_DECLARATIONS, 'Lien status must be free, discharged-at-sale or unknown'),
        registeredIn: optionalText('Province or state of registration', 60),
        imported: optionalEnum(YES_NO_UNKNOWN, 'Out of province or imported must be yes, no or unknown'),
        importedFrom: optionalText('Country', 60),
        owners: z
          .preprocess(
            (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
            z
              .number('Number of owners must be a whole number')
              .int('Number of owners must be a whole number')
              .min(1, 'Number of owners must be at least 1')
              .max(50, 'Number of owners must be at most 50')
              .optional(),
          )
          .optional(),
      },
      'History must be an object',
    ),
  )
  .superRefine((h, ctx) => {
    if (h.accident === 'declared' && !h.accidentNote)
      ctx.addIssue({ code: 'custom', path: ['accidentNote'], message: 'Say what was declared (accident note)' });
  })
  .transform((h) => {
    const kept: VehicleHistory = { ...h };
    // A note or a country only travels with the answer it explains.
    if (kept.accident !== 'declared') delete kept.accidentNote;
    if (kept.imported !== 'yes') delete kept.importedFrom;
    return Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined)) as VehicleHistory;
  });

/** The declarations as the vehicle page lists them ({ label, value }), in a fixed order; unanswered ones are left out. */
export function historyLines(h: VehicleHistory | null | undefined): { label: string; value: string }[] {
  if (!h) return [];
  const lines: { label: string; value: string }[] = [];
  if (h.accident)
    lines.push({
      label: 'Accident history',
      value: h.accident === 'declared' && h.accidentNote ? `Declared: ${h.accidentNote}` : ACCIDENT_LABELS[h.accident],
    });
  if (h.lien) lines.push({ label: 'Lien status', value: LIEN_LABELS[h.lien] });
  if (h.registeredIn) lines.push({ label: 'Registered in', value: h.registeredIn });
  if (h.imported)
    lines.push({
      label: 'Previously out of province or imported',
      value: h.imported === 'yes' && h.importedFrom ? `Yes, from ${h.importedFrom}` : YES_NO_UNKNOWN_LABELS[h.imported],
    });
  if (h.owners) lines.push({ label: 'Owners', value: h.owners === 1 ? '1 (one owner)' : String(h.owners) });
  return lines;
}

/**
 * The schema.org properties a Vehicle has for these facts: numberOfPreviousOwners
 * ("the number of owners of the vehicle, including the current one") and
 * knownVehicleDamages (text). Lien, registration and import have none.
 */
export function historyJsonLd(h: VehicleHistory | null | undefined): Record<string, unknown> {
  if (!h) return {};
  return {
    ...(h.owners ? { numberOfPreviousOwners: h.owners } : {}),
    ...(h.accident === 'none' ? { knownVehicleDamages: 'None declared by the dealer' } : {}),
    ...(h.accident === 'declared' && h.accidentNote ? { knownVehicleDamages: h.accidentNote } : {}),
  };
}
