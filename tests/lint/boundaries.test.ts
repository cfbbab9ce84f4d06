import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The floors' import rules (eslint.config.js) checked on snippets placed at the paths they govern: each
// forbidden import must be reported, and the allowed ones must not, so a rule that stops matching (a
// renamed folder, an alias the resolver no longer follows) fails here instead of passing silently.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

// The rules that draw the boundaries: zones of resolved paths, import strings, import() strings, cycles (types
// included: scripts/eslint-no-cycle.mjs).
const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = '@typescript-eslint/no-restricted-imports';
const DYN = 'no-restricted-syntax';
const CYCLE = 'local/no-cycle';

/** The boundary rules that fire on `code` placed at `file` (other rules, unused imports say, are ignored). */
async function boundaryRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${file} does not parse`).toEqual([]);
  return result.messages.filter((m) => [PATHS, IMPORTS, DYN, CYCLE].includes(m.ruleId ?? '')).map((m) => m.ruleId!);
}

const forbidden: [string, string, string, string][] = [
  ['src/lib imports a db type', 'src/lib/x.ts', "import type { Vehicle } from '#src/db/schema/vehicles';", PATHS],
  ['src/lib imports server code', 'src/lib/x.ts', "import { pageCacheGeneration } from '#src/server/render/page-cache';", PATHS],
  ['src/lib imports the database type', 'src/lib/format/x.ts', "import type { Db } from '#src/db/client';", PATHS],
  ['src/lib imports an island', 'src/lib/x.ts', "import { api } from '#src/islands/lib/api';", PATHS],
  ['src/lib imports a component', 'src/lib/x.ts', "import VehicleCard from '#src/components/vehicle/vehicle-card.astro';", PATHS],
  [
    'a src/lib test imports server code',
    'src/lib/x.test.ts',
    "import { pageCacheGeneration } from '#src/server/render/page-cache';",
    PATHS,
  ],
  ['src/db imports server code', 'src/db/queries/x.ts', "import { pageCacheGeneration } from '#src/server/render/page-cache';", PATHS],
  ['src/db imports a server type', 'src/db/schema/x.ts', "import type { Access } from '#src/server/endpoint';", PATHS],
  ['src/db imports a page', 'src/db/x.ts', "import { GET } from '#src/pages/media/[file]';", PATHS],
  ['src/server imports a page', 'src/server/x.ts', "import { GET } from '#src/pages/media/[file]';", PATHS],
  ['src/server imports a component', 'src/server/x.ts', "import VehicleCard from '#src/components/vehicle/vehicle-card.astro';", PATHS],
  ['src/server imports an island', 'src/server/auth/x.ts', "import { api } from '#src/islands/lib/api';", PATHS],
  [
    'an island imports server code',
    'src/islands/public/x.tsx',
    "import { pageCacheGeneration } from '#src/server/render/page-cache';",
    IMPORTS,
  ],
  ['an island imports the database', 'src/islands/portal/x.ts', "import { db } from '#src/db/client';", IMPORTS],
  [
    'an island imports a component',
    'src/islands/public/x.ts',
    "import { cardItemHtml } from '#src/components/home/recommended.astro';",
    PATHS,
  ],
  ['an island loads server code later', 'src/islands/x.ts', "export const load = () => import('#src/server/render/page-cache');", DYN],
  ['src imports with ../', 'src/server/auth/x.ts', "import { CATEGORIES } from '../../lib/enums';", IMPORTS],
  ['src loads with ../', 'src/islands/public/x.ts', "export const load = () => import('../lib/api');", DYN],
  ['a test imports src with ../', 'tests/api/x.test.ts', "import { CATEGORIES } from '../../src/lib/enums';", IMPORTS],
  ['a script imports src with ../', 'scripts/x.ts', "import { CATEGORIES } from '../src/lib/enums';", IMPORTS],
  ['a bench loads src with ../', 'bench/x.mjs', "export const load = () => import('../src/lib/enums');", DYN],
  ['server content imports demo data', 'src/server/content/x.ts', "import { DEMO_VEHICLES } from '#src/demo/data/vehicles';", PATHS],
  ['server code imports a demo type', 'src/server/media/x.ts', "import type { DemoVehicle } from '#src/demo/data/vehicles';", PATHS],
  ['a component imports demo artwork', 'src/components/media/x.ts', "import { galleryArtwork } from '#src/demo/artwork';", PATHS],
  ['src/lib imports a demo type', 'src/lib/content/x.ts', "import type { GalleryKind } from '#src/demo/artwork';", PATHS],
  [
    'a page imports the seed',
    'src/pages/x.astro',
    "---\nimport { seedDemoData } from '#src/demo/seed';\n---\n<p>{String(seedDemoData)}</p>\n",
    PATHS,
  ],
  ['src/demo imports a component', 'src/demo/x.ts', "import { ART } from '#src/components/media/site-art';", PATHS],
  ['src/demo imports an island', 'src/demo/data/x.ts', "import { api } from '#src/islands/lib/api';", PATHS],
  // price.ts imports #src/lib/dealer: dealer.ts importing price.ts back closes a circle through the alias.
  [
    'a cycle through #src',
    'src/lib/dealer.ts',
    "import { formatPrice } from '#src/lib/format/price';\nexport const p = formatPrice(1);",
    CYCLE,
  ],
  [
    'a cycle through a type import',
    'src/lib/dealer.ts',
    "import type { formatPrice } from '#src/lib/format/price';\nexport type P = typeof formatPrice;",
    CYCLE,
  ],
  // journal-editor.tsx reads PostDto from journal-types.ts with `import type`: the way back is types only.
  [
    'a cycle whose way back is a type import',
    'src/islands/portal/journal/journal-types.ts',
    "export { JournalEditor } from './journal-editor';",
    CYCLE,
  ],
];

const allowed: [string, string, string][] = [
  ['src/lib imports src/lib', 'src/lib/x.ts', "import { CATEGORIES } from '#src/lib/enums';\nimport { x } from './y';"],
  [
    'src/db imports src/db and src/lib',
    'src/db/queries/x.ts',
    "import { db } from '#src/db/client';\nimport { CATEGORIES } from '#src/lib/enums';",
  ],
  [
    'src/server imports db and lib',
    'src/server/x.ts',
    "import { db } from '#src/db/client';\nimport { CATEGORIES } from '#src/lib/enums';",
  ],
  [
    'a page imports server, db, components and islands',
    'src/pages/x.astro',
    "---\nimport { pageCacheGeneration } from '#src/server/render/page-cache';\nimport { db } from '#src/db/client';\nimport { api } from '#src/islands/lib/api';\n---\n<p>{String(pageCacheGeneration)}{String(db)}{String(api)}</p>\n",
  ],
  [
    'an island imports a server type',
    'src/islands/portal/x.ts',
    "import type { Access } from '#src/server/endpoint';\nimport type { Db } from '#src/db/client';",
  ],
  [
    'an island imports lib and islands',
    'src/islands/public/x.tsx',
    "import { CATEGORIES } from '#src/lib/enums';\nimport { api } from '#src/islands/lib/api';",
  ],
  [
    'scripts, tests and benches import the demo',
    'scripts/x.ts',
    "import { seedDemoData } from '#src/demo/seed';\nimport { galleryArtwork } from '#src/demo/artwork';",
  ],
  ['a test imports demo data', 'tests/api/x.test.ts', "import { DEMO_VEHICLES } from '#src/demo/data/vehicles';"],
  ['a bench imports synthetic rows', 'bench/x.ts', "import { syntheticInquiries } from '#src/demo/synthetic';"],
  [
    'src/demo imports server, db, lib and itself',
    'src/demo/x.ts',
    "import { storeDemoImage } from '#src/server/media/images';\nimport type { Db } from '#src/db/client';\nimport { DEALER } from '#src/lib/dealer';\nimport { STARTING_BLOCKS } from '#src/server/content/starting-copy/blocks';\nimport { DEMO_VEHICLES } from '#src/demo/data/vehicles';",
  ],
  [
    'a test imports src through #src',
    'tests/api/x.test.ts',
    "import { CATEGORIES } from '#src/lib/enums';\nimport { startTestServer } from '../support/test-server';",
  ],
];

// The first lint loads the config, the TypeScript parser and the import resolver: seconds on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it.each(forbidden)('reports: %s', async (_, file, code, rule) => {
    expect(await boundaryRules(file, code)).toContain(rule);
  });

  it.each(allowed)('allows: %s', async (_, file, code) => {
    expect(await boundaryRules(file, code)).toEqual([]);
  });
});
