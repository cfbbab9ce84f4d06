// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://www.ateliermotorgallery.ca',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // Cross-site form posts are refused; JSON bodies are checked by our own content-type rule.
  security: { checkOrigin: true },
  trailingSlash: 'never',
  build: { inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['better-sqlite3', 'sharp', '@node-rs/argon2', 'nodemailer'] },
  },
});
