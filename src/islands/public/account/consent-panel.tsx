import { useState } from 'react';
import { consentBasisWords, consentSourceWords } from '#src/lib/consent/record-labels';
import type { ShopperGarage } from '#src/server/shoppers/garage';
import { call } from './account-api';
import { garageDay, garageDayTime } from './garage-dates';

function consentNow(consent: ShopperGarage['consent']): string {
  switch (consent.state) {
    case 'express':
      return `You agreed to our news and offers by e-mail on ${garageDay(consent.since!)}.`;
    case 'implied':
      return `Your requests let us write to you with news and offers until ${garageDay(consent.until!)}.`;
    case 'withdrawn':
      return `You withdrew your consent on ${garageDay(consent.since!)}: we send you no news, offers or alerts.`;
    default:
      return 'We send you no news, offers or alerts.';
  }
}

/**
 * My garage: the consent the shopper gave (CASL's records: what, when, how) and its withdrawal, which
 * records a withdrawal like the unsubscribe link. Replies to their own requests still come.
 */
export default function ConsentPanel({ garage, onChange }: { garage: ShopperGarage; onChange: (next: ShopperGarage) => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    const res = await call<ShopperGarage>('/api/shopper/consent/withdraw', 'POST');
    setBusy(false);
    if (!res.ok) return setMessage(res.failure.message);
    onChange(res.data);
    setMessage('Done: we will send you no more news, offers or alerts. Replies to your own requests still come.');
  };
  const canWithdraw = garage.consent.state === 'express' || garage.consent.state === 'implied';
  return (
    <div className="grid gap-5" data-testid="garage-consent">
      <p className="text-ink/80" data-testid="consent-now">
        {consentNow(garage.consent)}
      </p>
      {canWithdraw && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void withdraw()}
          className="eyebrow justify-self-start border border-ink/25 px-5 py-3 hover:border-ink disabled:opacity-70"
        >
          Withdraw my consent
        </button>
      )}
      {message && (
        <p role="status" className="border-l-2 border-bronze pl-4 text-sm">
          {message}
        </p>
      )}
      {garage.consents.length > 0 && (
        <ol className="divide-y divide-line border-y border-line text-sm" aria-label="Your consent records, newest first">
          {garage.consents.map((c) => (
            <li key={c.id} className="grid gap-1 py-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6" data-testid="consent-record">
              <p className="text-ink/70">{garageDayTime(c.at)}</p>
              <div>
                <p className="font-medium">
                  {consentBasisWords(c.basis)}, {consentSourceWords(c.source)}.
                </p>
                <p className="mt-1 text-ink/75">“{c.wording}”</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
