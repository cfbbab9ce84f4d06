import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page, SortDir } from '#src/lib/lists/paging';
import { api } from './api';

export type { Page, SortDir };

/** What a list screen asks the server for (docs/api-lists.md); blank filters are left out. */
export type ListQuery = {
  page: number;
  pageSize: number;
  sort?: string;
  dir?: SortDir;
  q?: string;
  filters?: Record<string, string | number | boolean | null | undefined>;
};

/** `path?page=…&pageSize=…&sort=…&dir=…&q=…&<filters>`, blank values left out. */
export function listUrl(path: string, query: ListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.sort) params.set('sort', query.sort);
  if (query.dir) params.set('dir', query.dir);
  if (query.q?.trim()) params.set('q', query.q.trim());
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (value !== undefined && value !== null && value !== '' && value !== 'all') params.set(key, String(value));
  }
  return `${path}?${params}`;
}

export type PagedList<Row> = {
  data: Page<Row> | undefined;
  error: unknown;
  loading: boolean;
  /** Fetches the same page again (keeps showing the old rows meanwhile). */
  reload: () => Promise<void>;
  /** Puts the row the server answered in place of the one with its id (no refetch of the list). */
  applyRow: (row: Row & { id: number }) => void;
  /** Takes a deleted (or moved-away) row out of the page and the total; nothing when the page lacks it. */
  removeRow: (id: number) => void;
  /** A row the server just created, shown at the top of the first page (newest-first lists), counted in the total. */
  prependRow: (row: Row & { id: number }) => void;
  /** Whether the page on screen holds the row with this id. */
  hasRow: (id: number) => boolean;
};

/**
 * One page of a staff list, asked of the server (filtering, sorting and
 * paging happen in SQL). Refetches when the query changes; a later answer
 * always wins over an earlier one, so typing fast never shows stale rows.
 */
export function usePagedList<Row extends { id: number }>(path: string, query: ListQuery | null): PagedList<Row> {
  const url = query ? listUrl(path, query) : null;
  const [data, setData] = useState<Page<Row> | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(url !== null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    if (url === null) return;
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const page = await api.get<Page<Row>>(url);
      if (ticket !== latest.current) return;
      setData(page);
      setError(null);
    } catch (e) {
      if (ticket === latest.current) setError(e);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [url]);

  useEffect(() => {
    void load();
  }, [load]);

  const applyRow = useCallback((row: Row) => {
    setData((page) => page && { ...page, items: page.items.map((r) => (r.id === row.id ? { ...r, ...row } : r)) });
  }, []);
  const removeRow = useCallback((id: number) => {
    setData((page) => {
      if (!page?.items.some((r) => r.id === id)) return page;
      return { ...page, items: page.items.filter((r) => r.id !== id), total: Math.max(0, page.total - 1) };
    });
  }, []);
  const prependRow = useCallback((row: Row) => {
    setData((page) => {
      if (!page) return page;
      // Later pages shift by one row; the first page shows the new row on top and keeps its size.
      const items = page.page === 1 ? [row, ...page.items.filter((r) => r.id !== row.id)].slice(0, page.pageSize) : page.items;
      return { ...page, items, total: page.total + 1 };
    });
  }, []);
  const hasRow = (id: number) => data?.items.some((r) => r.id === id) ?? false;

  return { data, error, loading, reload: load, applyRow, removeRow, prependRow, hasRow };
}

/** Waits `ms` after the last change before passing a typed value on (search boxes). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
