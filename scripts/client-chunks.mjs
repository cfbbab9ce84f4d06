// How the browser bundle is split into files (rolldown's `output.codeSplitting`, client build only).
//
// Left to itself rolldown makes one chunk per set of entries sharing a module, and every island of the
// portal counts: a public page loaded 13-16 scripts of a few hundred bytes each, and each file costs
// its response headers and a request. The groups below, for the public islands that hydrate at load:
//   - `react`: React, ReactDOM, the scheduler and Astro's React renderer, one file shared by every
//     island of every page (the design's "one shared React runtime");
//   - `islands`: what the consent banner needs (it is on every public page) and what most of those
//     islands share (icons, carousel rules, nanostores), one file on every public page;
//   - one file per island (or set of islands) for the rest of what it needs and shares with code that
//     is not loaded with it (the portal, the forms), instead of one file per module.
// Everything else (the islands' own code, the forms hydrating on `client:visible`, the portal's screens
// and their libraries) keeps rolldown's automatic splitting, so a public page never downloads them.
// Rolldown's own runtime helpers stay a file of their own: a portal library loaded by `import()`
// (qrcode, CommonJS) needs them without React, so rolldown cannot merge them into the React file.

const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
const PUBLIC_ISLANDS = /[\\/]src[\\/]islands[\\/]public[\\/]/;

/**
 * The public islands that hydrate while the page loads (`client:idle`; a unit test pins this list
 * against the components). Islands hydrating on `client:visible` (the forms, the calculator) keep their
 * libraries (zod among them) in chunks of their own: they are not part of the load.
 */
export const AT_LOAD_ISLANDS = ['consent-banner', 'hero-slider', 'inventory-filters', 'photo-viewer', 'gallery-grid'];
// The consent banner hydrates on every public page: what it needs is loaded everywhere anyway.
const ON_EVERY_PAGE = 'consent-banner';

/** @param {string} id */
const islandName = (id) => id.replace(/^.*[\\/]/, '').replace(/\.[jt]sx?$/, '');

/**
 * For each module reachable by static imports from an island hydrating at load, the names of those
 * islands, sorted.
 * @param {import('rolldown').ChunkingContext} ctx
 * @param {Iterable<string>} ids every module id of the build
 */
function reachFromIslands(ctx, ids) {
  /** @type {Map<string, string[]>} */
  const reach = new Map();
  for (const entry of ids) {
    if (!PUBLIC_ISLANDS.test(entry) || !AT_LOAD_ISLANDS.includes(islandName(entry)) || !ctx.getModuleInfo(entry)?.isEntry) continue;
    const stack = [entry];
    const seen = new Set(stack);
    while (stack.length) {
      const id = /** @type {string} */ (stack.pop());
      reach.set(id, [...(reach.get(id) ?? []), islandName(entry)].sort());
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
  }
  return reach;
}

/**
 * The chunk a module goes to, by the islands (hydrating at load) that need it; null leaves it to
 * rolldown. An island's own entry module stays its own file: pages load only the islands they hold.
 * @param {string[] | undefined} islands
 * @returns {string | null}
 */
export function chunkFor(islands) {
  if (!islands?.length) return null;
  // What the consent banner needs is on every page; so is, nearly, what most of the islands need:
  // in the shared file it costs no request of its own.
  if (islands.includes(ON_EVERY_PAGE) || islands.length > AT_LOAD_ISLANDS.length / 2) return 'islands';
  return `${islands.join('-and-')}-shared`;
}

/**
 * The Vite plugin that sets the client build's code splitting. It records the module ids as they
 * load, so the grouping can walk the import graph from the islands.
 * @returns {import('vite').Plugin}
 */
export function clientChunks() {
  /** @type {Set<string>} */
  const ids = new Set();
  /** @type {Map<string, string[]> | undefined} */
  let reach;
  /**
   * @param {string} id
   * @param {import('rolldown').ChunkingContext} ctx
   */
  const islandsOf = (id, ctx) => {
    reach ??= reachFromIslands(ctx, ids);
    return ctx.getModuleInfo(id)?.isEntry ? undefined : reach.get(id);
  };
  return {
    name: 'atelier:client-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      ids.clear();
      reach = undefined;
    },
    moduleParsed(info) {
      ids.add(info.id);
    },
    outputOptions(options) {
      // Higher priorities first: a group takes the modules it captures away from the groups after it,
      // so React never lands in the islands' file and the shared file's modules in no island's file.
      const groups = [
        { name: 'react', test: REACT, priority: 3 },
        {
          name: (/** @type {string} */ id, /** @type {any} */ ctx) => (chunkFor(islandsOf(id, ctx)) === 'islands' ? 'islands' : null),
          priority: 2,
        },
        { name: (/** @type {string} */ id, /** @type {any} */ ctx) => chunkFor(islandsOf(id, ctx)), priority: 1 },
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}
