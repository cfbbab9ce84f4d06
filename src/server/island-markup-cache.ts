import { hasMarkupFromProps } from '#src/lib/island-markup';
import { recall, remember } from '#src/lib/lru';

/**
 * The HTML of islands marked as rendering from their props alone (src/lib/island-markup.ts), kept per thread and
 * reused for the same island, the same props and the same place on the page (React's id prefix, which every useId
 * in it carries). scripts/dependency-patches.mjs routes @astrojs/react's server render through `islandMarkup`.
 *
 * Why: past the page cache, React rendered a vehicle page's five lead forms and its photo viewer on every request,
 * a fifth of the page's CPU, and the same HTML each time for the same car.
 *
 * Only a GET or HEAD is served from here (a form posted without JavaScript is rendered again with what was typed,
 * which is not kept), and only an island without children or slots, whose HTML would depend on them.
 */
const LIMIT = 400;
const kept = new Map<string, string>();
const componentIds = new WeakMap<object, number>();
let lastId = 0;

export type IslandRender = {
  component: unknown;
  props: Record<string, unknown>;
  /** React's identifierPrefix for this island. */
  prefix: string | undefined;
  method: string;
  /** Children or named slots were passed. */
  hasChildren: boolean;
};

export function islandMarkup(island: IslandRender, render: () => string): string {
  const key = reusable(island) ? keyOf(island) : null;
  if (key === null) return render();
  const hit = recall(kept, key);
  if (hit !== undefined) return hit;
  const html = render();
  remember(kept, key, html, LIMIT);
  return html;
}

function reusable({ component, method, hasChildren }: IslandRender): boolean {
  return !hasChildren && (method === 'GET' || method === 'HEAD') && hasMarkupFromProps(component);
}

/** The key, or null when a prop is not plain data (a Date or a class instance would print like a string). */
function keyOf({ component, props, prefix }: IslandRender): string | null {
  let id = componentIds.get(component as object);
  if (id === undefined) componentIds.set(component as object, (id = ++lastId));
  let plain = true;
  let json: string;
  try {
    json = JSON.stringify(props, function (this: Record<string, unknown>, name, value: unknown) {
      const original = this[name];
      if (typeof original === 'object' && original !== null && !Array.isArray(original)) {
        const proto = Object.getPrototypeOf(original);
        if (proto !== Object.prototype && proto !== null) plain = false;
      } else if (typeof original === 'function' || typeof original === 'symbol') {
        plain = false;
      }
      return value;
    });
  } catch {
    return null; // a BigInt or a cycle
  }
  return plain ? `${id}\n${prefix ?? ''}\n${json}` : null;
}

/** For tests: forget every kept island. */
export function forgetIslandMarkup(): void {
  kept.clear();
}
