// dependency-cruiser: draws the folders' run-time dependency graph (`npm run graph` → docs/dependency-graph.mmd).
// Type-only imports are left out (the islands read the server's answer types on purpose); the import rules
// themselves are ESLint's (eslint.config.js).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  options: {
    includeOnly: '^(src|scripts|bench|tests)/',
    // Unit tests beside their code are the tests' floor, not the folder's: left out, as tests/ draws that floor.
    exclude: { path: ['^src/env\\.d\\.ts$', '^src/db/migrations/', '^src/.*\\.test\\.tsx?$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    collapse: '^(src/[^/]+|scripts|bench|tests)',
  },
};
