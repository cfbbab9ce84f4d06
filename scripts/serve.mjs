// Serves the built site on PORT: the HTTP server of src/server/http/serve.ts, which the build bundles
// into dist/serve.mjs. `npm start` builds and prepares the database first; tests and benches start this.
import fs from 'node:fs';

const server = new URL('../dist/serve.mjs', import.meta.url);
if (!fs.existsSync(server)) {
  console.error('No build in dist/: run npm run build (or npm start, which builds when needed).');
  process.exit(1);
}
await import(server.href);
