import {
  AS_IS_STATEMENT,
  BRAND_STATUS_LABELS,
  BRAND_STATUSES,
  SALE_TYPE_LABEL,
  type DisclosureKey,
  type VehicleDisclosures,
} from '#src/lib/disclosures';
import type { Ref } from 'react';
import { Field, Input, describedBy } from '#src/islands/ui/field';

type Answers = Partial<VehicleDisclosures>;
type Props = {
  value: Answers;
  onChange: (value: Answers) => void;
  /** Field errors keyed as the API names them: 'disclosures.dailyRental', 'disclosures.damageDetails', … */
  errors: Record<string, string>;
  /** A message about the disclosures as a whole (a server error on no single answer). */
  error?: string;
  /** Given the first radio, so the form can focus the questions when they hold the first error. */
  firstRef?: Ref<HTMLInputElement>;
};

type Choice = { value: string; label: string };
const YES_NO: Choice[] = [
  { value: 'false', label: 'No' },
  { value: 'true', label: 'Yes' },
];

/**
 * The OMVIC disclosures of the vehicle form: every question must be answered
 * before the vehicle is offered for sale (the server refuses otherwise).
 * Each question is a radio group; "Yes" answers that need details open a
 * field for them. The first radio of a group has the id `vehicle-disclosures.<key>`
 * so the form can focus the first unanswered question.
 */
export function DisclosuresFieldset({ value, onChange, errors, error: groupError, firstRef }: Props) {
  const set = (patch: Answers) => onChange({ ...value, ...patch });

  let firstGroup = true;
  const group = (key: DisclosureKey, label: string, choices: Choice[], current: string | undefined, pick: (v: string) => Answers) => {
    const ref = firstGroup ? firstRef : undefined;
    firstGroup = false;
    const id = `vehicle-disclosures.${key}`;
    const error = errors[`disclosures.${key}`];
    return (
      <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} className="grid gap-1.5">
        <p id={`${id}-label`} className="text-xs font-medium tracking-wide text-ink/75">
          {label}
          <span className="ml-0.5 text-[#74572d]" aria-hidden="true">
            *
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {choices.map((c, i) => (
            <label
              key={c.value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-ink/15 px-3 py-1.5 text-sm text-ink/85 has-checked:border-ink has-checked:bg-ink has-checked:text-ivory has-focus-visible:ring-2 has-focus-visible:ring-gold/40"
            >
              <input
                type="radio"
                id={i === 0 ? id : undefined}
                ref={i === 0 ? ref : undefined}
                name={id}
                value={c.value}
                checked={current === c.value}
                onChange={() => set(pick(c.value))}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              {c.label}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="text-xs font-medium text-red-700" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  const yesNo = (
    key: 'dailyRental' | 'policeOrEmergency' | 'taxiOrLimousine' | 'damageOver3000' | 'hasWarranty' | 'outOfProvince',
    label: string,
  ) => group(key, label, YES_NO, value[key] === undefined ? undefined : String(value[key]), (v) => ({ [key]: v === 'true' }));

  const details = (key: 'damageDetails' | 'warrantyDetails' | 'outOfProvinceDetails', label: string, placeholder: string) => {
    const id = `vehicle-disclosures.${key}`;
    const error = errors[`disclosures.${key}`];
    return (
      <Field id={id} label={label} error={error} required className="sm:col-span-2">
        <Input
          id={id}
          value={value[key] ?? ''}
          placeholder={placeholder}
          maxLength={500}
          onChange={(e) => set({ [key]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
        />
      </Field>
    );
  };

  return (
    <fieldset className="grid gap-4 rounded-lg border border-ink/10 bg-ivory/40 p-4 sm:grid-cols-2" data-testid="disclosures">
      <legend className="px-1 text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">Disclosures</legend>
      {groupError && (
        <p className="text-xs font-medium text-red-700 sm:col-span-2" role="alert">
          {groupError}
        </p>
      )}
      <p className="text-xs text-ink/65 sm:col-span-2">
        What Ontario requires you to tell the buyer. Answer every question before the vehicle is offered for sale; the answers show on its
        page.
      </p>
      {yesNo('dailyRental', 'Previously used as a daily rental')}
      {yesNo('policeOrEmergency', 'Previously used as a police or emergency vehicle')}
      {yesNo('taxiOrLimousine', 'Previously used as a taxi or limousine')}
      {group(
        'brandStatus',
        'Vehicle branding',
        BRAND_STATUSES.map((b) => ({ value: b, label: BRAND_STATUS_LABELS[b] })),
        value.brandStatus,
        (v) => ({ brandStatus: v as VehicleDisclosures['brandStatus'] }),
      )}
      {yesNo('damageOver3000', 'Accident or damage over $3,000')}
      {group(
        'saleType',
        SALE_TYPE_LABEL,
        [
          { value: 'certified', label: 'Certified' },
          { value: 'as-is', label: 'As-is' },
        ],
        value.saleType,
        (v) => ({ saleType: v as VehicleDisclosures['saleType'] }),
      )}
      {value.damageOver3000 && details('damageDetails', 'Damage details', 'What was repaired, and the total cost of repairs')}
      {value.saleType === 'as-is' && (
        <p className="rounded-md border border-amber-700/30 bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-900 sm:col-span-2">
          The vehicle page will carry the required statement: {AS_IS_STATEMENT}
        </p>
      )}
      {yesNo('hasWarranty', 'Warranty')}
      {yesNo('outOfProvince', 'Previously registered outside Ontario')}
      {value.hasWarranty && details('warrantyDetails', 'Warranty details', "e.g. Balance of the manufacturer's warranty to June 2027")}
      {value.outOfProvince && details('outOfProvinceDetails', 'Registration details', 'e.g. Previously registered in Quebec')}
    </fieldset>
  );
}
