import { useEffect, useState } from 'react';
import type { SavedSearch } from '#src/db/schema';
import type { Json } from '#src/islands/lib/types';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '#src/lib/shoppers/alerts';
import { call } from './account-api';

type Search = Json<SavedSearch>;
type Prefs = { savedVehicleAlerts: boolean; alertFrequency: AlertFrequency; consent: string };

const FIELDS = [
  ['make', 'Make', 'text'],
  ['model', 'Model', 'text'],
  ['yearMin', 'From year', 'number'],
  ['yearMax', 'To year', 'number'],
  ['priceMax', 'Highest all-in price ($)', 'number'],
  ['color', 'Colour', 'text'],
  ['mileageMax', 'Most kilometres', 'number'],
] as const;
const CRITERIA_KEYS = ['make', 'model', 'yearMin', 'yearMax', 'priceMin', 'priceMax', 'color', 'mileageMax', 'category', 'search'];

const input = 'mt-1 w-full border border-ink/25 bg-white px-3 py-2.5 focus:border-ink focus:outline-none';

/** "The car I am looking for" and "Alert me" searches, and alerts on saved cars; all need the consent box once. */
export default function SearchesPanel({ consentWording }: { consentWording: string }) {
  const [searches, setSearches] = useState<Search[] | null>(null);
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  const [form, setForm] = useState<Record<string, string>>({});
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    // "Alert me" on /inventory lands here with the filters in the address.
    const params = new URLSearchParams(window.location.search);
    const prefill: Record<string, string> = {};
    for (const key of CRITERIA_KEYS) if (params.get(key)) prefill[key] = params.get(key)!;
    if (params.get('year')) prefill.yearMin = prefill.yearMax = params.get('year')!;
    setForm(prefill);
    void call<{ searches: Search[] }>('/api/shopper/searches').then((r) => r.ok && setSearches(r.data.searches));
    void call<Prefs>('/api/shopper/preferences').then((r) => r.ok && setPrefs(r.data));
  }, []);

  const needsConsent = prefs?.consent !== 'express';

  const create = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    setErrors({});
    const criteria = Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== ''));
    const res = await call<Search>('/api/shopper/searches', 'POST', { criteria, frequency, consent: consent || undefined });
    if (!res.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(res.failure.errors ?? { _: res.failure.message }).map(([k, v]) => [k.replace(/^criteria\./, ''), v]),
        ),
      );
      return;
    }
    setSearches((list) => [res.data, ...(list ?? [])]);
    setForm({});
    setStatus(`Saved: “${res.data.name}”. We will e-mail you when a match arrives.`);
    if (consent) setPrefs((p) => (p ? { ...p, consent: 'express' } : p));
  };

  const update = async (search: Search, patch: Partial<Pick<Search, 'paused' | 'frequency'>>) => {
    const res = await call<Search>(`/api/shopper/searches/${search.id}`, 'PUT', patch);
    if (res.ok) setSearches((list) => list?.map((s) => (s.id === search.id ? res.data : s)) ?? null);
  };
  const remove = async (search: Search) => {
    const res = await call(`/api/shopper/searches/${search.id}`, 'DELETE');
    if (res.ok) setSearches((list) => list?.filter((s) => s.id !== search.id) ?? null);
  };
  const savePrefs = async (next: Omit<Prefs, 'consent'>) => {
    const res = await call<Prefs>('/api/shopper/preferences', 'PUT', { ...next, consent: consent || undefined });
    if (res.ok) setPrefs(res.data);
    else setErrors(res.failure.errors ?? { _: res.failure.message });
  };

  const consentBox = needsConsent && (
    <label className="flex items-start gap-3 text-sm text-ink/85">
      <input
        type="checkbox"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
        className="mt-1 size-4 accent-[#8a6a3b]"
        data-testid="alert-consent"
      />
      <span>{consentWording}</span>
    </label>
  );

  return (
    <div className="grid gap-10">
      {prefs && (
        <div className="bg-white p-5 ring-1 ring-line" data-testid="saved-car-alerts">
          <label className="flex items-center gap-3 font-medium">
            <input
              type="checkbox"
              checked={prefs.savedVehicleAlerts}
              onChange={(e) => void savePrefs({ savedVehicleAlerts: e.target.checked, alertFrequency: prefs.alertFrequency })}
              className="size-4 accent-[#8a6a3b]"
            />
            E-mail me when a saved car’s price drops, or it is reserved or sold
          </label>
          <label className="mt-3 block text-sm">
            How often
            <select
              className={`${input} sm:max-w-xs`}
              value={prefs.alertFrequency}
              onChange={(e) =>
                void savePrefs({ savedVehicleAlerts: prefs.savedVehicleAlerts, alertFrequency: e.target.value as AlertFrequency })
              }
            >
              {ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {ALERT_FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
          </label>
          {errors.consent && !searches?.length && (
            <p role="alert" className="mt-2 text-sm text-[#a12b2b]">
              {errors.consent}
            </p>
          )}
        </div>
      )}

      {searches && searches.length > 0 && (
        <ul role="list" className="divide-y divide-line border-y border-line" data-testid="saved-searches">
          {searches.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 py-4">
              <span className="min-w-48 flex-1 font-medium">
                {s.name}
                {s.paused && <span className="eyebrow ml-2 text-[10px] text-muted">Paused</span>}
              </span>
              <label className="text-sm">
                <span className="sr-only">How often for {s.name}</span>
                <select
                  className="border border-ink/25 bg-white px-2 py-2"
                  value={s.frequency}
                  onChange={(e) => void update(s, { frequency: e.target.value as AlertFrequency })}
                >
                  {ALERT_FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {ALERT_FREQUENCY_LABELS[f]}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="eyebrow border border-ink/25 px-4 py-2 hover:border-ink"
                onClick={() => void update(s, { paused: !s.paused })}
              >
                {s.paused ? 'Resume' : 'Pause'}
                <span className="sr-only"> {s.name}</span>
              </button>
              <button type="button" className="eyebrow border border-ink/25 px-4 py-2 hover:border-ink" onClick={() => void remove(s)}>
                Delete<span className="sr-only"> {s.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={create} noValidate className="grid gap-4 bg-white p-5 ring-1 ring-line md:p-8" data-testid="looking-for">
        <h4 className="font-display text-xl">The car I am looking for</h4>
        <p className="text-sm text-ink/75">
          Tell us what you are waiting for: we e-mail you when it arrives. Leave blank what does not matter.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIELDS.map(([name, label, type]) => (
            <label key={name} className="text-sm">
              {label}
              <input
                name={name}
                type={type}
                inputMode={type === 'number' ? 'numeric' : undefined}
                className={input}
                value={form[name] ?? ''}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `search-${name}-error` : undefined}
                onChange={(e) => setForm({ ...form, [name]: e.target.value })}
              />
              {errors[name] && (
                <span id={`search-${name}-error`} className="mt-1 block text-[#a12b2b]">
                  {errors[name]}
                </span>
              )}
            </label>
          ))}
          <label className="text-sm">
            How often
            <select className={input} value={frequency} onChange={(e) => setFrequency(e.target.value as AlertFrequency)}>
              {ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {ALERT_FREQUENCY_LABELS[f]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {consentBox}
        {(errors.consent || errors._) && (
          <p role="alert" className="text-sm text-[#a12b2b]">
            {errors.consent ?? errors._}
          </p>
        )}
        <button type="submit" className="eyebrow justify-self-start bg-ink px-6 py-3.5 text-ivory hover:bg-ink-3">
          Alert me
        </button>
        {status && (
          <p role="status" className="text-sm text-bronze">
            {status}
          </p>
        )}
      </form>
    </div>
  );
}
