// Part of `npm run build`: bundles the HTTP server (src/server/http/serve.ts, TypeScript) into
// dist/serve.mjs, which Node runs as it is (scripts/serve.mjs, npm start, the tests, the benchmarks and
// the single executable). Packages stay imports (node_modules); our own modules are bundled in.
// Astro's bundle (dist/server) is loaded by the server at start, not bundled into it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { NODE_BUNDLE } from './node-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
await esbuild.build({
  entryPoints: { serve: path.join(root, 'src/server/http/serve.ts') },
  outdir: path.join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  ...NODE_BUNDLE,
});
console.log(`bundled the HTTP server into dist/serve.mjs (${Date.now() - started} ms)`);
