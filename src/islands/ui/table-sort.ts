export type TableSort = { id: string; desc: boolean };

/**
 * Clicking the sorted column flips its direction; clicking another column
 * sorts it ascending (spec §4: 'switching to a new column starts ascending').
 */
export function nextSort(current: TableSort | null | undefined, columnId: string): TableSort {
  if (current?.id === columnId) return { id: columnId, desc: !current.desc };
  return { id: columnId, desc: false };
}
