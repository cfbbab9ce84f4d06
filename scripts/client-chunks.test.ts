import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AT_LOAD_ISLANDS, chunkFor } from './client-chunks.mjs';

const root = path.resolve(import.meta.dirname, '..');
const astroFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? astroFiles(path.join(dir, e.name)) : e.name.endsWith('.astro') ? [path.join(dir, e.name)] : []));

/** The public islands the components hydrate while the page loads (client:load or client:idle). */
function islandsHydratedAtLoad(): string[] {
  const names = new Set<string>();
  for (const file of astroFiles(path.join(root, 'src'))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, component, island] of source.matchAll(/import\s+(\w+)\s+from\s+'(?:#src\/|(?:\.\.?\/)*)islands\/public\/([\w-]+)'/g)) {
      if (new RegExp(`<${component}\\b[^>]*\\bclient:(?:load|idle)\\b`).test(source)) names.add(island);
    }
  }
  return [...names].sort();
}

describe('the client bundle split', () => {
  it('knows every public island that hydrates at load (they share the islands file)', () => {
    const found = islandsHydratedAtLoad();
    expect(found).toContain('consent-banner');
    expect([...AT_LOAD_ISLANDS].sort()).toEqual(found);
  });

  it("puts the consent banner's modules and most islands' shared ones in the shared file", () => {
    expect(chunkFor(['consent-banner'])).toBe('islands');
    expect(chunkFor(['consent-banner', 'hero-slider'])).toBe('islands');
    expect(chunkFor(['gallery-grid', 'hero-slider', 'photo-viewer'])).toBe('islands');
  });

  it('gives what fewer islands share a file of their own, and leaves other modules to rolldown', () => {
    expect(chunkFor(['inventory-filters'])).toBe('inventory-filters-shared');
    expect(chunkFor(['gallery-grid', 'photo-viewer'])).toBe('gallery-grid-and-photo-viewer-shared');
    expect(chunkFor([])).toBeNull();
    expect(chunkFor(undefined)).toBeNull();
  });
});
