import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * DATA_DIR holds password hashes, customers' personal data, financing answers and the key file that signs
 * links: no other local user may read it. Every process that touches it (the server, backup, restore,
 * seed, user) calls this first: the umask 077 makes whatever it creates from then on (the database and its
 * WAL, uploads, photos, backups) 600 for files and 700 for folders, whatever umask it was started with, and
 * DATA_DIR itself is made 700. What already exists is not changed behind the owner's back: it is reported.
 */
export function secureDataDir(dataDir: string, warn: (line: string) => void = (line) => console.warn(line)): string[] {
  // The umask is the process's; a worker thread may not set it (and needs not: the main thread did).
  if (isMainThread) process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const wide = openToOthers(dataDir);
  if (wide.length) {
    warn(`WARNING: ${wide.length} path${wide.length === 1 ? '' : 's'} in DATA_DIR can be read or entered by other local users:`);
    for (const entry of wide.slice(0, 10)) warn(`  ${entry}`);
    if (wide.length > 10) warn(`  … and ${wide.length - 10} more`);
    warn(`  Fix: chmod -R go-rwx ${JSON.stringify(dataDir)}   (see SECURITY.md)`);
  }
  return wide;
}

/** Folders deep enough to cover the database, the key file, media, private photos and each backup's top. */
const DEPTH = 3;

/**
 * DATA_DIR's paths with any permission for group or others (`<path> (mode 755)`), folders down to DEPTH and
 * the files at its top level (the database, its WAL, the key file). Files deeper down are only reachable
 * through their folders, which are checked.
 */
export function openToOthers(dataDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number) => {
    const mode = fs.statSync(dir).mode & 0o777;
    if (mode & 0o077) found.push(`${dir} (mode ${mode.toString(8)}, want 700)`);
    if (depth >= DEPTH) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full, depth + 1);
      else if (entry.isFile() && depth === 0) {
        const fileMode = fs.statSync(full).mode & 0o777;
        if (fileMode & 0o077) found.push(`${full} (mode ${fileMode.toString(8)}, want 600)`);
      }
    }
  };
  if (fs.existsSync(dataDir)) visit(dataDir, 0);
  return found;
}
