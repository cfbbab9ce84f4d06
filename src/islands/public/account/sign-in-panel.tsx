import { useState } from 'react';
import { call, type Me } from './account-api';

type Props = { localCount: number; onSignedIn: (me: Me) => void; localSaves: () => number[]; notice?: string | null };

/** Signed out: an e-mailed one-time link, or a passkey made on an earlier visit. No password, ever. */
export default function SignInPanel({ localCount, onSignedIn, localSaves, notice }: Props) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(notice ?? null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passkeys = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const sendLink = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    // The shared schema (zod) is fetched on the first send, not with the page: /account's JavaScript at load stays in budget.
    const [{ shopperEmailSchema }, z] = await Promise.all([import('#src/lib/validation/shoppers'), import('zod/mini')]);
    const parsed = z.safeParse(shopperEmailSchema, email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
    setBusy(true);
    setError(null);
    const res = await call<{ message: string }>('/api/shopper/sign-in/link', 'POST', { email: parsed.data });
    setBusy(false);
    if (res.ok) setSent(res.data.message);
    else setError(res.failure.errors?.email ?? res.failure.message);
  };

  const usePasskey = async () => {
    setError(null);
    // The WebAuthn helper is fetched with the options (not at page load): no extra wait after the tap.
    const [options, { startAuthentication }] = await Promise.all([
      call<Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON']>(
        '/api/shopper/sign-in/passkey-options',
        'POST',
      ),
      import('@simplewebauthn/browser'),
    ]);
    if (!options.ok) return setError(options.failure.message);
    let response;
    try {
      response = await startAuthentication({ optionsJSON: options.data });
    } catch {
      return setError('No passkey was used. You can sign in with an e-mailed link instead.');
    }
    const res = await call<Me>('/api/shopper/sign-in/passkey', 'POST', { response, saved: localSaves() });
    if (res.ok) onSignedIn(res.data);
    else setError(res.failure.message);
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
      <div>
        <h2 className="font-display text-3xl md:text-4xl">Sign in to your garage</h2>
        <p className="mt-4 max-w-prose leading-relaxed text-ink/80">
          Keep the cars you love, ask to hear when the one you are waiting for arrives, and manage your viewings. There is no password: we
          e-mail you a link that signs you in once, within 15 minutes.
        </p>
        {localCount > 0 && (
          <p className="mt-4 border-l-2 border-bronze/50 pl-4 text-sm text-ink/80" data-testid="local-saves-note">
            You saved {localCount} {localCount === 1 ? 'car' : 'cars'} on this device. Signing in keeps {localCount === 1 ? 'it' : 'them'}{' '}
            in your garage.
          </p>
        )}
      </div>
      <div className="bg-white p-6 ring-1 ring-line md:p-8">
        {sent ? (
          <div role="status" data-testid="link-sent">
            <h3 className="font-display text-2xl">Check your e-mail</h3>
            <p className="mt-3 leading-relaxed text-ink/80">{sent}</p>
            <button type="button" className="mt-6 text-sm text-bronze underline underline-offset-4" onClick={() => setSent(null)}>
              Use another address
            </button>
          </div>
        ) : (
          <form onSubmit={sendLink} noValidate>
            <label htmlFor="account-email" className="block text-sm font-medium">
              Email
            </label>
            <input
              id="account-email"
              name="email"
              type="email"
              autoComplete="email webauthn"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'account-error' : undefined}
              className="mt-2 w-full border border-ink/25 bg-white px-4 py-3 text-base focus:border-ink focus:outline-none"
            />
            {error && (
              <p id="account-error" role="alert" className="mt-2 text-sm text-[#a12b2b]">
                {error}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              className="eyebrow mt-6 w-full bg-ink px-6 py-4 text-ivory transition-colors hover:bg-ink-3"
            >
              {busy ? 'Sending…' : 'E-mail me a sign-in link'}
            </button>
            {passkeys && (
              <button
                type="button"
                onClick={usePasskey}
                className="eyebrow mt-3 w-full border border-ink/25 px-6 py-4 text-ink transition-colors hover:border-ink"
              >
                Sign in with a passkey
              </button>
            )}
          </form>
        )}
      </div>
    </div>
  );
}
