import { useState, type SubmitEvent } from 'react';
import { ApiError, api, NETWORK_ERROR_STATUS } from '../../lib/api';
import { safeNext } from '../../lib/safe-next';
import { flashToast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { Field, Input, describedBy } from '../../ui/field';

/** Spec §8: the three login failures, word for word. */
export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password. Please try again.',
  denied: 'Access denied. You do not have permission to access the employee portal.',
  failed: 'An error occurred during login. Please try again.',
} as const;

type LoginAnswer = { authenticated: boolean; role: string; user?: { name?: string; username?: string } };

function messageFor(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) return LOGIN_MESSAGES.failed;
  if (error.status === 401) return LOGIN_MESSAGES.invalid;
  if (error.status === 403) return LOGIN_MESSAGES.denied;
  if (error.status === 429) return error.message;
  return LOGIN_MESSAGES.failed;
}

export default function LoginForm({ next }: { next?: string | null }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const missing = {
      username: username.trim() ? undefined : 'Username is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(missing);
    setFailure(null);
    if (missing.username || missing.password) return;
    setPending(true);
    try {
      const answer = await api<LoginAnswer>('/api/auth/login', {
        method: 'POST',
        body: { username: username.trim(), password },
        on401: 'throw',
      });
      if (!answer?.authenticated) throw new ApiError(401, LOGIN_MESSAGES.invalid, answer);
      const name = answer.user?.name || answer.user?.username || username.trim();
      flashToast({ title: 'Login Successful', description: `Welcome back, ${name}!` });
      window.location.assign(safeNext(next));
    } catch (error) {
      setFailure(messageFor(error));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-describedby={failure ? 'login-failure' : undefined}>
      {failure && (
        <p id="login-failure" role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          {failure}
        </p>
      )}
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
      <Field id="password" label="Password" error={errors.password}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', errors.password)}
          required
        />
      </Field>
      <Button type="submit" pending={pending} className="mt-1 h-11 w-full">
        {pending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
