// `npm run package`: one executable for linux-x64 that runs the whole product (Node's single executable
// applications; postject injects the blob into a copy of this Node binary). Nothing is downloaded.
//
//   1. build the site if the sources are newer than the build;
//   2. bundle the command-line scripts (prepare, user, backup, restore) with esbuild;
//   3. stage the application: dist/, migrations, the scripts, and the node_modules the server and the
//      scripts import at run time (found by following their imports, native binaries included);
//   4. make the blob: scripts/sea/main.cjs as the entry, every staged file as an asset with its SHA-256;
//   5. inject it into a copy of node: ./atelier-motor-gallery (or --out=PATH).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { NODE_BUNDLE } from './node-bundle.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const args = process.argv.slice(2);
const OUT = path.resolve(args.find((a) => a.startsWith('--out='))?.slice(6) ?? 'atelier-motor-gallery');
const WORK = path.join(root, '.cache', 'package');
const APP = path.join(WORK, 'app');
const started = Date.now();
const step = (message) => console.log(`package: ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`package: builds for linux-x64 from linux-x64 (this is ${process.platform}-${process.arch})`);
  process.exit(1);
}

// 1. build
if (!args.includes('--no-build')) {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!fs.existsSync('dist/server/entry.mjs') || !fs.existsSync('dist/serve.mjs')) {
  console.error('package: no build in dist/ (run npm run build)');
  process.exit(1);
}

fs.rmSync(WORK, { recursive: true, force: true });
fs.mkdirSync(APP, { recursive: true });

// 2. the command-line scripts, bundled; packages stay imports and are staged below
const cliEntries = ['prepare', 'user', 'backup', 'restore'].filter((name) => fs.existsSync(`scripts/${name}.ts`));
await esbuild.build({
  entryPoints: Object.fromEntries(cliEntries.map((name) => [name, `scripts/${name}.ts`])),
  outdir: path.join(APP, 'cli'),
  outExtension: { '.js': '.mjs' },
  ...NODE_BUNDLE,
});
step(`bundled ${cliEntries.join(', ')}`);

// 3. the application folder
const copy = (from, to = from) => fs.cpSync(from, path.join(APP, to), { recursive: true, dereference: true });
// dist/ holds the HTTP server (dist/serve.mjs, bundled by the build) and Astro's bundle it loads.
copy('dist');
copy('src/db/migrations', 'migrations');
copy('scripts/serve.mjs');
copy('scripts/sea/cli.mjs', 'cli.mjs');
fs.writeFileSync(
  path.join(APP, 'package.json'),
  JSON.stringify({ name: 'atelier-motor-gallery-app', private: true, type: 'module' }, null, 2),
);

/** Every bare package a JavaScript file imports (static, dynamic, re-exports) or reads a file of (require.resolve). */
function importedPackages(file) {
  const code = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*)["']([^"'./][^"']*)["']/g)) {
    const specifier = match[1];
    if (specifier.startsWith('node:') || !/^[@a-z0-9]/i.test(specifier)) continue;
    names.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
  }
  return names;
}

const builtins = new Set((await import('node:module')).builtinModules);
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const wanted = new Set();
for (const file of walk(APP).filter((f) => /\.(m?js|cjs)$/.test(f) && !f.includes(`${path.sep}client${path.sep}`))) {
  for (const name of importedPackages(file)) if (!builtins.has(name)) wanted.add(name);
}

// Follow dependencies and the optional ones that are installed (native binaries for this platform).
const staged = new Map(); // package name -> directory in node_modules
/** The folder of package `name` as Node would find it from `fromDir` (node_modules folders up the tree). */
function findPackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

function stagePackage(name, fromDir) {
  // Optional dependencies for other platforms are simply not installed.
  const dir = findPackageDir(name, fromDir);
  if (!dir) return;
  if ([...staged.values()].includes(dir)) return;
  staged.set(`${name}@${dir}`, dir);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const dep of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})]) stagePackage(dep, dir);
}
for (const name of wanted) stagePackage(name, root);
const nodeModules = path.join(root, 'node_modules');
for (const dir of new Set(staged.values())) {
  const relative = path.relative(nodeModules, dir);
  if (relative.startsWith('..')) throw new Error(`package: ${dir} is outside node_modules`);
  fs.cpSync(dir, path.join(APP, 'node_modules', relative), {
    recursive: true,
    dereference: true,
    // Sources, docs and build intermediates are not needed to run.
    filter: (src) =>
      !/[\\/](?:\.github|docs?|test|tests|__tests__|example|examples|deps|src[\\/](?!.*\.node$)|obj\.target)[\\/]?$/i.test(src) &&
      !/\.(?:md|markdown|map|ts|mts|cts|tsx|gyp|gypi|cc|cpp|h|hpp|c)$/i.test(src),
  });
}
step(`staged ${new Set(staged.values()).size} packages for ${wanted.size} imported ones`);

// 4. the blob
// Every file back to back in one asset, found by offset: one asset lookup at first run instead of thousands.
let offset = 0;
const chunks = [];
const files = walk(APP).map((file) => {
  const bytes = fs.readFileSync(file);
  chunks.push(bytes);
  const entry = {
    path: path.relative(APP, file).split(path.sep).join('/'),
    offset,
    size: bytes.length,
    mode: fs.statSync(file).mode & 0o777,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
  };
  offset += bytes.length;
  return entry;
});
const packFile = path.join(WORK, 'app.pack');
fs.writeFileSync(packFile, Buffer.concat(chunks));
const version = JSON.parse(fs.readFileSync('package.json', 'utf8')).version;
const id = crypto
  .createHash('sha256')
  .update(files.map((f) => `${f.path}\0${f.sha256}`).join('\n'))
  .digest('hex');
const manifestFile = path.join(WORK, 'manifest.json');
fs.writeFileSync(manifestFile, JSON.stringify({ version, id, files }));
const seaConfig = {
  main: path.join(root, 'scripts/sea/main.cjs'),
  output: path.join(WORK, 'sea-prep.blob'),
  disableExperimentalSEAWarning: true,
  useSnapshot: false,
  useCodeCache: false,
  execArgv: SERVER_NODE_FLAGS,
  assets: { 'manifest.json': manifestFile, 'app.pack': packFile },
};
fs.writeFileSync(path.join(WORK, 'sea-config.json'), JSON.stringify(seaConfig));
const blob = spawnSync(process.execPath, ['--experimental-sea-config', path.join(WORK, 'sea-config.json')], { stdio: 'inherit' });
if (blob.status !== 0) process.exit(blob.status ?? 1);
step(`blob of ${files.length} files, ${(files.reduce((n, f) => n + f.size, 0) / 1024 / 1024).toFixed(1)} MB`);

// 5. inject into a copy of this Node binary
fs.rmSync(OUT, { force: true });
fs.copyFileSync(process.execPath, OUT);
fs.chmodSync(OUT, 0o755);
const inject = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/postject/dist/cli.js'),
    OUT,
    'NODE_SEA_BLOB',
    seaConfig.output,
    '--sentinel-fuse',
    'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2',
  ],
  { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
);
// postject warns about ELF note sections it leaves alone; anything else it says matters.
const injectErrors = (inject.stderr ?? '')
  .split('\n')
  .filter((line) => line && !line.includes("Can't find string offset for section name"));
if (injectErrors.length) console.error(injectErrors.join('\n'));
if (inject.status !== 0) process.exit(inject.status ?? 1);
fs.rmSync(seaConfig.output, { force: true });
fs.rmSync(packFile, { force: true });
step(
  `wrote ${path.relative(process.cwd(), OUT) || OUT}: ${(fs.statSync(OUT).size / 1024 / 1024).toFixed(1)} MB (Node ${process.version}, build ${id.slice(0, 16)})`,
);
