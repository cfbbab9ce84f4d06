import { z } from 'zod';

/**
 * The facts an Ontario dealer must disclose about a used vehicle (O. Reg.
 * 333/08 s. 42 and Schedule 1). Staff answer each one; a vehicle cannot be
 * offered for sale until every one is answered (see `missingDisclosures`).
 */
export const BRAND_STATUSES = ['normal', 'rebuilt', 'salvage', 'irreparable'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];
export const BRAND_STATUS_LABELS: Record<BrandStatus, string> = {
  normal: 'Normal',
  rebuilt: 'Rebuilt',
  salvage: 'Salvage',
  irreparable: 'Irreparable',
};

export const SALE_TYPES = ['certified', 'as-is'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
/** The sale-type answer's short label (form and vehicle page): never 'Sold', which reads as the car's status. */
export const SALE_TYPE_LABEL = 'Certified or as-is';

/** The statement Ontario requires on a vehicle sold as-is (Schedule 1, item 10 of O. Reg. 333/08). */
export const AS_IS_STATEMENT =
  'This vehicle is being sold "as is", unfit, not e-tested and is not represented as being in road worthy condition, mechanically sound or maintained at any guaranteed level of quality. The vehicle may not be fit for use as a means of transportation and may require substantial repairs at the purchaser\'s expense. It may not be possible to register the vehicle to be driven in its current condition.';

export type VehicleDisclosures = {
  dailyRental: boolean;
  policeOrEmergency: boolean;
  taxiOrLimousine: boolean;
  brandStatus: BrandStatus;
  /** An accident or damage record over $3,000; `damageDetails` says what and the cost of repairs. */
  damageOver3000: boolean;
  damageDetails?: string;
  saleType: SaleType;
  hasWarranty: boolean;
  warrantyDetails?: string;
  /** Registered outside Ontario before; `outOfProvinceDetails` says where. */
  outOfProvince: boolean;
  outOfProvinceDetails?: string;
};

/** Each question in the order the form and the vehicle page ask it; `key` is what the API names when it is missing. */
export const DISCLOSURE_QUESTIONS = [
  { key: 'dailyRental', label: 'Previously used as a daily rental' },
  { key: 'policeOrEmergency', label: 'Previously used as a police or emergency vehicle' },
  { key: 'taxiOrLimousine', label: 'Previously used as a taxi or limousine' },
  { key: 'brandStatus', label: 'Vehicle branding' },
  { key: 'damageOver3000', label: 'Accident or damage over $3,000' },
  { key: 'saleType', label: 'Sold certified or as-is' },
  { key: 'hasWarranty', label: 'Warranty' },
  { key: 'outOfProvince', label: 'Previously registered outside Ontario' },
] as const;
export type DisclosureKey = (typeof DISCLOSURE_QUESTIONS)[number]['key'];

/** A "yes" that needs its details: the key of the details field for each such question. */
const DETAILS: Partial<Record<DisclosureKey, { field: 'damageDetails' | 'warrantyDetails' | 'outOfProvinceDetails'; label: string }>> = {
  damageOver3000: { field: 'damageDetails', label: 'Damage details' },
  hasWarranty: { field: 'warrantyDetails', label: 'Warranty details' },
  outOfProvince: { field: 'outOfProvinceDetails', label: 'Registration details' },
};

const details = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .optional()
    .transform((s) => (s ? s : undefined));
const answer = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

/**
 * What the API and the form accept: any subset answered (null or absent =
 * not answered yet). Completeness is checked separately, only when the
 * vehicle is offered for sale.
 */
export const disclosuresInputSchema = z
  .preprocess(
    (v) => v ?? {},
    z.object(
      {
        dailyRental: answer(z.boolean('Daily rental must be yes or no')),
        policeOrEmergency: answer(z.boolean('Police or emergency use must be yes or no')),
        taxiOrLimousine: answer(z.boolean('Taxi or limousine use must be yes or no')),
        brandStatus: answer(z.enum(BRAND_STATUSES, `Vehicle branding must be one of: ${BRAND_STATUSES.join(', ')}`)),
        damageOver3000: answer(z.boolean('Damage over $3,000 must be yes or no')),
        damageDetails: details('Damage details'),
        saleType: answer(z.enum(SALE_TYPES, 'Sold certified or as-is must be certified or as-is')),
        hasWarranty: answer(z.boolean('Warranty must be yes or no')),
        warrantyDetails: details('Warranty details'),
        outOfProvince: answer(z.boolean('Registered outside Ontario must be yes or no')),
        outOfProvinceDetails: details('Registration details'),
      },
      'Disclosures must be an object',
    ),
  )
  // Drop the undefined keys so the stored JSON holds only what was answered.
  .transform((d) => Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined)) as Partial<VehicleDisclosures>);

/**
 * The questions still to answer, as { 'disclosures.key': message }: an
 * unanswered question, or a "yes" without its details. Empty = complete.
 */
export function missingDisclosures(d: Partial<VehicleDisclosures> | null | undefined): Record<string, string> {
  const missing: Record<string, string> = {};
  const given = d ?? {};
  for (const q of DISCLOSURE_QUESTIONS) {
    if (given[q.key] === undefined || given[q.key] === null) missing[`disclosures.${q.key}`] = `Answer "${q.label}"`;
    const need = DETAILS[q.key];
    if (need && given[q.key] === true && !given[need.field])
      missing[`disclosures.${need.field}`] = `${need.label} are required when the answer is yes`;
  }
  return missing;
}

/** The statuses that offer a vehicle for sale on the public site: each needs every disclosure answered. */
export const OFFERED_STATUSES = ['available', 'reserved', 'pending'] as const;

/** The refusal's message: which answers are missing, in words. */
export function disclosureGateMessage(missing: Record<string, string>): string {
  const names = DISCLOSURE_QUESTIONS.filter((q) => `disclosures.${q.key}` in missing).map((q) => q.label.toLowerCase());
  const details = Object.keys(missing).filter((k) => k.endsWith('Details')).length;
  const parts = [...names, ...(details ? [`the details of ${details === 1 ? 'a "yes"' : `${details} "yes" answers`}`] : [])];
  return `Answer the disclosures before offering this vehicle for sale: ${parts.join('; ')}.`;
}

export function isDisclosureComplete(d: Partial<VehicleDisclosures> | null | undefined): d is VehicleDisclosures {
  return Object.keys(missingDisclosures(d)).length === 0;
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** The answers as label/value lines for the vehicle page's "Disclosures" section and the feeds (only answered ones). */
export function disclosureLines(d: Partial<VehicleDisclosures>): { key: DisclosureKey; label: string; value: string }[] {
  const value: Record<DisclosureKey, () => string | null> = {
    dailyRental: () => (d.dailyRental === undefined ? null : yesNo(d.dailyRental)),
    policeOrEmergency: () => (d.policeOrEmergency === undefined ? null : yesNo(d.policeOrEmergency)),
    taxiOrLimousine: () => (d.taxiOrLimousine === undefined ? null : yesNo(d.taxiOrLimousine)),
    brandStatus: () => (d.brandStatus ? BRAND_STATUS_LABELS[d.brandStatus] : null),
    damageOver3000: () =>
      d.damageOver3000 === undefined ? null : d.damageOver3000 ? `Yes${d.damageDetails ? `: ${d.damageDetails}` : ''}` : 'No',
    saleType: () => (d.saleType ? (d.saleType === 'certified' ? 'Certified (safety standards certificate)' : 'As-is') : null),
    hasWarranty: () => (d.hasWarranty === undefined ? null : d.hasWarranty ? (d.warrantyDetails ?? 'Yes') : 'No warranty'),
    outOfProvince: () =>
      d.outOfProvince === undefined
        ? null
        : d.outOfProvince
          ? `Yes${d.outOfProvinceDetails ? `: ${d.outOfProvinceDetails}` : ''}`
          : 'No, an Ontario vehicle',
  };
  // 'Sold: Certified' read as if the car were sold: the page says what the answer is about.
  const pageLabel: Partial<Record<DisclosureKey, string>> = { saleType: SALE_TYPE_LABEL };
  return DISCLOSURE_QUESTIONS.flatMap((q) => {
    const v = value[q.key]();
    return v === null ? [] : [{ key: q.key, label: pageLabel[q.key] ?? q.label, value: v }];
  });
}
