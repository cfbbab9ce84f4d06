import { useState } from 'react';
import { call } from './account-api';

/** PIPEDA by the shopper's own hand: a download of everything held, and deleting the account with it. */
export default function DataPanel({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    const res = await call('/api/shopper/account', 'DELETE');
    if (res.ok) onDeleted();
    else setError(res.failure.message);
  };
  return (
    <div className="grid gap-4 text-sm">
      <p className="text-ink/80">
        Your viewings, offers, trade-in requests, the consent you gave and the e-mails we sent you are all in the download.
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href="/api/shopper/account"
          download
          className="eyebrow border border-ink/25 px-5 py-3 hover:border-ink"
          data-testid="download-data"
        >
          Download my data
        </a>
        {!confirming ? (
          <button
            type="button"
            className="eyebrow border border-[#a12b2b]/40 px-5 py-3 text-[#a12b2b] hover:border-[#a12b2b]"
            onClick={() => setConfirming(true)}
          >
            Delete my account
          </button>
        ) : (
          <div role="alertdialog" aria-labelledby="delete-title" className="w-full border-l-2 border-[#a12b2b] bg-white p-4">
            <p id="delete-title" className="font-medium">
              Delete your account, saved cars and searches, and every request you sent us? This cannot be undone.
            </p>
            <div className="mt-3 flex gap-3">
              <button
                type="button"
                className="eyebrow bg-[#a12b2b] px-5 py-3 text-white"
                onClick={() => void remove()}
                data-testid="confirm-delete"
              >
                Yes, delete everything
              </button>
              <button type="button" className="eyebrow border border-ink/25 px-5 py-3" onClick={() => setConfirming(false)}>
                Keep my account
              </button>
            </div>
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="text-[#a12b2b]">
          {error}
        </p>
      )}
    </div>
  );
}
