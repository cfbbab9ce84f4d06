import { atom } from 'nanostores';

/**
 * The toast queue shared by every island on the page (spec §9: one visible at
 * a time, 5000 ms, default and destructive variants). Islands call `toast()`;
 * the one <Toaster /> in the layout renders the store.
 */
export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

export const TOAST_DURATION_MS = 5000;
/** Only the newest toast is shown: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
const FLASH_KEY = 'portal:flash-toast';

export const $toasts = atom<ToastItem[]>([]);
let nextId = 1;

export function toast(input: ToastInput): number {
  const id = nextId++;
  $toasts.set([{ ...input, id, open: true }, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast (it animates out); `removeToast` drops it once closed. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/**
 * A toast to show on the next page (sign in, sign out, redirects): kept in
 * session storage and shown by the Toaster when that page loads.
 */
export function flashToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Storage can be disabled; the toast is a courtesy, the navigation still happens.
  }
}

export function takeFlashToast(): ToastInput | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(FLASH_KEY);
    const parsed = JSON.parse(raw) as ToastInput;
    return typeof parsed?.title === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
