import { useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/card';
import { Field, Input, describedBy } from '../../ui/field';
import { changePasswordSchema } from '../../../lib/validation/auth';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const NEW_HINT = 'At least 10 characters.';

/** The signed-in admin's own password (PUT /api/auth/password); other sessions end, this one stays. */
export default function ChangePasswordForm({ username }: { username: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const control = (key: keyof Values, hint?: string) => ({
    id: `own-${key}`,
    name: key,
    type: 'password',
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': describedBy(`own-${key}`, errors[key], hint),
  });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api.put('/api/auth/password', parsed.data);
      setValues(EMPTY);
      toast({ title: 'Password changed', description: 'Use the new password the next time you sign in.' });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to change the password. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title="Your password">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change your password">
        {/* A hidden username helps password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Field id="own-currentPassword" label="Current password" required error={errors.currentPassword}>
          <Input autoComplete="current-password" {...control('currentPassword')} />
        </Field>
        <Field id="own-newPassword" label="New password" required error={errors.newPassword} hint={NEW_HINT}>
          <Input autoComplete="new-password" {...control('newPassword', NEW_HINT)} />
        </Field>
        <Field id="own-confirmPassword" label="Confirm new password" required error={errors.confirmPassword}>
          <Input autoComplete="new-password" {...control('confirmPassword')} />
        </Field>
        <div>
          <Button type="submit" pending={saving}>
            Change password
          </Button>
        </div>
      </form>
    </Panel>
  );
}
