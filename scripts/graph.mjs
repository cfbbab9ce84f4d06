// `npm run graph`: the folders' dependency graph as a Mermaid drawing, written to docs/dependency-graph.mmd and
// into the README between its graph markers. dependency-cruiser reads the TypeScript and JavaScript (run-time
// imports, collapsed to folders: .dependency-cruiser.cjs); it cannot read .astro files, so their imports (front
// matter and <script> tags) are added here. Stops with an error on an arrow up or a circle. With --check (npm test)
// it writes nothing and fails when the committed drawing or the README's copy is not the current one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDER = /^(src\/[^/]+|scripts|bench|tests)/;
const folderOf = (file) => FOLDER.exec(file)?.[1];

const cruised = JSON.parse(
  execFileSync(path.join(root, 'node_modules/.bin/depcruise'), ['src', 'scripts', 'bench', 'tests', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);
const edges = new Set();
const nodes = new Set();
for (const module of cruised.modules) {
  nodes.add(module.source);
  for (const dep of module.dependencies) if (dep.resolved !== module.source) edges.add(`${module.source} ${dep.resolved}`);
}

// .astro files: every import specifier that names a src file, through the alias or relative to the file.
const IMPORT = /\bimport\s*(?:\(\s*|[^'"`;]*?\bfrom\s*|)['"]([^'"]+)['"]/g;
const astroFiles = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? astroFiles(path.join(dir, e.name)) : e.name.endsWith('.astro') ? [path.join(dir, e.name)] : []));
for (const file of astroFiles(path.join(root, 'src'))) {
  const from = folderOf(path.relative(root, file));
  nodes.add(from);
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = specifier.startsWith('#src/')
      ? `src/${specifier.slice(5)}`
      : specifier.startsWith('.')
        ? path.relative(root, path.resolve(path.dirname(file), specifier))
        : null;
    const to = target && folderOf(target);
    if (to && to !== from && !/\.d\.ts$/.test(target)) edges.add(`${from} ${to}`);
  }
}

// Top to bottom: who imports whom, the floors in their order.
const ORDER = [
  'tests',
  'bench',
  'scripts',
  'src/pages',
  'src/middleware.ts',
  'src/components',
  'src/islands',
  'src/demo',
  'src/server',
  'src/db',
  'src/lib',
];
// A folder missing from ORDER would silently drop out of the drawing (src/demo once did): it fails instead.
const unplaced = [...nodes].map(folderOf).filter((n) => n && !ORDER.includes(n));
if (unplaced.length > 0) throw new Error(`folders not placed in ORDER: ${[...new Set(unplaced)].join(', ')}`);
const known = ORDER.filter((n) => nodes.has(n));
const id = (n) => n.replace(/^src\//, '').replace(/\W/g, '_');
const label = (n) => n.replace(/^src\//, '');
const arrows = [...edges]
  .map((e) => e.split(' '))
  .filter(([a, b]) => a !== b && known.includes(a) && known.includes(b))
  .sort(([a, b], [c, d]) => ORDER.indexOf(a) - ORDER.indexOf(c) || ORDER.indexOf(b) - ORDER.indexOf(d));

// An arrow up (against ORDER) or a circle fails the script: the drawing must show neither.
for (const [a, b] of arrows) if (ORDER.indexOf(b) < ORDER.indexOf(a)) throw new Error(`arrow up: ${a} imports ${b}`);
const next = new Map(known.map((n) => [n, arrows.filter(([a]) => a === n).map(([, b]) => b)]));
const state = new Map();
const visit = (n, trail) => {
  if (state.get(n) === 'done') return;
  if (state.get(n) === 'open') throw new Error(`circle between folders: ${[...trail, n].join(' → ')}`);
  state.set(n, 'open');
  for (const m of next.get(n)) visit(m, [...trail, n]);
  state.set(n, 'done');
};
for (const n of known) visit(n, []);

const mermaid = [
  'flowchart TB',
  ...known.map((n) => `  ${id(n)}[${label(n)}]`),
  ...arrows.map(([a, b]) => `  ${id(a)} --> ${id(b)}`),
  '',
].join('\n');
const check = process.argv.includes('--check');
const drawing = path.join(root, 'docs/dependency-graph.mmd');
const readme = path.join(root, 'README.md');
const START = '<!-- dependency graph: npm run graph -->';
const END = '<!-- end of dependency graph -->';
const text = fs.readFileSync(readme, 'utf8');
const readmeNow = text.includes(START)
  ? `${text.slice(0, text.indexOf(START) + START.length)}\n\n\`\`\`mermaid\n${mermaid}\`\`\`\n\n${text.slice(text.indexOf(END))}`
  : text;
if (check) {
  const stale = [
    ...(fs.existsSync(drawing) && fs.readFileSync(drawing, 'utf8') === mermaid ? [] : ['docs/dependency-graph.mmd']),
    ...(readmeNow === text ? [] : ['README.md']),
  ];
  if (stale.length) {
    console.error(`The dependency drawing is not current in ${stale.join(' and ')}: run npm run graph and commit it.`);
    process.exit(1);
  }
} else {
  fs.mkdirSync(path.dirname(drawing), { recursive: true });
  fs.writeFileSync(drawing, mermaid);
  fs.writeFileSync(readme, readmeNow);
}
console.log(`docs/dependency-graph.mmd${check ? ' is current' : ''}: ${known.length} folders, ${arrows.length} arrows, none up, no circle`);
