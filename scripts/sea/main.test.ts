import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The executable's start-up checks (scripts/sea/main.cjs): the unpacked files are checked against the
// manifest's SHA-256 at every start, not only their size, and a cache folder others can write to is refused.
const { firstChangedFile, unsafeCacheFolder } = createRequire(import.meta.url)('./main.cjs') as {
  firstChangedFile: (manifest: unknown, root: string) => string | undefined;
  unsafeCacheFolder: (dir: string) => string | undefined;
};

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function unpacked(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sea-cache-'));
  made.push(root);
  const entries = Object.entries(files).map(([name, text]) => {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
    return { path: name, size: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
  });
  const manifest = { id: 'build-1', files: entries };
  fs.writeFileSync(path.join(root, '.complete'), manifest.id);
  return { root, manifest };
}

describe('the executable re-checks its unpacked files', () => {
  it('accepts a folder whose every file has its hash', () => {
    const { root, manifest } = unpacked({ 'cli.mjs': 'console.log(1)', 'server/entry.mjs': 'export {}' });
    expect(firstChangedFile(manifest, root)).toBeUndefined();
  });

  it('finds a file changed to the same size (a size check passed it)', () => {
    const { root, manifest } = unpacked({ 'cli.mjs': 'console.log(1)', 'server/entry.mjs': 'export {}' });
    fs.writeFileSync(path.join(root, 'server/entry.mjs'), 'export {;');
    expect(fs.statSync(path.join(root, 'server/entry.mjs')).size).toBe(manifest.files[1].size);
    expect(firstChangedFile(manifest, root)).toBe('server/entry.mjs');
  });

  it('finds a missing file, and an unfinished folder (no marker of this build)', () => {
    const { root, manifest } = unpacked({ 'cli.mjs': 'console.log(1)' });
    fs.rmSync(path.join(root, 'cli.mjs'));
    expect(firstChangedFile(manifest, root)).toBe('cli.mjs');
    fs.writeFileSync(path.join(root, '.complete'), 'another-build');
    expect(firstChangedFile(manifest, root)).toBe('.complete');
  });
});

describe('the executable refuses a cache folder others can write to', () => {
  it('accepts a private folder (and one not made yet)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sea-cache-'));
    made.push(dir);
    fs.chmodSync(dir, 0o700);
    expect(unsafeCacheFolder(dir)).toBeUndefined();
    expect(unsafeCacheFolder(path.join(dir, 'not-yet'))).toBeUndefined();
  });

  it.each([0o777, 0o775, 0o1777])('refuses mode %o', (mode) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sea-cache-'));
    made.push(dir);
    fs.chmodSync(dir, mode);
    expect(unsafeCacheFolder(dir)).toMatch(/can be written by other users/);
  });

  it('refuses a symbolic link', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sea-cache-'));
    made.push(dir);
    fs.mkdirSync(path.join(dir, 'real'), { mode: 0o700 });
    fs.symlinkSync(path.join(dir, 'real'), path.join(dir, 'link'));
    expect(unsafeCacheFolder(path.join(dir, 'link'))).toMatch(/symbolic link/);
  });
});
