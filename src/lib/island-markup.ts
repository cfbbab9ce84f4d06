/*
 * A mark on an island whose server-rendered HTML follows from its props alone: no clock, no store, nothing of the
 * request. The server may then reuse the HTML it rendered for the same props in the same place of a page
 * (src/server/render/island-markup-cache.ts) instead of rendering it with React again. In src/lib because the islands
 * mark themselves and the server reads the mark.
 */
export const MARKUP_FROM_PROPS = Symbol.for('atelier.island.markup-from-props');

/** Marks `component` (see above) and returns it. Mark only what renders the same for the same props. */
export function markupFromProps<C extends object>(component: C): C {
  Object.defineProperty(component, MARKUP_FROM_PROPS, { value: true });
  return component;
}

/** Whether `component` carries the mark. */
export function hasMarkupFromProps(component: unknown): boolean {
  return (typeof component === 'function' || (typeof component === 'object' && component !== null)) && MARKUP_FROM_PROPS in component;
}
