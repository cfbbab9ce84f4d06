import { describedBy, Field, Input, Textarea } from '#src/islands/ui/field';

/** One labelled text input (or textarea with `rows`) of a page-copy editor, with its error and hint wired for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  rows?: number;
  required?: boolean;
}) {
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  };
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {rows ? (
        <Textarea rows={rows} {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
