// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { useState } from 'react';
import { loginSchema } from '#src/lib/validation/auth';
import { ApiError, api, NETWORK_ERROR_STATUS } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { flashToast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Field, FormError, Input } from '#src/islands/ui/field';

/** Which gate: the employee portal (username and password) or the admin area (the admin account's password only). */
export type Gate = 'employee' | 'admin';

/** Spec §8: the login failures, word for word. */
export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password. Please try again.',
  invalidPassword: 'Invalid password. Please try again.',
  denied: 'Access denied. You do not have permission to access the employee portal.',
  failed: 'An error occurred during login. Please try again.',
} as const;

type LoginAnswer = { authenticated?: boolean; role?: string; user?: { name?: string; username?: string } };

function messageFor(error: unknown, gate: Gate): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) return LOGIN_MESSAGES.failed;
  if (error.status === 401) return gate === 'admin' ? LOGIN_MESSAGES.invalidPassword : LOGIN_MESSAGES.invalid;
  if (error.status === 403) return LOGIN_MESSAGES.denied;
  if (error.status === 429) return error.message;
  // Plain HTTP with Secure cookies: the server's message says why and how to fix it.
  if (error.status === 400 && (error.body as { insecureTransport?: boolean } | null)?.insecureTransport) return error.message;
  return LOGIN_MESSAGES.failed;
}

/**
 * The sign-in form of both gates. The server decides (the admin gate's
 * password is checked there against the admin account); on a failure the
 * password is cleared and focused for the next try, the username kept.
 * `next` is already made safe by the page.
 */
export default function SignInForm({ gate, next }: { gate: Gate; next: string }) {
  const asksUsername = gate === 'employee';
  // Stays true after a success: the page is on its way to `next`.
  const [leaving, setLeaving] = useState(false);
  const form = useZodForm({
    schema: loginSchema,
    defaultValues: { username: '', password: '' },
    // The admin gate asks only for the password; the schema fills in the admin account.
    toInput: (v) => (asksUsername ? { username: v.username, password: v.password } : { gate: 'admin', password: v.password }),
    failure: { toast: false },
    onSubmit: async ({ username, password }) => {
      try {
        const answer = asksUsername
          ? await api<LoginAnswer>('/api/auth/login', { method: 'POST', body: { username, password }, on401: 'throw' })
          : await api<LoginAnswer>('/api/auth/admin-login', { method: 'POST', body: { password }, on401: 'throw' });
        if (!answer?.authenticated) throw new ApiError(401, asksUsername ? LOGIN_MESSAGES.invalid : LOGIN_MESSAGES.invalidPassword, answer);
        // Shown by the page that follows (this one is leaving): both gates greet by name.
        const name = answer.user?.name || answer.user?.username || username || 'Admin';
        flashToast({ title: 'Login Successful', description: `Welcome back, ${name}!` });
        setLeaving(true);
        window.location.assign(next);
      } catch (error) {
        form.setFormError(messageFor(error, gate));
        // A wrong password never stays in the field.
        form.setValue('password', '');
        requestAnimationFrame(() => form.setFocus('password'));
      }
    },
  });
  const username = form.bind('username', { id: 'username' });
  const password = form.bind('password', { id: 'password' });
  const pending = form.pending || leaving;

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-5" aria-describedby={form.formError ? 'login-failure' : undefined}>
      <FormError id="login-failure" message={form.formError} />
      {asksUsername && (
        <Field {...username.field} label="Username">
          <Input type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...username.control} />
        </Field>
      )}
      <Field {...password.field} label="Password">
        <Input type="password" autoComplete="current-password" autoFocus={!asksUsername} required {...password.control} />
      </Field>
      <Button type="submit" pending={pending} className="mt-1 h-11 w-full">
        {pending ? 'Signing in…' : asksUsername ? 'Sign In' : 'Enter'}
      </Button>
    </form>
  );
}
