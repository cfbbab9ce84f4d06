import { useEffect, useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field, Input, describedBy } from '../../ui/field';
import { resetPasswordSchema } from '../../../lib/validation/accounts';
import { accountName, type AccountDto } from './account-types';

const HINT = 'At least 10 characters. They are signed out everywhere and sign in again with this one.';

/** Sets a new password for another account (PUT /api/users/{id}/password). */
export default function ResetPasswordDialog({
  account,
  onOpenChange,
}: {
  account: AccountDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setPassword('');
    setError(undefined);
  }, [account]);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!account) return;
    const parsed = resetPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).password);
      return;
    }
    setSaving(true);
    try {
      await api.put(`/api/users/${account.id}/password`, parsed.data);
      toast({ title: 'Password reset', description: `${accountName(account)} signs in with the new password from now on.` });
      onOpenChange(false);
    } catch (e) {
      setError(apiFieldErrors(e).password);
      toast({ title: 'Error', description: errorMessage(e, 'Failed to reset the password. Please try again.'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={account !== null}
      onOpenChange={onOpenChange}
      busy={saving}
      size="sm"
      title="Reset password"
      description={account ? `A new password for ${accountName(account)} (${account.username}).` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="reset-password-form" pending={saving}>
            Reset password
          </Button>
        </>
      }
    >
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <Field id="reset-password" label="New password" required error={error} hint={HINT}>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('reset-password', error, HINT)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
