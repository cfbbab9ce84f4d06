import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '#src/islands/ui/button';

/** Moves the item at `from` by `by` places; a new array. */
export function moved<T>(items: readonly T[], from: number, by: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(from + by, 0, item!);
  return next;
}

/** Up, Down and Remove for one entry of an ordered list (a slide, a service, a picture); `name` is read out with each. */
export function ListControls({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUp className="size-4" aria-hidden="true" /> Up<span className="sr-only"> {name}</span>
      </Button>
      <Button type="button" size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDown className="size-4" aria-hidden="true" /> Down<span className="sr-only"> {name}</span>
      </Button>
      <Button type="button" size="sm" variant="ghost" disabled={count === 1} onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden="true" /> Remove<span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}
