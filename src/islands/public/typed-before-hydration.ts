import { useLayoutEffect, useState } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (el: Element | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/**
 * Keeps what a visitor typed into a server-rendered form before its island
 * hydrated. The values are read while the island renders for the first time,
 * before React hydrates the fields (React 19 resets a <textarea> with a
 * default text to that text, and a controlled field follows its state), and
 * handed to `restore` right after hydration, before the browser paints.
 * Rendering them directly would not match the server's HTML.
 *
 * `ids` are the fields' element ids (from useId, the same on server and client).
 */
export function useTypedBeforeHydration(ids: readonly string[], restore: (typed: Record<string, string>) => void): void {
  const [typed] = useState<Record<string, string>>(() => {
    if (typeof document === 'undefined') return {};
    const found: Record<string, string> = {};
    for (const id of ids) {
      const el = document.getElementById(id);
      if (isField(el)) found[id] = el.value;
    }
    return found;
  });
  // Once, after hydration: `typed` never changes and `restore` is read at that moment.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => restore(typed), []);
}

/** Puts typed values back into uncontrolled fields. */
export function restoreFieldValues(typed: Record<string, string>): void {
  for (const [id, value] of Object.entries(typed)) {
    const el = document.getElementById(id);
    if (isField(el) && el.value !== value) el.value = value;
  }
}
