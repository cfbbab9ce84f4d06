// `npm start`: build when the sources are newer than the build, prepare the
// database (migrations, demo data on first start), then serve.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Node ${process.versions.node} is too old: this site needs Node 22.12 or newer (24 LTS recommended).`);
  process.exit(1);
}

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

// A bad environment stops the start before the build, with the message naming the variable.
/** @type {typeof import('../src/server/config.ts')} */
const { configOrExit } = await tsImport('../src/server/config.ts', import.meta.url);
configOrExit();

const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'public', 'astro.config.mjs', 'package.json', 'scripts/generate-site-art.ts'];
const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (process.env.SKIP_BUILD !== '1' && Math.max(...inputs.map(newestMtime)) > built) {
  console.log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm run package` only needs the build.
if (process.argv.includes('--build-only')) process.exit(0);

const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], { stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

await import('./serve.mjs');
