import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandTag, tagReactIslands } from './react-island-tag.mjs';

const ISLANDS = path.resolve(import.meta.dirname, '../src/islands').replaceAll('\\', '/');
type Transform = (code: string, id: string) => { code: string } | null;
const transform = tagReactIslands().transform as unknown as Transform;

describe('tagging React islands for Astro', () => {
  it('tags the island modules of the server build, and nothing else', () => {
    expect(transform('export default function A() {}', `${ISLANDS}/public/consent-banner.tsx`)?.code).toContain(
      "Symbol.for('astro:renderer')",
    );
    expect(transform('export default function A() {}', `${ISLANDS}/portal/inventory/inventory-screen.tsx?v=1`)).not.toBeNull();
    expect(transform('export const a = 1', `${ISLANDS}/public/saves/heart-buttons.ts`)).toBeNull();
    expect(transform('export {}', `${ISLANDS}/public/inquiry-form.test.tsx`)).toBeNull();
    expect(transform('export {}', path.resolve(ISLANDS, '../components/site/x.tsx'))).toBeNull();
    expect(tagReactIslands().applyToEnvironment?.({ name: 'client' } as never)).toBe(false);
    expect(tagReactIslands().applyToEnvironment?.({ name: 'ssr' } as never)).toBe(true);
  });

  it("gives every function the module exports Astro's React renderer, so Astro renders it without a trial render", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-tag-'));
    try {
      const file = path.join(dir, 'island.mjs');
      fs.writeFileSync(
        file,
        'export default function Banner() { return null; }\nexport const Named = () => null;\nexport const LABEL = "x";\n' +
          islandTag(pathToFileURL(file).href),
      );
      const island = await import(pathToFileURL(file).href);
      const tag = Symbol.for('astro:renderer');
      expect(island.default[tag]).toBe('@astrojs/react');
      expect(island.Named[tag]).toBe('@astrojs/react');
      expect(island.LABEL).toBe('x');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
