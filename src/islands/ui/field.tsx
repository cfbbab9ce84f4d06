import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

/** Shared look of text inputs, selects and textareas; red border when invalid. */
export const controlClass =
  'block w-full rounded-md border border-ink/15 bg-white px-3 text-sm text-ink placeholder:text-ink/60 shadow-xs transition ' +
  'focus:border-gold focus:ring-2 focus:ring-gold/25 focus:outline-none disabled:bg-ink/[0.03] disabled:text-ink/65 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/20';

export type FieldProps = {
  /** The id of the control; the label points at it and the error is linked with aria-describedby. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error text. Give the control `id`, `aria-invalid` and `aria-describedby={describedBy(id, error, hint)}`. */
export function Field({ id, label, error, hint, required, className, children }: FieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-ink/75">
        {label}
        {required && (
          <span className="ml-0.5 text-[#74572d]" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink/65">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby value matching what <Field> renders. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export function Input({ className, ref, ...rest }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(controlClass, 'h-10', className)} {...rest} />;
}

export function Textarea({ className, ref, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(controlClass, 'py-2 leading-relaxed', className)} {...rest} />;
}

export type SelectOption = { value: string; label: string };

/** A native select (fast, keyboard- and screen-reader-friendly, works on tablets). */
export function Select({
  options,
  className,
  placeholder,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string; ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      ref={ref}
      className={cn(
        controlClass,
        'h-10 appearance-none bg-[length:16px] bg-[right_0.6rem_center] bg-no-repeat pr-8 select-chevron',
        className,
      )}
      {...rest}
    >
      {placeholder && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** ['A', 'B'] → [{ value: 'A', label: 'A' }, …] for Select. */
export function toOptions(values: readonly string[], label: (v: string) => string = (v) => v): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A labelled checkbox row. */
export function Checkbox({
  id,
  label,
  className,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; ref?: Ref<HTMLInputElement> }) {
  return (
    <label htmlFor={id} className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-ink/80', className)}>
      <input ref={ref} id={id} type="checkbox" className="size-4 rounded border-ink/30 accent-ink" {...rest} />
      {label}
    </label>
  );
}

/** A failure that belongs to the whole form (a conflict, a server or network error); nothing when `message` is empty. */
export function FormError({ message, id, className }: { message?: string | null; id?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800', className)}>
      {message}
    </p>
  );
}
