import {
  ACCIDENT_HISTORIES,
  ACCIDENT_HISTORY_LABELS,
  LIEN_STATUSES,
  LIEN_STATUS_LABELS,
  TRADE_CONDITIONS,
  TRADE_CONDITION_LABELS,
} from '#src/lib/leads/options';
import { SelectField, TextField, type BoundControl, type Tone } from '#src/islands/public/form-kit/fields';

/** The trade vehicle as typed (strings), shared by the trade-in form and an offer's trade-in. */
export type TradeValues = {
  year: string;
  make: string;
  model: string;
  trim: string;
  mileage: string;
  vin: string;
  condition: string;
  accidentHistory: string;
  lien: string;
  lienAmount: string;
};
export const emptyTrade: TradeValues = {
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '',
  vin: '',
  condition: '',
  accidentHistory: '',
  lien: '',
  lienAmount: '',
};
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((v) => ({ value: v, label: labels[v] }));

/**
 * Year, make, model, trim, km, VIN, condition, accidents and lien. `prefix` namespaces the names ('tradeIn.').
 * The amount owing is always there (read only when a loan or lease is owing, src/lib/leads/lead-form.ts): no
 * field appears on a choice, so the form works before JavaScript and nothing re-renders what was typed.
 */
export function TradeVehicleFields<P extends '' | 'tradeIn.'>({
  id,
  field,
  tone,
  prefix,
}: {
  id: string;
  field: (name: `${P}${keyof TradeValues}`, id: string) => BoundControl;
  tone: Tone;
  prefix: P;
}) {
  const f = (key: keyof TradeValues) => ({ field: field(`${prefix}${key}`, `${id}-${key}`), tone });
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <TextField {...f('year')} label="Year" inputMode="numeric" maxLength={4} />
      <TextField {...f('make')} label="Make" placeholder="e.g. Porsche" />
      <TextField {...f('model')} label="Model" placeholder="e.g. 911 Carrera" />
      <TextField {...f('trim')} label="Trim" optional placeholder="e.g. GTS" />
      <TextField {...f('mileage')} label="Odometer (km)" inputMode="numeric" />
      <TextField {...f('vin')} label="VIN" optional hint="17 characters; on the ownership or the windshield plate." maxLength={17} />
      <SelectField
        {...f('condition')}
        label="Condition"
        options={options(TRADE_CONDITIONS, TRADE_CONDITION_LABELS)}
        className="sm:col-span-2 lg:col-span-1"
      />
      <SelectField {...f('accidentHistory')} label="Accident history" options={options(ACCIDENT_HISTORIES, ACCIDENT_HISTORY_LABELS)} />
      <SelectField {...f('lien')} label="Loan or lease owing" options={options(LIEN_STATUSES, LIEN_STATUS_LABELS)} />
      <TextField {...f('lienAmount')} label="Amount owing ($)" optional inputMode="numeric" hint="If a loan or lease is owing." />
    </div>
  );
}
