import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

const number = new Intl.NumberFormat('en-US');

/** 'Showing 51–100 of 10,000 vehicles' with Previous / Next, under a paged list. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Plural name of the rows ('vehicles'). */
  noun: string;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-ink/8 px-4 py-3 text-xs text-ink/65"
    >
      <p aria-live="polite" data-testid="list-range">
        {total === 0 ? `No ${noun}` : `${number.format(first)}–${number.format(last)} of ${number.format(total)} ${noun}`}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <span className="tabular-nums">
            Page {number.format(page)} of {number.format(pages)}
          </span>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Previous page">
            <ChevronLeft className="size-3.5" aria-hidden="true" />
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)} aria-label="Next page">
            <ChevronRight className="size-3.5" aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
