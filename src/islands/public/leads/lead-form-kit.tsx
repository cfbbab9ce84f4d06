import { useCallback, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { fieldErrors, type ValidationIssue } from '#src/lib/validation/field-errors';

/**
 * The pieces the public lead forms share (trade-in, offer, financing): field
 * styles in the site's two tones, labelled controls wired to their error
 * messages, and a submit loop that validates with the server's schema, posts,
 * maps the API's field errors back and focuses the first invalid field.
 */

export type Tone = 'light' | 'dark';
export type Errors = Record<string, string>;

export function styles(tone: Tone) {
  const dark = tone === 'dark';
  return {
    label: `block text-[0.6875rem] font-medium tracking-[0.24em] uppercase ${dark ? 'text-gold' : 'text-bronze'}`,
    optional: `ml-2 tracking-normal normal-case ${dark ? 'text-ivory/75' : 'text-muted'}`,
    input: `mt-2 block w-full border px-4 py-3 text-[15px] transition-colors focus:outline-none ${
      dark
        ? 'border-ivory/20 bg-ink-2 text-ivory placeholder:text-ivory/40 focus:border-gold'
        : 'border-line bg-white text-ink placeholder:text-ink/40 focus:border-bronze'
    }`,
    error: `mt-1.5 text-sm ${dark ? 'text-[#f2a7a0]' : 'text-[#9b1c1c]'}`,
    hint: `mt-1.5 text-xs ${dark ? 'text-ivory/70' : 'text-muted'}`,
    legend: `mb-6 font-display text-2xl ${dark ? 'text-ivory' : 'text-ink'}`,
    note: `text-xs leading-relaxed ${dark ? 'text-ivory/75' : 'text-muted'}`,
    button: `shrink-0 px-8 py-3.5 text-[0.75rem] font-medium tracking-[0.24em] uppercase transition-colors disabled:cursor-wait disabled:opacity-70 ${
      dark ? 'bg-gold text-ink hover:bg-gold-light' : 'bg-ink text-ivory hover:bg-ink-3'
    }`,
  };
}

type FieldBase = {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  tone: Tone;
  className?: string;
};

function FieldShell({ id, label, error, hint, optional, tone, className, children }: Omit<FieldBase, 'name'> & { children: ReactNode }) {
  const s = styles(tone);
  return (
    <div className={className}>
      <label htmlFor={id} className={s.label}>
        {label}
        {optional && <span className={s.optional}>(optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={s.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const aria = (id: string, error?: string, hint?: ReactNode) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

export function TextField(
  props: FieldBase & {
    value: string;
    onChange: (v: string) => void;
    type?: string;
    autoComplete?: string;
    inputMode?: 'numeric' | 'text' | 'email' | 'tel';
    placeholder?: string;
    maxLength?: number;
  },
) {
  const { id, name, value, onChange, type = 'text', autoComplete = 'off', inputMode, placeholder, maxLength, tone, error, hint } = props;
  return (
    <FieldShell {...props}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={styles(tone).input}
        {...aria(id, error, hint)}
      />
    </FieldShell>
  );
}

export function TextAreaField(props: FieldBase & { value: string; onChange: (v: string) => void; rows?: number }) {
  const { id, name, value, onChange, rows = 4, tone, error, hint } = props;
  return (
    <FieldShell {...props}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${styles(tone).input} resize-y`}
        {...aria(id, error, hint)}
      />
    </FieldShell>
  );
}

export function SelectField(
  props: FieldBase & {
    value: string;
    onChange: (v: string) => void;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  },
) {
  const { id, name, value, onChange, options, placeholder = 'Choose…', tone, error, hint } = props;
  return (
    <FieldShell {...props}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${styles(tone).input} appearance-auto`}
        {...aria(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** '' → undefined (the schema then says the field is required); '$12,500' → 12500; anything else stays a number zod can refuse. */
export function numberOrUndefined(text: string): number | undefined {
  const t = text.replace(/[\s$,]/g, '');
  return t === '' ? undefined : Number(t);
}

type Issue = ValidationIssue;
type Parser<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } } };

/**
 * Validate → post → map errors. `post` returns the Response; a 400's field
 * errors land on the fields, anything else is a general failure.
 */
export function useLeadSubmit<T>(options: {
  schema: Parser<T>;
  payload: () => unknown;
  post: (data: T) => Promise<Response>;
  order: readonly string[];
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirst = (found: Errors) => {
    const first = options.order.find((k) => found[k]) ?? Object.keys(found)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  };
  const onSubmit = useCallback(
    async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      setFailure(null);
      const parsed = options.schema.safeParse(options.payload());
      if (!parsed.success) {
        const found = fieldErrors(parsed.error.issues);
        setErrors(found);
        focusFirst(found);
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        const response = await options.post(parsed.data);
        if (response.ok) {
          setSent(true);
          return;
        }
        const body = (await response.json().catch(() => null)) as { message?: string; errors?: Errors } | null;
        if (body?.errors) {
          setErrors(body.errors);
          focusFirst(body.errors);
        }
        setFailure(body?.message && response.status !== 400 ? body.message : 'Please check the highlighted fields.');
      } catch {
        setFailure('We could not send your request. Please check your connection and try again.');
      } finally {
        setSubmitting(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [submitting, options.payload],
  );
  return { form, errors, setErrors, submitting, failure, sent, setSent, onSubmit };
}

/** Shown in place of a form once its request is saved. */
export function SentPanel({
  title,
  children,
  tone,
  onAgain,
  againLabel,
}: {
  title: string;
  children: ReactNode;
  tone: Tone;
  onAgain?: () => void;
  againLabel?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div role="status" className={`border p-8 ${dark ? 'border-gold/40 text-ivory' : 'border-line bg-white text-ink'}`} data-lead-sent>
      <p className={`eyebrow ${dark ? 'text-gold' : 'text-bronze'}`}>Received</p>
      <h3 className="mt-3 font-display text-3xl">{title}</h3>
      <div className={`mt-4 leading-relaxed ${dark ? 'text-ivory/80' : 'text-ink/80'}`}>{children}</div>
      {onAgain && (
        <button
          type="button"
          onClick={onAgain}
          className={`mt-6 text-sm underline underline-offset-4 ${dark ? 'text-gold' : 'text-bronze'}`}
        >
          {againLabel}
        </button>
      )}
    </div>
  );
}

/** The honeypot: hidden from people and assistive technology; bots fill it and are quietly ignored. */
export function Honeypot({ id, inputRef }: { id: string; inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-website`}>Website</label>
      <input ref={inputRef} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
