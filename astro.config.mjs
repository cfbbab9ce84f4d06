// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { clientChunks } from './scripts/client-chunks.mjs';
import { serverBootEntry } from './scripts/server-boot-entry.mjs';
import { tagReactIslands } from './scripts/react-island-tag.mjs';
import { patchDependencies } from './scripts/dependency-patches.mjs';
import { siteUrlForBuild } from './src/server/config.ts';

export default defineConfig({
  site: siteUrlForBuild(process.env) ?? 'https://www.ateliermotorgallery.ca',
  output: 'server',
  // Middleware: the HTTP server (src/server/http/serve.ts) answers files itself and hands Astro only what is not one.
  // Uploads take at most 20 files of 5 MB; anything far above that is refused before it is read.
  // Pages are rendered to one string, not streamed: the page middleware compresses (and the page
  // cache keeps) whole pages anyway, and one encoding of the page costs less than one per chunk
  // (/inventory renders past the cache: about 5 % less CPU).
  adapter: node({ mode: 'middleware', bodySizeLimit: 110 * 1024 * 1024, experimentalDisableStreaming: true }),
  // Islands too are rendered to a string, not through a web stream that is read back and decoded:
  // 8–23 % less CPU per render past the page cache (scripts/dependency-patches.mjs hands React the island's id prefix).
  integrations: [react({ experimentalDisableStreaming: true })],
  security: {
    // Cross-site form posts are refused by our own copy of Astro's origin check (src/middleware.ts
    // `originCheck`): the same rule, plus the one path a mail program must post to without an
    // Origin (one-click unsubscribe, RFC 8058). JSON bodies are checked by our content-type rule.
    checkOrigin: false,
    // Content-Security-Policy: Astro hashes its own inline scripts and styles (islands' loader included)
    // and sends the header on on-demand pages. No 'unsafe-inline' for scripts. frame-ancestors is only
    // honoured in a header, never in the <meta> Astro writes for prerendered pages, so the HTTP server
    // adds it as a second policy on every response.
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data: https:", "form-action 'self'", "base-uri 'self'", "object-src 'none'"],
      styleDirective: {
        // style="" attributes (React's server-rendered inline styles, Radix, charts) are allowed; <style>
        // elements still need Astro's hashes. CSS in an attribute cannot run script.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  // 'ignore': /api/ must reach the middleware (a JSON 404), not a redirect to an HTML page.
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), clientChunks(), serverBootEntry(), tagReactIslands(), patchDependencies()],
    resolve: {
      // Radix's scroll lock writes a <style> element the CSP refuses; ours keeps its rules in portal.css.
      alias: [
        { find: /^react-remove-scroll-bar$/, replacement: fileURLToPath(new URL('./src/islands/ui/scroll-lock-bar.ts', import.meta.url)) },
      ],
    },
    ssr: { external: ['better-sqlite3', 'sharp', '@node-rs/argon2', 'nodemailer'] },
  },
});
