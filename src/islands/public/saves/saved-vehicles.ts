/*
 * The shopper's saved vehicles in the browser (issue 22): plain TypeScript, no
 * framework, loaded on every public page (about 2 KB). Pages are the same
 * cached HTML for everyone; this fills in the hearts after the page loads.
 *
 * Without an account the saves live in localStorage (something the visitor
 * asked for, not tracking: no consent needed, never sent anywhere until they
 * sign in, when /account offers to merge them). With an account (the
 * non-secret `amg_shopper` hint cookie says there may be one, so anonymous
 * visitors cost no request) they live on the server and follow the shopper.
 */

const LOCAL_KEY = 'amg.saved';
const HINT_COOKIE = 'amg_shopper';

export type SavesState = { signedIn: boolean; saved: Set<number> };
const state: SavesState = { signedIn: false, saved: new Set() };
const listeners = new Set<(s: SavesState) => void>();

export function localSaves(): number[] {
  try {
    const list = JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n) && n > 0).slice(0, 100) : [];
  } catch {
    return [];
  }
}

function writeLocal(ids: number[]): void {
  try {
    if (ids.length) localStorage.setItem(LOCAL_KEY, JSON.stringify(ids.slice(0, 100)));
    else localStorage.removeItem(LOCAL_KEY);
  } catch {
    /* storage refused (private mode): the saves last for this page only */
  }
}

/** Forgets the browser's own saves (after they were merged into the account). */
export function clearLocalSaves(): void {
  writeLocal([]);
}

export const hasShopperHint = () => document.cookie.split('; ').some((c) => c === `${HINT_COOKIE}=1`);

export function subscribeSaves(listener: (s: SavesState) => void): () => void {
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

/** Sets the state from the account (after sign-in or /api/shopper/me). */
export function setAccountSaves(signedIn: boolean, saved: readonly number[]): void {
  state.signedIn = signedIn;
  state.saved = new Set(signedIn ? saved : localSaves());
  for (const l of listeners) l(state);
}

let loaded: Promise<void> | undefined;
/** Loads the saves once per page: the account's when the hint cookie is there, else the browser's. */
export function loadSaves(): Promise<void> {
  loaded ??= (async () => {
    if (hasShopperHint()) {
      try {
        const res = await fetch('/api/shopper/me', { credentials: 'same-origin' });
        const me = (await res.json()) as { signedIn: boolean; saved?: number[] };
        if (me.signedIn) return setAccountSaves(true, me.saved ?? []);
      } catch {
        /* offline: fall back to the browser's saves */
      }
    }
    setAccountSaves(false, []);
  })();
  return loaded;
}

/** Saves or unsaves a vehicle; true when it is saved afterwards. */
export async function toggleSave(vehicleId: number): Promise<boolean> {
  await loadSaves();
  const saving = !state.saved.has(vehicleId);
  if (state.signedIn) {
    const res = await fetch(saving ? '/api/shopper/saved-vehicles' : `/api/shopper/saved-vehicles/${vehicleId}`, {
      method: saving ? 'POST' : 'DELETE',
      credentials: 'same-origin',
      headers: saving ? { 'content-type': 'application/json' } : {},
      body: saving ? JSON.stringify({ vehicleId }) : undefined,
    });
    if (!res.ok) throw new Error(`Could not ${saving ? 'save' : 'remove'} the vehicle (${res.status})`);
  } else {
    const ids = localSaves().filter((id) => id !== vehicleId);
    writeLocal(saving ? [vehicleId, ...ids] : ids);
  }
  if (saving) state.saved.add(vehicleId);
  else state.saved.delete(vehicleId);
  for (const l of listeners) l(state);
  return saving;
}
