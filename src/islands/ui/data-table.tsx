import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { nextSort, type TableSort } from './table-sort';

export { nextSort, type TableSort };

/**
 * How a cell shows when the rows become cards (a narrow box: phones, a
 * tablet in portrait): 'title' heads the card, 'field' is a labelled line
 * (the default), 'actions' sits at the foot, 'hidden' is left out.
 */
export type CardRole = 'title' | 'field' | 'actions' | 'hidden';

/**
 * A column of <DataTable>. `cell` renders the row; `sortValue` (or `sortable`
 * when the server sorts) makes the header a sort button.
 */
export type DataColumn<T extends RowData> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  sortValue?: (row: T) => string | number;
  /** A sort button without a client-side value: the rows arrive sorted (server-side lists). */
  sortable?: boolean;
  /** Accessible name of the header when `header` is not plain text (also the label on a card). */
  headerLabel?: string;
  align?: 'left' | 'right' | 'center';
  className?: string;
  headerClassName?: string;
  card?: CardRole;
  /** Left out of the table (not the cards) while the box is narrower than 64rem ('lg') or 80rem ('xl'): what shows elsewhere in the row. */
  hideBelow?: 'lg' | 'xl';
};

export type DataTableProps<T extends RowData> = {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Controlled sort; leave out with `defaultSort` for a table that sorts itself. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  defaultSort?: TableSort | null;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  caption?: string;
  className?: string;
  rowClassName?: (row: T) => string | undefined;
  /** The rows arrive sorted (by the server): show `sort` without reordering. */
  manualSort?: boolean;
};

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
});

export function DataTable<T extends RowData>({
  rows,
  columns,
  rowKey,
  sort,
  onSortChange,
  defaultSort = null,
  empty,
  caption,
  className,
  rowClassName,
  manualSort = false,
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort);
  const tableId = useId();
  const activeSort = sort !== undefined ? sort : ownSort;
  // Keyed on the values: a parent passing an equal sort object anew keeps the table's sorting state.
  const sortId = activeSort?.id;
  const sortDesc = activeSort?.desc ?? false;
  const sorting: SortingState = useMemo(() => (sortId === undefined ? [] : [{ id: sortId, desc: sortDesc }]), [sortId, sortDesc]);

  const defs = useMemo(
    () =>
      columns.map(
        (c) =>
          ({
            id: c.id,
            accessorFn: (row: T) => {
              const v = c.sortValue?.(row);
              return typeof v === 'string' ? v.toLowerCase() : (v ?? null);
            },
            enableSorting: Boolean(c.sortValue),
            sortFn: 'basic',
            header: () => c.header,
            cell: (ctx: { row: { original: T } }) => c.cell(ctx.row.original),
          }) as unknown as ColumnDef<typeof features, T>,
      ),
    [columns],
  );
  const data = useMemo(() => [...rows], [rows]);

  const table = useTable({
    features,
    columns: defs,
    data,
    getRowId: (row: T) => String(rowKey(row)),
    state: { sorting: manualSort ? [] : sorting },
    onSortingChange: () => undefined,
    enableSortingRemoval: false,
  });

  const toggle = (id: string) => {
    const next = nextSort(activeSort, id);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const modelRows = table.getRowModel().rows;
  const alignClass = (a?: DataColumn<T>['align']) => (a === 'right' ? 'text-right' : a === 'center' ? 'text-center' : 'text-left');
  const sortable = columns.filter((c) => c.sortValue || c.sortable);
  const labelOf = (c: DataColumn<T>) => c.headerLabel ?? (typeof c.header === 'string' ? c.header : c.id);

  // One markup for both layouts: a table in a wide box, cards in a narrow one (container queries in portal.css),
  // so the server's HTML is already right for the width and nothing needs a sideways scroll.
  return (
    <div className={cn('data-table relative', className)}>
      {sortable.length > 0 && (
        <div className="data-table-card-only items-center justify-end gap-2 border-b border-ink/8 px-4 py-2.5">
          <label htmlFor={`${tableId}-sort`} className="text-xs text-ink/65">
            Sort by
          </label>
          <select
            id={`${tableId}-sort`}
            className="select-chevron h-8 appearance-none rounded-md border border-ink/15 bg-white bg-[length:14px] bg-[right_0.4rem_center] bg-no-repeat pr-7 pl-2.5 text-xs text-ink"
            value={activeSort ? `${activeSort.id}:${activeSort.desc ? 'desc' : 'asc'}` : ''}
            onChange={(e) => {
              const [id, dir] = e.target.value.split(':');
              const next = { id, desc: dir === 'desc' };
              if (sort === undefined) setOwnSort(next);
              onSortChange?.(next);
            }}
          >
            {!activeSort && <option value="">—</option>}
            {sortable.flatMap((c) => [
              <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
                {labelOf(c)} ↑
              </option>,
              <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
                {labelOf(c)} ↓
              </option>,
            ])}
          </select>
        </div>
      )}
      <table className="w-full border-collapse text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="border-b border-ink/10">
            {columns.map((c) => {
              const sorted = activeSort?.id === c.id ? (activeSort.desc ? 'descending' : 'ascending') : undefined;
              return (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={c.sortValue || c.sortable ? (sorted ?? 'none') : undefined}
                  className={cn(
                    'px-4 py-3 text-[11px] font-medium tracking-[0.14em] whitespace-nowrap text-ink/65 uppercase',
                    alignClass(c.align),
                    c.hideBelow && `data-table-hide-${c.hideBelow}`,
                    c.headerClassName,
                  )}
                >
                  {c.sortValue || c.sortable ? (
                    <button
                      type="button"
                      onClick={() => toggle(c.id)}
                      className={cn('-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-ink', sorted && 'text-ink')}
                    >
                      {c.header}
                      {sorted === 'ascending' ? (
                        <ArrowUp className="size-3.5" aria-hidden="true" />
                      ) : sorted === 'descending' ? (
                        <ArrowDown className="size-3.5" aria-hidden="true" />
                      ) : (
                        <ArrowUpDown className="size-3.5 opacity-40" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {modelRows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} data-card="empty">
                {empty ?? <p className="py-12 text-center text-sm text-ink/65">Nothing to show.</p>}
              </td>
            </tr>
          ) : (
            modelRows.map((row) => (
              <tr
                key={row.id}
                className={cn('border-b border-ink/[0.06] transition-colors last:border-0 hover:bg-ivory/50', rowClassName?.(row.original))}
              >
                {columns.map((c) => (
                  <td
                    key={c.id}
                    data-card={c.card ?? 'field'}
                    data-label={labelOf(c)}
                    className={cn(
                      'px-4 py-3 align-middle',
                      alignClass(c.align),
                      c.hideBelow && `data-table-hide-${c.hideBelow}`,
                      c.className,
                    )}
                  >
                    {c.cell(row.original)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
