import { describedBy, Field, Input, Textarea } from '#src/islands/ui/field';

/** A text field of a block's editor, its error looked up by the field's dotted path (`slides.0.heading`). */
export function BlockTextField({
  path,
  label,
  value,
  onChange,
  errors,
  hint,
  rows,
  required = true,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: Record<string, string>;
  hint?: string;
  /** A textarea of this many rows instead of one line. */
  rows?: number;
  required?: boolean;
}) {
  const id = `block-${path.replace(/\./g, '-')}`;
  const error = errors[path];
  const control = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {rows ? (
        <Textarea {...control} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...control} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
