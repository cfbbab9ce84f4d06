import { KeyRound } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { changePasswordSchema } from '../../../lib/validation/auth';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/card';
import { Field, Input, describedBy } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings: change your own password (PUT /api/auth/password); other sessions of the account end. */
export default function SettingsScreen({ username }: { username?: string }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: SubmitEvent) => {
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
      setValues(empty);
      toast({
        title: 'Password Changed',
        description: 'Use your new password next time you sign in. Your other sessions were signed out.',
      });
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
  };

  const field = (key: keyof Values, label: string, autoComplete: string, hint?: string) => (
    <Field id={`settings-${key}`} label={label} error={errors[key]} hint={hint} required>
      <Input
        id={`settings-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`settings-${key}`, errors[key], hint)}
      />
    </Field>
  );

  return (
    <div>
      <PageHeader eyebrow="Account" title="Settings" description={username ? `Signed in as ${username}.` : undefined} />
      <Panel title="Change password" className="max-w-xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
          {field('currentPassword', 'Current password', 'current-password')}
          {field(
            'newPassword',
            'New password',
            'new-password',
            'At least 10 characters. A short sentence is easy to remember and hard to guess.',
          )}
          {field('confirmPassword', 'Confirm new password', 'new-password')}
          <div>
            <Button type="submit" pending={saving}>
              <KeyRound className="size-4" aria-hidden="true" />
              Change Password
            </Button>
          </div>
        </form>
      </Panel>
    </div>
  );
}
