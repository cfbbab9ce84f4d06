// Tells Astro, on the server, that every component under src/islands is React's.
//
// Astro does not know which framework a component belongs to: it asks each renderer. @astrojs/react
// answers by rendering the component once inside a tester (its `check`, a whole server render of the
// island through a web stream) and then renders it again for the page: two renders per island. A
// component carrying Astro's renderer tag (the symbol its own JSX and MDX use) skips the test. React is
// the only framework here, so each function an island module exports gets the tag, on the server only.
// Only our own modules are changed; should Astro stop reading the tag, islands are checked again
// (slower, same HTML). docs/decisions/island-rendering.md
import { fileURLToPath } from 'node:url';

const ISLANDS = fileURLToPath(new URL('../src/islands/', import.meta.url)).replaceAll('\\', '/');

/** The code appended to an island module: tags its exported functions (components; hooks are never rendered). */
export function islandTag(id) {
  return (
    `\nimport * as __astroIslandModule from ${JSON.stringify(id)};\n` +
    `for (const __value of Object.values(__astroIslandModule)) {\n` +
    `  if (typeof __value === 'function') __value[Symbol.for('astro:renderer')] ??= '@astrojs/react';\n` +
    `}\n`
  );
}

/** @returns {import('vite').Plugin} */
export function tagReactIslands() {
  return {
    name: 'atelier:tag-react-islands',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      const file = id.split('?')[0].replaceAll('\\', '/');
      if (!file.startsWith(ISLANDS) || !/\.[jt]sx$/.test(file) || /\.test\.[jt]sx$/.test(file)) return null;
      return { code: code + islandTag(file), map: null };
    },
  };
}
