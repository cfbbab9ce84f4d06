import { useEffect, useRef } from 'react';

/**
 * Opens a record named in the address (?open=12) once its list has loaded:
 * links from the activity log and the dashboard land on the record itself.
 */
export function useOpenParam<T extends { id: number }>(param: string, items: readonly T[] | undefined, open: (item: T) => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !items) return;
    done.current = true;
    const id = Number(new URLSearchParams(window.location.search).get(param));
    const item = id ? items.find((i) => i.id === id) : undefined;
    if (item) open(item);
  }, [items, param, open]);
}
