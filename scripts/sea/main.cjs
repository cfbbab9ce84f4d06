// The entry point of the single executable (`npm run package`). Node's single executable applications
// can run only this one CommonJS script from the blob; everything the product needs from disk (the
// built server and its static files, migrations, the runtime node_modules with their native modules)
// travels as blob assets and is written out on first run into a versioned cache folder, each file
// checked against its SHA-256. Later runs reuse the folder. Then the product's CLI (cli.mjs) runs from
// there as ordinary ES modules.
'use strict';
const nodeCrypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const sea = require('node:sea');
const vm = require('node:vm');

const asset = (name) => (sea.getRawAsset ? new Uint8Array(sea.getRawAsset(name)) : new Uint8Array(sea.getAsset(name)));

/** $ATELIER_CACHE_DIR, else the user's cache directory (XDG), never the working directory. */
function cacheBase() {
  if (process.env.ATELIER_CACHE_DIR) return path.resolve(process.env.ATELIER_CACHE_DIR);
  const xdg = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(xdg, 'atelier-motor-gallery');
}

function extract(manifest, root) {
  const staging = `${root}.partial-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  // One asset holds every file back to back (thousands of small assets are slow to look up).
  const pack = asset('app.pack');
  const made = new Set();
  for (const file of manifest.files) {
    const bytes = pack.subarray(file.offset, file.offset + file.size);
    const digest = nodeCrypto.createHash('sha256').update(bytes).digest('hex');
    if (digest !== file.sha256) throw new Error(`Corrupt executable: ${file.path} does not match its hash`);
    const target = path.join(staging, file.path);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    fs.writeFileSync(target, bytes, { mode: file.mode });
  }
  fs.writeFileSync(path.join(staging, '.complete'), manifest.id);
  try {
    fs.renameSync(staging, root);
  } catch (error) {
    // Another process extracted the same version first: theirs is as good as ours.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!isComplete(manifest, root)) throw error;
  }
}

/** A folder is used only when it was finished (marker with this build's id) and every file has its size. */
function isComplete(manifest, root) {
  try {
    if (fs.readFileSync(path.join(root, '.complete'), 'utf8') !== manifest.id) return false;
    return manifest.files.every((f) => fs.statSync(path.join(root, f.path)).size === f.size);
  } catch {
    return false;
  }
}

async function main() {
  const manifest = JSON.parse(Buffer.from(asset('manifest.json')).toString('utf8'));
  const base = cacheBase();
  const root = path.join(base, `${manifest.version}-${manifest.id.slice(0, 16)}`);
  if (!isComplete(manifest, root)) {
    const started = Date.now();
    fs.mkdirSync(base, { recursive: true });
    fs.rmSync(root, { recursive: true, force: true });
    extract(manifest, root);
    console.log(`Unpacked the application into ${root} (${manifest.files.length} files, ${Date.now() - started} ms)`);
  }
  process.env.ATELIER_CACHE_DIR = base;
  // The injected script may not import() from disk; a vm.Script given the main context's loader may.
  // That loader option is marked experimental; its warning would only confuse whoever runs the server.
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) =>
    String(warning?.message ?? warning).includes('USE_MAIN_CONTEXT_DEFAULT_LOADER')
      ? undefined
      : emitWarning.call(process, warning, ...rest);
  const loader = new vm.Script(`import(${JSON.stringify(pathToFileURL(path.join(root, 'cli.mjs')).href)})`, {
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  await loader.runInThisContext();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
