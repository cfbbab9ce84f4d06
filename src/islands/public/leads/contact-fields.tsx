import { TextAreaField, TextField, type BoundControl, type Tone } from '#src/islands/public/form-kit/fields';

export type ContactValues = { name: string; email: string; phone: string; message: string };
export const emptyContact: ContactValues = { name: '', email: '', phone: '', message: '' };

/** Name, e-mail, phone and an optional message: how the dealer answers. `field` is usePublicForm's. */
export function ContactFields({
  id,
  field,
  tone,
  messageLabel = 'Anything else we should know',
}: {
  id: string;
  field: (name: keyof ContactValues, id: string) => BoundControl;
  tone: Tone;
  messageLabel?: string;
}) {
  const f = (key: keyof ContactValues) => ({ field: field(key, `${id}-${key}`), tone });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...f('name')} label="Full name" autoComplete="name" />
      <TextField {...f('email')} label="Email" type="email" autoComplete="email" />
      <TextField {...f('phone')} label="Phone" type="tel" autoComplete="tel" optional />
      <TextAreaField {...f('message')} label={messageLabel} optional rows={3} className="sm:col-span-2" />
    </div>
  );
}
