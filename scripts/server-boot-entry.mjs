// A second entry of Astro's server bundle: src/server/boot.ts, built as dist/server/boot.mjs.
//
// Astro's bundle loads its middleware (and with it everything the server does once: the database,
// the background jobs) when the first request needs it. The HTTP server (src/server/http/serve.ts)
// boots it at start instead, by importing this entry. Being an entry of the same build, it shares that
// build's chunks: its modules are the very ones the middleware and the pages use, not copies.
import { fileURLToPath } from 'node:url';

const BOOT = fileURLToPath(new URL('../src/server/boot.ts', import.meta.url));

/** @returns {import('vite').Plugin} */
export function serverBootEntry() {
  return {
    name: 'atelier:server-boot-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      // An emitted chunk rather than another input: Astro names every input of the server build entry.mjs.
      this.emitFile({ type: 'chunk', id: BOOT, fileName: 'boot.mjs', preserveSignature: 'strict' });
    },
  };
}
