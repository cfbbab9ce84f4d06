import {
  ACCIDENT_DECLARATIONS,
  ACCIDENT_LABELS,
  LIEN_DECLARATIONS,
  LIEN_LABELS,
  YES_NO_UNKNOWN,
  YES_NO_UNKNOWN_LABELS,
  type VehicleHistory,
} from '#src/lib/history/declarations';
import { Field, Input, Select, describedBy } from '#src/islands/ui/field';

/** The history as the dialog edits it: every answer as typed text ('' = not answered). */
export type HistoryFormValues = Record<keyof VehicleHistory, string>;

export function historyToForm(h: VehicleHistory | null | undefined): HistoryFormValues {
  return {
    carfaxUrl: h?.carfaxUrl ?? '',
    accident: h?.accident ?? '',
    accidentNote: h?.accidentNote ?? '',
    lien: h?.lien ?? '',
    registeredIn: h?.registeredIn ?? '',
    imported: h?.imported ?? '',
    importedFrom: h?.importedFrom ?? '',
    owners: h?.owners ? String(h.owners) : '',
  };
}

/** Server and schema errors on the history, keyed as the API names them ('history.carfaxUrl'). */
export const HISTORY_FIELDS = Object.keys(historyToForm({})).map((k) => `history.${k}`);

type Props = {
  value: HistoryFormValues;
  onChange: (value: HistoryFormValues) => void;
  errors: Record<string, string>;
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => [
  { value: '', label: 'Not answered' },
  ...values.map((v) => ({ value: v, label: labels[v] })),
];

/**
 * "History" in the vehicle dialog: the CARFAX Canada report link (only carfax.ca
 * links are taken) and the dealer's declarations shown beside the OMVIC
 * disclosures on the vehicle page. Every answer is optional: 'Unknown' is honest.
 */
export function HistoryFieldset({ value, onChange, errors }: Props) {
  const set = (patch: Partial<HistoryFormValues>) => onChange({ ...value, ...patch });
  const field = (
    key: keyof HistoryFormValues,
    label: string,
    control: 'text' | readonly { value: string; label: string }[],
    extra = {},
  ) => {
    const id = `vehicle-history.${key}`;
    const error = errors[`history.${key}`];
    const common = {
      id,
      value: value[key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error),
    } as const;
    return (
      <Field id={id} label={label} error={error} {...extra}>
        {control === 'text' ? (
          <Input {...common} maxLength={500} onChange={(e) => set({ [key]: e.target.value })} />
        ) : (
          <Select {...common} options={control} onChange={(e) => set({ [key]: e.target.value })} />
        )}
      </Field>
    );
  };
  return (
    <fieldset className="grid gap-4 rounded-lg border border-ink/10 bg-ivory/40 p-4 sm:grid-cols-2" data-testid="history-fieldset">
      <legend className="px-1 text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">History</legend>
      <p className="text-xs text-ink/65 sm:col-span-2">
        Shown on the vehicle page beside the disclosures. Leave an answer blank until you know it, or say Unknown.
      </p>
      {field('carfaxUrl', 'CARFAX Canada report link', 'text', { className: 'sm:col-span-2' })}
      {field('accident', 'Accident history', options(ACCIDENT_DECLARATIONS, ACCIDENT_LABELS))}
      {field('lien', 'Lien status', options(LIEN_DECLARATIONS, LIEN_LABELS))}
      {value.accident === 'declared' && field('accidentNote', 'What was declared', 'text', { className: 'sm:col-span-2', required: true })}
      {field('registeredIn', 'Province or state of registration', 'text')}
      {field('owners', 'Number of owners (if known)', 'text')}
      {field('imported', 'Previously out of province or imported', options(YES_NO_UNKNOWN, YES_NO_UNKNOWN_LABELS))}
      {value.imported === 'yes' && field('importedFrom', 'From which country', 'text')}
    </fieldset>
  );
}

/** The form's nested errors on the history as the fieldset reads them: { 'history.carfaxUrl': message }. */
export function historyErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, error] of Object.entries((errors ?? {}) as Record<string, { message?: unknown } | undefined>))
    if (typeof error?.message === 'string' && key !== 'message' && key !== 'type' && key !== 'ref') out[`history.${key}`] = error.message;
  return out;
}
