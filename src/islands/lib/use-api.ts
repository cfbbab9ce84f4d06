import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';

export type Resource<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Fetches again (after a write); keeps showing the old data meanwhile. */
  reload: () => Promise<void>;
  /** Changes the data on screen without a request: apply the row a write answered. */
  mutate: (change: (data: T | undefined) => T | undefined) => void;
};

/**
 * GETs `path` once on mount and again on `reload()` (spec §9: no refetch on
 * focus or interval, no retries). A null path waits. Later answers win over
 * earlier ones, so a fast reload is never overwritten by a slow first load.
 */
export function useApi<T>(path: string | null): Resource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(path !== null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    if (path === null) return;
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const result = await api.get<T>(path);
      if (ticket !== latest.current) return;
      setData(result);
      setError(null);
    } catch (e) {
      if (ticket !== latest.current) return;
      setError(e);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [path]);

  useEffect(() => {
    void load();
  }, [load]);

  const mutate = useCallback((change: (data: T | undefined) => T | undefined) => setData(change), []);

  return { data, error, loading, reload: load, mutate };
}
