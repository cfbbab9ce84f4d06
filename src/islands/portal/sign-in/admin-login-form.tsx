import { useId, useRef, useState, type SubmitEvent } from 'react';

const INVALID = 'Invalid password. Please try again.';
const NETWORK = 'An error occurred during login. Please try again.';

/**
 * The admin gate: a password only, checked by the server against the admin
 * account (POST /api/auth/admin-login). Nothing is kept in the browser but the
 * HttpOnly session cookie the server sets.
 */
export default function AdminLoginForm({ next }: { next: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!password) {
      setError('Password is required');
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const res = await fetch('/api/auth/admin-login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      if (res.ok) {
        window.location.assign(next);
        return;
      }
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      setError(res.status === 401 ? INVALID : (body?.message ?? INVALID));
    } catch {
      setError(NETWORK);
    }
    setPassword('');
    setSubmitting(false);
    input.current?.focus();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div>
        <label htmlFor="admin-password" className="block text-[11px] font-medium uppercase tracking-[0.22em] text-ink/65">
          Password
        </label>
        <input
          ref={input}
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-2 block w-full border-0 border-b border-ink/25 bg-transparent px-0 py-3 text-lg tracking-wide text-ink placeholder:text-ink/40 focus:border-gold focus:outline-none focus:ring-0"
        />
        <p id={errorId} role="alert" className="mt-3 min-h-5 text-sm text-red-800">
          {error}
        </p>
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="w-full bg-ink px-6 py-4 text-xs font-medium uppercase tracking-[0.25em] text-ivory transition hover:bg-ink-3 disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? 'Signing in…' : 'Enter'}
      </button>
    </form>
  );
}
