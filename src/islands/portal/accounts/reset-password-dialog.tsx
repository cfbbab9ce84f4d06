// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { useEffect } from 'react';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Field, FormError, Input } from '#src/islands/ui/field';
import { resetPasswordSchema } from '#src/lib/validation/accounts';
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
  const form = useZodForm({
    schema: resetPasswordSchema,
    defaultValues: { password: '' },
    failure: { toast: 'Failed to reset the password. Please try again.' },
    onSubmit: async (data) => {
      if (!account) return;
      await api.put(`/api/users/${account.id}/password`, data);
      toast({ title: 'Password reset', description: `${accountName(account)} signs in with the new password from now on.` });
      onOpenChange(false);
    },
  });
  const { reset } = form;

  useEffect(() => {
    reset({ password: '' });
  }, [account, reset]);

  const password = form.bind('password', { id: 'reset-password', hint: HINT });

  return (
    <Dialog
      open={account !== null}
      onOpenChange={onOpenChange}
      busy={form.pending}
      size="sm"
      title="Reset password"
      description={account ? `A new password for ${accountName(account)} (${account.username}).` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={form.pending}>
            Cancel
          </Button>
          <Button type="submit" form="reset-password-form" pending={form.pending}>
            Reset password
          </Button>
        </>
      }
    >
      <form id="reset-password-form" onSubmit={form.submit} noValidate className="grid gap-4">
        <Field {...password.field} label="New password" required>
          <Input type="password" autoComplete="new-password" {...password.control} />
        </Field>
        <FormError message={form.formError} />
      </form>
    </Dialog>
  );
}
