import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPatch, patchDependencies, patchesFor, PATCHES } from './dependency-patches.mjs';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = patchDependencies().transform as unknown as Transform;
const nodeModules = path.resolve(import.meta.dirname, '../node_modules');
const installed = (file: string) => fs.readFileSync(path.join(nodeModules, file), 'utf8');

describe('patches to dependencies’ server code', () => {
  it.each(PATCHES.map((patch) => [patch.why, patch] as const))('applies to the installed package: %s', (_, patch) => {
    const code = installed(patch.file);
    const patched = applyPatch(patch, code);
    expect(patched).toContain(patch.to);
    expect(patched.length).toBe(code.length - patch.from.length + patch.to.length);
  });

  it("hands React's renderToString the island's identifierPrefix", () => {
    const patched = transform(installed('@astrojs/react/dist/server.js'), `${nodeModules}/@astrojs/react/dist/server.js`)!.code;
    expect(patched).toContain('identifierPrefix: prefix');
    expect(patched).toContain('ReactDOM.renderToString(vnode, renderOptions)');
    expect(patched).not.toContain('ReactDOM.renderToString(vnode);');
  });

  it('computes the CSP hash of the same text once, and a different text anew', async () => {
    const code = applyPatch(patchesFor('/x/node_modules/astro/dist/core/encryption.js')[0]!, installed('astro/dist/core/encryption.js'));
    // The module imports its neighbours relatively: it is loaded from beside them.
    const file = path.join(nodeModules, 'astro/dist/core', `encryption.patched-${process.pid}.mjs`);
    fs.writeFileSync(file, code);
    try {
      const { generateCspDigest } = await import(file);
      let digests = 0;
      const digest = crypto.subtle.digest.bind(crypto.subtle);
      crypto.subtle.digest = ((...args: Parameters<typeof digest>) => (digests++, digest(...args))) as typeof digest;
      try {
        const first = await generateCspDigest('console.log(1)', 'SHA-256');
        expect(await generateCspDigest('console.log(1)', 'SHA-256')).toBe(first);
        expect(digests).toBe(1);
        expect(first).toBe(`sha256-${createHash('sha256').update('console.log(1)').digest('base64')}`);
        expect(await generateCspDigest('console.log(2)', 'SHA-256')).not.toBe(first);
        expect(digests).toBe(2);
      } finally {
        crypto.subtle.digest = digest;
      }
    } finally {
      fs.rmSync(file);
    }
  });

  it("serializes an island's props once, and hashes them without the island's HTML", () => {
    const at = (file: string) => transform(installed(file), `${nodeModules}/${file}`)!.code;
    const component = at('astro/dist/runtime/server/render/component.js');
    const hydration = at('astro/dist/runtime/server/hydration.js');
    expect(component).toContain('const serializedProps = serializeProps(props, metadata);');
    expect(component).toContain('{ renderer, result, astroId, props, attrs, serializedProps }');
    expect(component).not.toMatch(/shorthash\([^;]*\$\{html\}/);
    expect(hydration).toContain('escapeHTML(serializedProps ?? serializeProps(props, metadata))');
    expect(hydration).toContain('{ renderer, result, astroId, props, attrs, serializedProps } = scriptOptions');
  });

  it('writes a page as UTF-8 bytes while it renders, the same text as a component rendered to a string', async () => {
    const file = 'astro/dist/runtime/server/render/astro/render.js';
    const code = patchesFor(`/x/node_modules/${file}`).reduce((patched, patch) => applyPatch(patch, patched), installed(file));
    // Loaded from beside the original: it imports its neighbours relatively (and the page writer by its full path).
    const patchedFile = path.join(nodeModules, path.dirname(file), `render.patched-${process.pid}.mjs`);
    fs.writeFileSync(patchedFile, code);
    try {
      const { renderToString } = await import(patchedFile);
      const { renderTemplate } = await import(path.join(nodeModules, 'astro/dist/runtime/server/render/astro/render-template.js'));
      const result = {
        partial: false,
        compressHTML: true,
        componentMetadata: new Map(),
        _metadata: { propagators: new Set(), extraHead: [], hasRenderedHead: false, headInTree: false },
      };
      // Text beyond ASCII in the template, in an expression, and a chunk a renderer produced as bytes.
      const factory = () =>
        renderTemplate`<html><body><p>Coupé ${'Maserati’s 🏎️'}</p>${new TextEncoder().encode('<i>Gänsefüßchen</i>')}</body></html>`;
      const page = await renderToString(result, factory, {}, {}, true);
      expect(page).toBeInstanceOf(Uint8Array);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(page)).toBe(
        '<!DOCTYPE html><html><body><p>Coupé Maserati’s 🏎️</p><i>Gänsefüßchen</i></body></html>',
      );
      expect(await renderToString(result, factory, {}, {}, false)).toBe(
        '<html><body><p>Coupé Maserati’s 🏎️</p><i>Gänsefüßchen</i></body></html>',
      );
    } finally {
      fs.rmSync(patchedFile);
    }
  });

  it('changes only the patched files, in the server build, and stops the build when a text is gone', () => {
    expect(transform('html = ReactDOM.renderToString(vnode);', '/app/node_modules/@astrojs/react/dist/client.js')).toBeNull();
    expect(transform('x', '/app/src/islands/public/inquiry-form.tsx')).toBeNull();
    expect(patchDependencies().applyToEnvironment?.({ name: 'client' } as never)).toBe(false);
    expect(() => transform('html = ReactDOM.renderToStaticMarkup(vnode);', '/app/node_modules/@astrojs/react/dist/server.js')).toThrow(
      /@astrojs\/react\/dist\/server\.js changed: check that renderToString gets the island's identifierPrefix/,
    );
  });
});
