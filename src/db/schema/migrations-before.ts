import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MIGRATIONS = 'src/db/migrations';

/**
 * A copy of the migrations folder holding only those before `tag`, for tests
 * of a migration's back-fill: migrate a database with it, add rows as the
 * older schema had them, then migrate with the whole folder. Remove the
 * returned folder afterwards.
 */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
