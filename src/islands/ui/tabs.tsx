import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type TabItem = { value: string; label: ReactNode; count?: number };

/**
 * A row of tabs (arrow keys move between them). `children` is the content of
 * the active tab (one panel whose data depends on `value`).
 */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  children,
  className,
}: {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <TabsPrimitive.Root value={value} onValueChange={onValueChange} className={className}>
      <TabsPrimitive.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-ink/10">
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              '-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm whitespace-nowrap text-ink/65 transition',
              'hover:text-ink data-[state=active]:border-gold data-[state=active]:font-medium data-[state=active]:text-ink',
            )}
          >
            {item.label}
            {item.count !== undefined && (
              <span className="rounded-full bg-ink/[0.06] px-1.5 py-0.5 text-[11px] tabular-nums text-ink/60">{item.count}</span>
            )}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className="focus:outline-none">
          {children}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
