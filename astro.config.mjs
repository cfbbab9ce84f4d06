// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { clientChunks } from './scripts/client-chunks.mjs';
import { serverBootEntry } from './scripts/server-boot-entry.mjs';
import { tagReactIslands } from './scripts/react-island-tag.mjs';
import { siteUrlForBuild } from './src/server/config.ts';

export default defineConfig({
  site: siteUrlForBuild(process.env) ?? 'https://www.ateliermotorgallery.ca',
  output: 'server',
  // Middleware: the HTTP server (src/server/http/serve.ts) answers files itself and hands Astro only what is not one.
  // Uploads take at most 20 files of 5 MB; anything far above that is refused before it is read.
  // Not streamed (the adapter's documented option): the page middleware compresses and the page cache keeps whole pages.
  adapter: node({ mode: 'middleware', bodySizeLimit: 110 * 1024 * 1024, experimentalDisableStreaming: true }),
  // Islands are rendered as @astrojs/react does by default (docs/decisions/island-rendering.md).
  integrations: [react()],
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
    plugins: [
      tailwindcss(),
      // The client build's code splitting (rolldown's codeSplitting option): one React file, one shared islands file.
      clientChunks(),
      // src/server/boot.ts as a second entry of the server build (an emitted chunk), so serve.ts boots at start.
      serverBootEntry(),
      // Our islands carry the renderer tag Astro's own JSX uses, so Astro skips the React check render of each.
      tagReactIslands(),
    ],
    resolve: {
      // Radix's scroll lock writes a <style> element the CSP refuses; ours keeps its rules in portal.css.
      alias: [
        { find: /^react-remove-scroll-bar$/, replacement: fileURLToPath(new URL('./src/islands/ui/scroll-lock-bar.ts', import.meta.url)) },
      ],
    },
    ssr: { external: ['better-sqlite3', 'sharp', '@node-rs/argon2', 'nodemailer'] },
  },
});
