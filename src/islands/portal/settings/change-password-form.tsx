// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { KeyRound } from 'lucide-react';
import { changePasswordSchema } from '#src/lib/validation/auth';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';
import { Field, FormError, Input } from '#src/islands/ui/field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const NEW_HINT = 'At least 10 characters. A short sentence is easy to remember and hard to guess.';

/**
 * The signed-in user's own password (PUT /api/auth/password), mounted by both
 * the employee settings screen and the admin settings page. Every session of
 * the account ends; the answer sets this browser's new session cookie, so the
 * page stays signed in without doing anything.
 */
export default function ChangePasswordForm({ username, className }: { username?: string; className?: string }) {
  const form = useZodForm({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
    failure: { toast: 'Failed to change the password. Please try again.' },
    onSubmit: async (data) => {
      await api.put('/api/auth/password', data);
      form.reset(EMPTY);
      toast({
        title: 'Password Changed',
        description: 'Use your new password next time you sign in. Your other sessions were signed out.',
      });
    },
  });
  const current = form.bind('currentPassword', { id: 'password-current' });
  const next = form.bind('newPassword', { id: 'password-new', hint: NEW_HINT });
  const confirm = form.bind('confirmPassword', { id: 'password-confirm' });

  return (
    <Panel title="Change password" className={className}>
      <form onSubmit={form.submit} noValidate className="grid gap-4" aria-label="Change your password">
        {/* A hidden username helps password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
        <Field {...current.field} label="Current password" required>
          <Input type="password" autoComplete="current-password" {...current.control} />
        </Field>
        <Field {...next.field} label="New password" required>
          <Input type="password" autoComplete="new-password" {...next.control} />
        </Field>
        <Field {...confirm.field} label="Confirm new password" required>
          <Input type="password" autoComplete="new-password" {...confirm.control} />
        </Field>
        <FormError message={form.formError} />
        <div>
          <Button type="submit" pending={form.pending}>
            <KeyRound className="size-4" aria-hidden="true" />
            Change Password
          </Button>
        </div>
      </form>
    </Panel>
  );
}
