// The entry point of the single executable (`npm run package`). Node's single executable applications
// can run only this one CommonJS script from the blob; everything the product needs from disk (the
// built server and its static files, migrations, the runtime node_modules with their native modules)
// travels as blob assets and is written out on first run into a versioned cache folder, each file
// checked against its SHA-256. Later runs reuse the folder after checking every file against the
// manifest's SHA-256 again (a file changed on disk, even to the same size, is unpacked anew), and refuse
// a cache folder that another local user could write to (they could swap the code between the check and
// its loading). Then the product's CLI (cli.mjs) runs from there as ordinary ES modules.
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
    // Never writable by group or others, whatever the source's mode was.
    fs.writeFileSync(target, bytes, { mode: file.mode & 0o755 });
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

/**
 * A folder is used only when it was finished (marker with this build's id) and every file has the SHA-256
 * the manifest inside this executable gives it: checked at every start (about 0.1 s for the whole folder),
 * so a file changed after unpacking is caught even when its size is unchanged. The first file that differs,
 * or undefined when all match.
 */
function firstChangedFile(manifest, root) {
  try {
    if (fs.readFileSync(path.join(root, '.complete'), 'utf8') !== manifest.id) return '.complete';
  } catch {
    return '.complete';
  }
  for (const file of manifest.files) {
    try {
      const bytes = fs.readFileSync(path.join(root, file.path));
      if (bytes.length !== file.size || nodeCrypto.createHash('sha256').update(bytes).digest('hex') !== file.sha256) return file.path;
    } catch {
      return file.path;
    }
  }
  return undefined;
}

function isComplete(manifest, root) {
  return firstChangedFile(manifest, root) === undefined;
}

/**
 * Refuses a cache folder (and the folder holding it) that is a symbolic link, belongs to another user or can be
 * written by group or others: whoever can write there can replace the code this executable is about to run.
 * Returns the reason, or undefined when the folder is safe (or does not exist yet: it is then made 700).
 */
function unsafeCacheFolder(dir) {
  let stat;
  try {
    stat = fs.lstatSync(dir);
  } catch {
    return undefined;
  }
  if (stat.isSymbolicLink()) return `${dir} is a symbolic link`;
  if (!stat.isDirectory()) return `${dir} is not a folder`;
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) return `${dir} belongs to another user (uid ${stat.uid})`;
  if (stat.mode & 0o022) return `${dir} can be written by other users (mode ${(stat.mode & 0o777).toString(8)})`;
  return undefined;
}

async function main() {
  const manifest = JSON.parse(Buffer.from(asset('manifest.json')).toString('utf8'));
  const base = cacheBase();
  const root = path.join(base, `${manifest.version}-${manifest.id.slice(0, 16)}`);
  fs.mkdirSync(base, { recursive: true, mode: 0o700 });
  for (const dir of [base, root]) {
    const reason = unsafeCacheFolder(dir);
    if (reason)
      throw new Error(
        `Refusing to run from the cache folder: ${reason}. Make it private (chmod 700, owned by this user) or point ATELIER_CACHE_DIR at a private folder.`,
      );
  }
  const changed = firstChangedFile(manifest, root);
  if (changed) {
    const started = Date.now();
    if (changed !== '.complete') console.warn(`An unpacked file differs from this executable's manifest (${changed}): unpacking again`);
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

// Run as the executable; required from a test, it only hands over the checks.
if (sea.isSea()) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else module.exports = { firstChangedFile, unsafeCacheFolder };
