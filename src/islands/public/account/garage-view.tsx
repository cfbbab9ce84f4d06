import { useState } from 'react';
import { setAccountSaves } from '#src/islands/public/saves/saved-vehicles';
import type { ShopperAnswer } from '#src/server/shoppers/account-answer';
import { ALERT_CONSENT_WORDING } from '#src/lib/consent/alert-wording';
import { call, type Me } from './account-api';
import SavedList from './saved-list';
import SearchesPanel from './searches-panel';
import DataPanel from './data-panel';
import GarageRecords from './garage-records';

/**
 * My garage once the shopper is known: saved cars, searches and alerts, appointments, offers, trade-ins,
 * consent and their data. Loaded by AccountApp after the page (its own chunk: not JavaScript at load).
 */
export default function GarageView({ me, setMe }: { me: ShopperAnswer; setMe: (next: Me) => void }) {
  const [message, setMessage] = useState<string | null>(null);

  const addPasskey = async () => {
    setMessage(null);
    const [options, { startRegistration }] = await Promise.all([
      call<Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON']>(
        '/api/shopper/passkeys/options',
        'POST',
      ),
      import('@simplewebauthn/browser'),
    ]);
    if (!options.ok) return setMessage(options.failure.message);
    let response;
    try {
      response = await startRegistration({ optionsJSON: options.data });
    } catch {
      return setMessage('No passkey was added.');
    }
    const res = await call<Me>('/api/shopper/passkeys', 'POST', { response });
    if (res.ok) {
      setMe(res.data);
      setMessage('Passkey added. Next time, sign in with your fingerprint, face or device PIN.');
    } else setMessage(res.failure.message);
  };

  const signOut = async () => {
    await call('/api/shopper/sign-out', 'POST');
    setAccountSaves(false, []);
    setMe({ signedIn: false });
  };

  const name = me.shopper.firstName ?? me.shopper.email;
  return (
    <div className="grid gap-14" data-testid="garage">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="eyebrow text-bronze">Signed in as {me.shopper.email}</p>
          <h2 className="mt-2 font-display text-3xl md:text-4xl">Welcome, {name}</h2>
        </div>
        <div className="flex flex-wrap gap-3">
          {me.passkeys === 0 && 'PublicKeyCredential' in window && (
            <button
              type="button"
              onClick={addPasskey}
              className="eyebrow border border-ink/25 px-5 py-3 hover:border-ink"
              data-testid="add-passkey"
            >
              Add a passkey
            </button>
          )}
          <button type="button" onClick={signOut} className="eyebrow border border-ink/25 px-5 py-3 hover:border-ink">
            Sign out
          </button>
        </div>
      </div>
      {message && (
        <p role="status" className="border-l-2 border-bronze pl-4 text-sm">
          {message}
        </p>
      )}
      {me.passkeys > 0 && (
        <p className="text-sm text-ink/70" data-testid="passkey-count">
          {me.passkeys === 1 ? 'One passkey signs you in' : `${me.passkeys} passkeys sign you in`} on this site.
        </p>
      )}
      <section aria-labelledby="saved-title">
        <h3 id="saved-title" className="mb-6 font-display text-2xl">
          Saved cars
        </h3>
        <SavedList initial={me.saved} />
      </section>
      <section id="alerts" aria-labelledby="alerts-title" className="scroll-mt-28">
        <h3 id="alerts-title" className="mb-6 font-display text-2xl">
          Searches and alerts
        </h3>
        <SearchesPanel consentWording={ALERT_CONSENT_WORDING} />
      </section>
      <GarageRecords />
      <section aria-labelledby="data-title">
        <h3 id="data-title" className="mb-4 font-display text-2xl">
          Your data
        </h3>
        <DataPanel
          onDeleted={() => {
            setAccountSaves(false, []);
            setMe({ signedIn: false });
          }}
        />
      </section>
    </div>
  );
}
