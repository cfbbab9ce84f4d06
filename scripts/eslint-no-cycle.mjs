// The `local/no-cycle` ESLint rule: no circle of imports between our own modules, type-only imports included.
// import-x/no-cycle skips `import type` by design (no option brings it back), and a circle through types still
// ties two files together: neither can move or split without the other. Why a rule of our own and how it reads
// the files: docs/decisions/floors-and-lint-zones.md.
//
// Every kind of import counts (value, `import type`, `export … from`, `import()` and `typeof import()`): the
// linted file's from its text, the rest from disk, read with TypeScript's import scanner (no parse) and kept while
// the file is unchanged. Specifiers resolve with the resolver import-x uses (tsconfig paths, `#src/*`); only .ts,
// .tsx, .mjs and .js files of the repository are followed (not node_modules, not .astro, which import-x cannot
// read either and which never sit in a circle with code).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE = /\.(ts|tsx|mjs|js)$/;

/** Import specifiers of a module's text, with their offsets. */
function specifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => ({ name: f.fileName, pos: f.pos }));
}

/**
 * The rule, resolving with `resolver` (an import-x resolver of interface version 3) inside `root`.
 * @param {{ resolve(source: string, file: string): { found: boolean; path?: string | null } }} resolver
 * @param {string} root
 */
export function noCycleRule(resolver, root) {
  const ours = (file) =>
    Boolean(file) && CODE.test(file) && !file.endsWith('.d.ts') && file.startsWith(root) && !file.includes('/node_modules/');
  const resolved = new Map();
  const resolve = (name, from) => {
    const key = `${path.dirname(from)}\0${name}`;
    if (!resolved.has(key)) {
      const answer = resolver.resolve(name, from);
      resolved.set(key, answer.found && ours(answer.path) ? answer.path : null);
    }
    return resolved.get(key);
  };
  /** @type {Map<string, { mtimeMs: number; deps: string[] }>} */
  const modules = new Map();
  const depsOf = (file) => {
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const known = modules.get(file);
    if (known?.mtimeMs === mtimeMs) return known.deps;
    const deps = [...new Set(specifiers(fs.readFileSync(file, 'utf8')).map((s) => resolve(s.name, file)))].filter(Boolean);
    modules.set(file, { mtimeMs, deps });
    return deps;
  };

  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid a circle of imports between modules, type-only imports included.' },
      schema: [],
      messages: { cycle: 'Dependency cycle, type imports included: {{route}}' },
    },
    create(context) {
      const file = context.physicalFilename;
      if (!ours(file)) return {};
      return {
        'Program:exit'() {
          const { sourceCode } = context;
          // Modules already walked in full without finding this file: a later import need not walk them again.
          const clear = new Set([file]);
          for (const { name, pos } of specifiers(sourceCode.text)) {
            const first = resolve(name, file);
            if (!first || clear.has(first)) continue;
            // Breadth first, keeping how each module was reached, to name the shortest way back.
            const via = new Map([[first, null]]);
            const queue = [first];
            let back = null;
            while (queue.length > 0 && !back) {
              const at = queue.shift();
              for (const dep of depsOf(at)) {
                if (dep === file) {
                  back = at;
                  break;
                }
                if (clear.has(dep) || via.has(dep)) continue;
                via.set(dep, at);
                queue.push(dep);
              }
            }
            if (!back) {
              for (const m of via.keys()) clear.add(m);
              continue;
            }
            const route = [];
            for (let m = back; m; m = via.get(m)) route.unshift(path.relative(root, m));
            const start = sourceCode.getLocFromIndex(pos);
            context.report({
              loc: { start, end: sourceCode.getLocFromIndex(pos + name.length) },
              messageId: 'cycle',
              data: { route: [path.relative(root, file), ...route, path.relative(root, file)].join(' → ') },
            });
          }
        },
      };
    },
  };
}
