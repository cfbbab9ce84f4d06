// The single-executable stage of `npm test`: build the executable (npm run package, from the existing
// build), start it on a throwaway DATA_DIR and cache folder, sign in over HTTP with the demo admin
// password it prints, create an account with `atelier-motor-gallery user create` and sign in with it,
// take a backup with `atelier-motor-gallery backup`, then stop it. Exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-package-'));
const binary = path.join(work, 'atelier-motor-gallery');
let child;
const cleanUp = () => {
  child?.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanUp);
setTimeout(() => fail('gave up after 15 minutes'), 15 * 60_000).unref();

function fail(message) {
  console.error(`single executable: ${message}`);
  process.exit(1);
}

const packaged = spawnSync(process.execPath, ['scripts/package.mjs', '--no-build', `--out=${binary}`], { stdio: 'inherit' });
if (packaged.status !== 0) fail('npm run package failed');

const port = await freePort();
const env = {
  ...process.env,
  DATA_DIR: path.join(work, 'data'),
  ATELIER_CACHE_DIR: path.join(work, 'cache'),
  // The demo artwork npm test already rendered: the executable copies it instead of rendering it again.
  DEMO_MEDIA_CACHE: path.join(root, '.cache', 'demo-media'),
  PORT: String(port),
  HOST: '127.0.0.1',
  SECURE_COOKIES: 'false',
};
const started = Date.now();
child = spawn(binary, [], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
child.stdout.on('data', (c) => (output += c));
child.stderr.on('data', (c) => (output += c));
await new Promise((resolve, reject) => {
  const timer = setInterval(() => output.includes('Serving on') && (clearInterval(timer), resolve()), 100);
  child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
}).catch((error) => fail(error.message));
console.log(`single executable: serving after ${((Date.now() - started) / 1000).toFixed(1)} s (cold: unpacked and seeded)`);
if (fs.readdirSync(work).some((name) => !['atelier-motor-gallery', 'data', 'cache'].includes(name)))
  fail(`wrote into the working directory: ${fs.readdirSync(work)}`);

const base = `http://127.0.0.1:${port}`;
async function signIn(username, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  const me = cookie ? await fetch(`${base}/api/auth/me`, { headers: { cookie } }) : undefined;
  return { status: res.status, me: me ? await me.json() : undefined };
}

const adminPassword = /^\s*admin\s+(\S+)\s+\(admin\)/m.exec(output)?.[1];
if (!adminPassword) fail(`no demo admin password in the output:\n${output}`);
const home = await fetch(`${base}/`);
if (home.status !== 200 || !(await home.text()).includes('</html>')) fail(`GET / answered ${home.status}`);
// The spec sheet embeds the site's fonts, read from packages at run time: they must be inside the executable.
const listed = await (await fetch(`${base}/api/vehicles`)).json();
const vehicle = (Array.isArray(listed) ? listed : listed.items)?.find((v) => v.status === 'available');
if (!vehicle) fail(`no available vehicle in GET /api/vehicles: ${JSON.stringify(listed).slice(0, 200)}`);
const sheet = await fetch(`${base}/inventory/${vehicle.id}/spec-sheet.pdf`);
const sheetBytes = Buffer.from(await sheet.arrayBuffer());
if (sheet.status !== 200 || !sheetBytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
  fail(`GET /inventory/${vehicle.id}/spec-sheet.pdf answered ${sheet.status} ${sheet.headers.get('content-type')}`);
const admin = await signIn('admin', adminPassword);
if (admin.status !== 200 || admin.me?.user?.username !== 'admin') fail(`admin sign-in: ${admin.status} ${JSON.stringify(admin.me)}`);

const created = spawnSync(binary, ['user', 'create', '--username', 'packaged', '--password', 'Packaged-Pass-2026', '--role', 'employee'], {
  cwd: work,
  env,
  encoding: 'utf8',
});
if (created.status !== 0) fail(`user create: ${created.stderr || created.stdout}`);
const packagedUser = await signIn('packaged', 'Packaged-Pass-2026');
if (packagedUser.status !== 200) fail(`sign-in as the account made by "user create": ${packagedUser.status}`);

const backup = spawnSync(binary, ['backup'], {
  cwd: work,
  env: { ...env, BACKUP_DIR: path.join(work, 'data', 'backups') },
  encoding: 'utf8',
});
if (backup.status !== 0) fail(`backup: ${backup.stderr || backup.stdout}`);

child.kill('SIGTERM');
const code = await new Promise((resolve) => child.once('exit', resolve));
child = undefined;
if (code !== 0) fail(`stopped with exit code ${code}`);
console.log(
  `single executable: ${(fs.statSync(binary).size / 1024 / 1024).toFixed(1)} MB; served pages and a spec sheet, signed in, created an account, backed up, stopped cleanly`,
);
