import { useState } from 'react';
import { call, type Me } from './account-api';

type Props = {
  email: string;
  token: string;
  localCount: number;
  localSaves: () => number[];
  onSignedIn: (me: Me) => void;
  /** "Not me": back to the sign-in page, nothing used. */
  onDeclined: () => void;
};

/**
 * A sign-in link opened in a browser that did not ask for it: whose garage it opens, and yes or no. Someone could
 * have sent this link to sign the visitor in to their own account (and collect what they save there), so nothing
 * happens, and the cars saved on this device stay here, until the visitor says it is their address.
 */
export default function ConfirmSignIn({ email, token, localCount, localSaves, onSignedIn, onDeclined }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const res = await call<Me>('/api/shopper/sign-in/verify', 'POST', { token, saved: localSaves(), confirmed: true });
    setBusy(false);
    if (res.ok) onSignedIn(res.data);
    else setError(res.failure.message);
  };

  return (
    <div className="mx-auto max-w-xl bg-white p-6 ring-1 ring-line md:p-10" data-testid="confirm-sign-in">
      <p className="eyebrow text-bronze">Sign-in link</p>
      {/* The address breaks only where it must (a very long one), not at its ellipsis. */}
      <h2 className="mt-3 font-display text-3xl md:text-4xl">
        Sign in as <span className="inline-block break-all">{email}?</span>
      </h2>
      <p className="mt-4 leading-relaxed text-ink/80">
        This link was asked for in another browser. Continue only if <span className="inline-block break-all">{email}</span> is your address
        and you asked for the link yourself.
      </p>
      {localCount > 0 && (
        <p className="mt-4 border-l-2 border-bronze/50 pl-4 text-sm text-ink/80">
          Signing in adds the {localCount === 1 ? 'car' : `${localCount} cars`} you saved on this device to that garage.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-4 text-sm text-[#a12b2b]">
          {error}
        </p>
      )}
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm()}
          className="eyebrow bg-ink px-6 py-4 text-ivory transition-colors hover:bg-ink-3"
        >
          {busy ? 'Signing in…' : 'Yes, sign me in'}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onDeclined}
          className="eyebrow border border-ink/25 px-6 py-4 text-ink transition-colors hover:border-ink"
        >
          No, this is not me
        </button>
      </div>
    </div>
  );
}
