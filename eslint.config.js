// ESLint (flat config). `npm run lint` runs it with --max-warnings 0 and `prettier --check`; both are the
// first stage of `npm test`. No type-aware rules: the type check is `astro check`'s job, and lint stays fast.
// The floors' import boundaries are pinned by tests/lint/boundaries.test.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import { noCycleRule } from './scripts/eslint-no-cycle.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.astro', '.json'],
  tsconfig: { configFile: path.join(root, 'tsconfig.json') },
});

// The floors read top to bottom: pages (with components and the middleware) → server → db → lib.
// Islands run in the browser. A zone forbids every import of `from` in `target`, types included.
const PAGES = ['src/pages', 'src/components', 'src/middleware.ts'];
const floor = (target, from, why) => ({ target, from, message: why });
const zones = [
  floor(
    'src/lib',
    ['src/server', 'src/db', 'src/islands', ...PAGES],
    'src/lib is pure code shared with the browser: it imports only src/lib (declare the type it needs in src/lib).',
  ),
  floor('src/db', ['src/server', 'src/islands', ...PAGES], 'src/db sits below src/server: it imports only src/db and src/lib.'),
  floor('src/server', ['src/islands', ...PAGES], 'src/server sits below the pages: it never imports pages, components or islands.'),
  floor('src/islands', PAGES, 'Pages and components mount islands, not the other way round: shared markup lives in src/lib.'),
  // The demo (sample cars, inquiries, posts, synthetic rows, the artwork that draws them, the seed) is not the
  // product: it sits above src/server, and only scripts, tests and benches (outside these zones) import it.
  floor(
    ['src/server', 'src/db', 'src/lib', 'src/islands', ...PAGES],
    'src/demo',
    'Only the seed, scripts, tests and benches import src/demo: a default the site needs belongs in src/server or src/lib.',
  ),
  floor('src/demo', ['src/islands', ...PAGES], 'src/demo sits above src/server: it imports src/server, src/db and src/lib only.'),
];

// One alias style: a src file from another folder is `#src/...`, never `../`; tests, scripts and benches
// reach src through `#src/...` too.
const PARENT = { regex: '^\\.\\./', message: "Import through '#src/...' (one alias style): no '../' imports in src." };
const INTO_SRC = { regex: '^(\\.\\./)+src/', message: "Import src files as '#src/...'." };
const SERVER_ONLY = {
  regex: '^#src/(server|db)/',
  allowTypeImports: true,
  message: 'Islands run in the browser: from src/server and src/db they import types only (`import type`).',
};
// no-restricted-imports does not look at `import()`: the same rules for dynamic imports.
const dynamicImport = (regex, message) => ({ selector: `ImportExpression > Literal[value=/${regex}/]`, message });

export default defineConfig(
  {
    ignores: [
      'dist/',
      'data/',
      '.cache/',
      '.astro/',
      'tools/',
      'public/',
      'src/db/migrations/',
      'test-results/',
      'playwright-report/',
      'docs/',
      'bench-results/',
      'backups/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `catch {}` is how the code says "a failure here changes nothing".
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // No circle between modules, type imports included (import-x/no-cycle skips those): scripts/eslint-no-cycle.mjs.
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { local: { rules: { 'no-cycle': noCycleRule(resolver, root) } } },
    rules: { 'local/no-cycle': 'error' },
  },
  {
    files: ['src/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [PARENT] }],
      'no-restricted-syntax': ['error', dynamicImport('^\\.\\.\\/', PARENT.message)],
    },
  },
  {
    files: ['src/islands/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [PARENT, SERVER_ONLY] }],
      'no-restricted-syntax': [
        'error',
        dynamicImport('^\\.\\.\\/', PARENT.message),
        dynamicImport('^#src\\/(server|db)\\/', SERVER_ONLY.message),
      ],
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The plugin's React Compiler rules (set-state-in-effect, refs, ...) are left off:
    // the islands are not compiled by the React Compiler, and those rules cost most of the lint time.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The single executable's entry is CommonJS: Node's SEA runs its main script as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**', 'scripts/**', 'bench/**'],
    // Browser tests and benches hand functions to the page (page.evaluate) that use its globals.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Tests read JSON answers of every shape and assert on them field by field: a failing assertion
      // says more than a hand-written type of each answer would.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [INTO_SRC] }],
      'no-restricted-syntax': ['error', dynamicImport('^(\\.\\.\\/)+src\\/', INTO_SRC.message)],
    },
  },
);
