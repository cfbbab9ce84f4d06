import { useEffect, useRef, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The public forms' fields (inquiry, booking, trade-in, offer, financing) in
 * the site's two tones: a label, the control, a hint and the error, the
 * control linked to them (aria-invalid, aria-describedby). Controls are
 * uncontrolled and registered with react-hook-form: pass `field(name)` of
 * usePublicForm, which carries the id, the error and register()'s props.
 */

export type Tone = 'light' | 'dark';

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
    errorTone: dark ? 'text-[#f2a7a0]' : 'text-[#9b1c1c]',
    hint: `mt-1.5 text-xs ${dark ? 'text-ivory/70' : 'text-muted'}`,
    legend: `mb-6 font-display text-2xl ${dark ? 'text-ivory' : 'text-ink'}`,
    note: `text-xs leading-relaxed ${dark ? 'text-ivory/75' : 'text-muted'}`,
    button: `shrink-0 px-8 py-3.5 text-[0.75rem] font-medium tracking-[0.24em] uppercase transition-colors disabled:cursor-wait disabled:opacity-70 ${
      dark ? 'bg-gold text-ink hover:bg-gold-light' : 'bg-ink text-ivory hover:bg-ink-3'
    }`,
  };
}

/**
 * What usePublicForm's `field(name)` gives a control: its id, its message, register()'s props and the
 * value the server renders it with (a form shown again after a post without JavaScript keeps what was typed).
 */
export type BoundControl = UseFormRegisterReturn & { id: string; error?: string; defaultValue?: string; defaultChecked?: boolean };

type FieldBase = {
  field: BoundControl;
  /** The value in the server's HTML (a form re-rendered after a post without JavaScript keeps what was typed). */
  defaultValue?: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  tone: Tone;
  className?: string;
};

function FieldShell({ field: { id, error }, label, hint, optional, tone, className, children }: FieldBase & { children: ReactNode }) {
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

/** The control's own props: register()'s, the id and the accessibility links to its hint or error. */
export function controlProps({ error, ...control }: BoundControl, hint?: ReactNode) {
  return {
    ...control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${control.id}-error` : hint ? `${control.id}-hint` : undefined,
  } as const;
}

export function TextField(
  props: FieldBase & {
    type?: string;
    autoComplete?: string;
    inputMode?: 'numeric' | 'text' | 'email' | 'tel';
    placeholder?: string;
    maxLength?: number;
  },
) {
  const { field, defaultValue, type = 'text', autoComplete = 'off', inputMode, placeholder, maxLength, tone, hint } = props;
  return (
    <FieldShell {...props}>
      <input
        defaultValue={defaultValue}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        className={styles(tone).input}
        {...controlProps(field, hint)}
      />
    </FieldShell>
  );
}

export function TextAreaField(props: FieldBase & { rows?: number }) {
  const { field, defaultValue, rows = 4, tone, hint } = props;
  return (
    <FieldShell {...props}>
      <textarea defaultValue={defaultValue} rows={rows} className={`${styles(tone).input} resize-y`} {...controlProps(field, hint)} />
    </FieldShell>
  );
}

export function SelectField(props: FieldBase & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const { field, options, placeholder = 'Choose…', tone, hint } = props;
  return (
    <FieldShell {...props}>
      <select className={`${styles(tone).input} appearance-auto`} {...controlProps(field, hint)}>
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

/** A required agreement: the box, its words as the label, and the error under it. */
export function CheckboxField({ field, children, tone }: { field: BoundControl; children: ReactNode; tone: Tone }) {
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed">
        <input type="checkbox" className="mt-1 h-4 w-4 shrink-0 accent-ink" {...controlProps(field)} />
        <span>{children}</span>
      </label>
      {field.error && (
        <p id={`${field.id}-error`} className={styles(tone).error}>
          {field.error}
        </p>
      )}
    </div>
  );
}

/** Shown in place of a form once its request is saved. */
export function SentPanel({
  id,
  title,
  children,
  tone,
  onAgain,
  againLabel,
}: {
  /** The form's id: the redirect after a post without JavaScript lands on it. */
  id?: string;
  title: string;
  children: ReactNode;
  tone: Tone;
  onAgain?: () => void;
  againLabel?: string;
}) {
  const dark = tone === 'dark';
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces a form that may have been much taller (a phone): bring it into view and put the focus on its
  // heading, so the visitor sees, and a screen reader announces, that the request arrived.
  useEffect(() => {
    // At once: the page's smooth scrolling could still be under way when the heading is read out.
    panel.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      id={id}
      ref={panel}
      role="status"
      className={`scroll-mt-28 border p-8 ${dark ? 'border-gold/40 text-ivory' : 'border-line bg-white text-ink'}`}
      data-lead-sent
    >
      <p className={`eyebrow ${dark ? 'text-gold' : 'text-bronze'}`}>Received</p>
      <h3 ref={heading} tabIndex={-1} className="mt-3 font-display text-3xl outline-none">
        {title}
      </h3>
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

/** The honeypot: hidden from people and assistive technology; bots fill it and are quietly ignored (src/server/leads/honeypot.ts). */
export function Honeypot({ field }: { field: BoundControl }) {
  const { error: _none, defaultChecked: _box, ...control } = field;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={control.id}>Website</label>
      <input {...control} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The message under the form when it could not be sent, read out at once. `space` replaces the top margin. */
export function FormFailure({ message, tone, space = 'mt-1.5' }: { message: string | null; tone: Tone; space?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`${space} text-sm ${styles(tone).errorTone}`}>
      {message}
    </p>
  );
}
