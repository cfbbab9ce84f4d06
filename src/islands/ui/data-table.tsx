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
import { useMemo, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { nextSort, type TableSort } from './table-sort';

export { nextSort, type TableSort };

/**
 * A column of <DataTable>. `cell` renders the row; `sortValue` makes the
 * header a sort button (numbers compare numerically, strings case-insensitively).
 */
export type DataColumn<T extends RowData> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  sortValue?: (row: T) => string | number;
  /** Accessible name of the header when `header` is not plain text. */
  headerLabel?: string;
  align?: 'left' | 'right' | 'center';
  className?: string;
  headerClassName?: string;
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
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort);
  const activeSort = sort !== undefined ? sort : ownSort;
  const sorting: SortingState = useMemo(() => (activeSort ? [activeSort] : []), [activeSort?.id, activeSort?.desc]);

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
    state: { sorting },
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

  return (
    <div className={cn('relative overflow-x-auto', className)}>
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
                  aria-sort={c.sortValue ? (sorted ?? 'none') : undefined}
                  className={cn(
                    'px-4 py-3 text-[11px] font-medium tracking-[0.14em] whitespace-nowrap text-ink/65 uppercase',
                    alignClass(c.align),
                    c.headerClassName,
                  )}
                >
                  {c.sortValue ? (
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
              <td colSpan={columns.length}>{empty ?? <p className="py-12 text-center text-sm text-ink/65">Nothing to show.</p>}</td>
            </tr>
          ) : (
            modelRows.map((row) => (
              <tr
                key={row.id}
                className={cn('border-b border-ink/[0.06] transition-colors last:border-0 hover:bg-ivory/50', rowClassName?.(row.original))}
              >
                {columns.map((c) => (
                  <td key={c.id} className={cn('px-4 py-3 align-middle', alignClass(c.align), c.className)}>
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
