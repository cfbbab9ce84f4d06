// esbuild's options for the Node code we bundle ourselves: the HTTP server (scripts/bundle-server.ts, part of
// `npm run build`) and the single executable's command-line scripts (scripts/package.mjs). Our own modules are
// bundled in; packages stay imports, resolved from node_modules (which the executable stages beside them).

/** @type {import('esbuild').BuildOptions} */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  logLevel: 'warning',
};
