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
  if (!isPlainData(props, 0)) return null;
  let id = componentIds.get(component as object);
  if (id === undefined) componentIds.set(component as object, (id = ++lastId));
  // Without a replacer JSON.stringify keeps to V8's fast path: a vehicle's photo list is most of a key.
  return `${id}\n${prefix ?? ''}\n${JSON.stringify(props)}`;
}

/** Strings, finite numbers, booleans, null and undefined, in arrays and plain objects: what prints as itself. */
function isPlainData(value: unknown, depth: number): boolean {
  if (value === null || value === undefined) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      break;
    default:
      return false;
  }
  if (depth > 16) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const item of Object.values(value)) if (!isPlainData(item, depth + 1)) return false;
  return true;
}

/** For tests: forget every kept island. */
export function forgetIslandMarkup(): void {
  kept.clear();
}
