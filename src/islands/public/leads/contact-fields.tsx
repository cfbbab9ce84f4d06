import { TextAreaField, TextField, type Errors, type Tone } from './lead-form-kit';

export type ContactValues = { name: string; email: string; phone: string; message: string };
export const emptyContact: ContactValues = { name: '', email: '', phone: '', message: '' };
export const CONTACT_FIELD_ORDER = ['name', 'email', 'phone', 'message'] as const;

export function contactPayload(v: ContactValues) {
  return { name: v.name, email: v.email, phone: v.phone.trim() || undefined, message: v.message.trim() || undefined };
}

/** Name, e-mail, phone and an optional message: how the dealer answers. */
export function ContactFields({
  id,
  values,
  onChange,
  errors,
  tone,
  messageLabel = 'Anything else we should know',
}: {
  id: string;
  values: ContactValues;
  onChange: (v: ContactValues) => void;
  errors: Errors;
  tone: Tone;
  messageLabel?: string;
}) {
  const f = (key: keyof ContactValues) => ({
    id: `${id}-${key}`,
    name: key,
    error: errors[key],
    tone,
    value: values[key],
    onChange: (v: string) => onChange({ ...values, [key]: v }),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...f('name')} label="Full name" autoComplete="name" />
      <TextField {...f('email')} label="Email" type="email" autoComplete="email" />
      <TextField {...f('phone')} label="Phone" type="tel" autoComplete="tel" optional />
      <TextAreaField {...f('message')} label={messageLabel} optional rows={3} className="sm:col-span-2" />
    </div>
  );
}
