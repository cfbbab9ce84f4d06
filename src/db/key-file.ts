import fs from 'node:fs';
import path from 'node:path';
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * The server's signing keys live in `DATA_DIR/secrets.key` (mode 600), beside the database and never in it:
 * whoever reads a copy of the database (a leaked backup, a mis-set permission) must not be able to forge a
 * manage or unsubscribe link. The file holds one random master key; every purpose gets its own key derived
 * from it (HKDF-SHA256, the purpose as `info`), so adding a purpose adds nothing to the file.
 *
 * Secrets that older versions kept in the database (`site_settings` rows `secret.<name>`) are moved into
 * the file's `retired` map on the first start that makes it, and their rows deleted: links already sent
 * keep verifying against them (see `retiredSecret`), new links are signed with the derived keys only.
 */
export const KEY_FILE = 'secrets.key';

type KeyFileContent = { version: 1; master: string; retired: Record<string, string> };
type Keys = { master: Buffer; retired: Map<string, Buffer> };

let loaded: { file: string; keys: Keys } | undefined;

function parse(text: string, file: string): Keys {
  const data = JSON.parse(text) as Partial<KeyFileContent>;
  const master = Buffer.from(String(data.master ?? ''), 'base64');
  if (data.version !== 1 || master.length < 32)
    throw new Error(`${file} is not a key file of this server (version 1, a 32-byte master key)`);
  return { master, retired: new Map(Object.entries(data.retired ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64')])) };
}

/** Secrets an older version kept in the database, by name (the key without its `secret.` prefix). */
function databaseSecrets(sqlite: Database.Database): Record<string, string> {
  const exists = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'site_settings'").get();
  if (!exists) return {};
  const rows = sqlite.prepare("select key, value from site_settings where key like 'secret.%'").all() as { key: string; value: string }[];
  return Object.fromEntries(rows.map((r) => [r.key.slice('secret.'.length), String(JSON.parse(r.value))]));
}

/**
 * Reads the key file beside `dbFile`, or makes it: a new master key plus the secrets found in the
 * database, written to a temporary file and linked into place (two processes starting at once agree:
 * the first link wins, the other reads it). The database's secret rows are deleted once the file holds them.
 */
export function loadKeyFile(dbFile: string, sqlite: Database.Database): Keys {
  const file = path.join(path.dirname(dbFile), KEY_FILE);
  if (loaded?.file === file) return loaded.keys;
  let keys: Keys;
  if (fs.existsSync(file)) keys = parse(fs.readFileSync(file, 'utf8'), file);
  else {
    const content: KeyFileContent = { version: 1, master: randomBytes(32).toString('base64'), retired: databaseSecrets(sqlite) };
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    keys = parse(fs.readFileSync(file, 'utf8'), file);
  }
  // Also on later starts: a backup from before the key file, restored, brings its secret rows back.
  const leftover = databaseSecrets(sqlite);
  if (Object.keys(leftover).length) {
    const missing = Object.entries(leftover).filter(([name]) => !keys.retired.has(name));
    if (missing.length) {
      for (const [name, value] of missing) keys.retired.set(name, Buffer.from(value, 'base64'));
      const content: KeyFileContent = {
        version: 1,
        master: keys.master.toString('base64'),
        retired: Object.fromEntries([...keys.retired].map(([k, v]) => [k, v.toString('base64')])),
      };
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      fs.renameSync(temporary, file);
    }
    sqlite.prepare("delete from site_settings where key like 'secret.%'").run();
  }
  loaded = { file, keys };
  return keys;
}

/** A process-only key for databases without a folder (`:memory:` in unit tests). */
let memoryKeys: Keys | undefined;
export function memoryKeyFile(): Keys {
  return (memoryKeys ??= { master: randomBytes(32), retired: new Map() });
}

/** The key of one purpose (a name such as `unsubscribe-links`), derived from the master key. */
export function deriveKey(keys: Keys, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.master, Buffer.alloc(0), `atelier:${purpose}`, 32));
}

/** A keyed hash (HMAC-SHA256, hex) of a text: the same text gives the same hash only with this server's key. */
export function keyedHashWith(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}
