import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate';
import { openDatabase, type Db } from './client';
import { siteSettings } from './schema';

// Two connections to one file, as the server and a script (or a second server on the same DATA_DIR) have.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-client-test-'));
const file = path.join(dir, 'test.sqlite');
let database: Db;
let other: Database.Database;

beforeAll(() => {
  database = openDatabase(file);
  applyMigrations(database, 'src/db/migrations');
  other = new Database(file);
  other.pragma('busy_timeout = 0');
});
afterAll(() => {
  other.close();
  database.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const otherWrites = (key: string) => other.prepare("insert into site_settings (key, value, updated_at) values (?, '1', 0)").run(key);

describe('transactions', () => {
  it('hold the write lock from their start, so one that reads and then writes never fails because another connection wrote between', () => {
    const result = database.transaction((tx) => {
      tx.select().from(siteSettings).all();
      // Another connection's write waits (here, with no patience, it is refused) instead of slipping in between.
      expect(() => otherWrites('between')).toThrow(/locked|busy/i);
      tx.insert(siteSettings).values({ key: 'mine', value: 1, updatedAt: new Date() }).run();
      return 'committed';
    });
    expect(result).toBe('committed');
    otherWrites('after');
    expect(
      database
        .select()
        .from(siteSettings)
        .all()
        .map((row) => row.key),
    ).toEqual(expect.arrayContaining(['mine', 'after']));
  });

  it('that say they only read take no lock', () => {
    database.transaction(
      (tx) => {
        tx.select().from(siteSettings).all();
        expect(() => otherWrites('while-reading')).not.toThrow();
      },
      { behavior: 'deferred' },
    );
  });
});
