// Renders React islands on the server to a string, with the island's useId prefix.
//
// @astrojs/react renders each island through a web stream by default: React encodes its HTML to
// bytes, Astro reads the stream and decodes the bytes back to a string, and then encodes the whole
// page once more. Its `experimentalDisableStreaming` option calls `renderToString` instead, which is
// cheaper (a vehicle page, with its forms: about a fifth less CPU per render) but, in @astrojs/react
// 7.0.0, drops the render options: without the island's `identifierPrefix`, every `useId` on the
// server differs from the browser's, and hydration fails on the first labelled field.
// This plugin hands the options on. If @astrojs/react's code changes, the build stops, so that
// nobody ships islands whose ids no longer match.
import { fileURLToPath } from 'node:url';

const SERVER = /\/node_modules\/@astrojs\/react\/dist\/server\.js$/;
const WITHOUT_OPTIONS = 'ReactDOM.renderToString(vnode)';
const WITH_OPTIONS = 'ReactDOM.renderToString(vnode, renderOptions)';

/** @astrojs/react's server renderer with `renderToString` given the island's render options. */
export function withRenderOptions(code) {
  if (code.includes(WITH_OPTIONS)) return code;
  const at = code.indexOf(WITHOUT_OPTIONS);
  if (at === -1 || code.indexOf(WITHOUT_OPTIONS, at + 1) !== -1 || !code.includes('renderOptions = {')) {
    throw new Error(
      `@astrojs/react's server renderer changed: check that its renderToString gets the island's identifierPrefix, then update ${fileURLToPath(import.meta.url)}`,
    );
  }
  return code.replace(WITHOUT_OPTIONS, WITH_OPTIONS);
}

/** @returns {import('vite').Plugin} */
export function passReactRenderOptions() {
  return {
    name: 'atelier:react-render-options',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!SERVER.test(id.split('?')[0].replaceAll('\\', '/'))) return null;
      return { code: withRenderOptions(code), map: null };
    },
  };
}
