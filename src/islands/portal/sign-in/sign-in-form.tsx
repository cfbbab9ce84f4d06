import { useRef, useState, type SubmitEvent } from 'react';
import { ApiError, api, NETWORK_ERROR_STATUS } from '../../lib/api';
import { flashToast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { Field, Input, describedBy } from '../../ui/field';

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
  return LOGIN_MESSAGES.failed;
}

/**
 * The sign-in form of both gates. The server decides (the admin gate's
 * password is checked there against the admin account); on a failure the
 * password is cleared and focused for the next try, the username kept.
 * `next` is already made safe by the page.
 */
export default function SignInForm({ gate, next }: { gate: Gate; next: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const asksUsername = gate === 'employee';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const missing = {
      username: !asksUsername || username.trim() ? undefined : 'Username is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(missing);
    setFailure(null);
    if (missing.username || missing.password) return;
    setPending(true);
    try {
      const answer = asksUsername
        ? await api<LoginAnswer>('/api/auth/login', { method: 'POST', body: { username: username.trim(), password }, on401: 'throw' })
        : await api<LoginAnswer>('/api/auth/admin-login', { method: 'POST', body: { password }, on401: 'throw' });
      if (asksUsername) {
        if (!answer?.authenticated) throw new ApiError(401, LOGIN_MESSAGES.invalid, answer);
        const name = answer.user?.name || answer.user?.username || username.trim();
        flashToast({ title: 'Login Successful', description: `Welcome back, ${name}!` });
      }
      window.location.assign(next);
    } catch (error) {
      setFailure(messageFor(error, gate));
      // A wrong password never stays in the field.
      setPassword('');
      setPending(false);
      requestAnimationFrame(() => passwordInput.current?.focus());
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-describedby={failure ? 'login-failure' : undefined}>
      {failure && (
        <p id="login-failure" role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          {failure}
        </p>
      )}
      {asksUsername && (
        <Field id="username" label="Username" error={errors.username}>
          <Input
            id="username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy('username', errors.username)}
            required
          />
        </Field>
      )}
      <Field id="password" label="Password" error={errors.password}>
        <Input
          ref={passwordInput}
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus={!asksUsername}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', errors.password)}
          required
        />
      </Field>
      <Button type="submit" pending={pending} className="mt-1 h-11 w-full">
        {pending ? 'Signing in…' : asksUsername ? 'Sign In' : 'Enter'}
      </Button>
    </form>
  );
}
