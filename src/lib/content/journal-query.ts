/** The journal list's address: category, tag and page in the query string (works without JavaScript). */
export type JournalQuery = { category: string | null; tag: string | null; page: number };

export function parseJournalQuery(params: URLSearchParams): JournalQuery {
  const clean = (value: string | null) => value?.trim().slice(0, 60) || null;
  const page = Number(params.get('page'));
  return {
    category: clean(params.get('category')),
    tag: clean(params.get('tag'))?.toLowerCase() ?? null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The canonical address of a journal list (page 1 and empty filters left out). */
export function journalHref(query: Partial<JournalQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.tag) params.set('tag', query.tag);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/journal?${search}` : '/journal';
}
