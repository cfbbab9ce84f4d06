import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { UNVERSIONED_TABLES, dataVersion, readDataVersions, withSteadyVersion } from './data-version';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-version-'));
const file = path.join(dir, 'dealership.sqlite');

beforeAll(() => {
  connectDatabase(file);
  applyMigrations(db(), 'src/db/migrations');
});
afterAll(() => {
  db().$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sqlite = () => db().$client;

describe('the data versions', () => {
  it('are raised by every table of the schema but the ones named as unversioned', () => {
    const tables = sqlite()
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_\\_%' escape '\\' and name not like 'inquiries_search%' and name != 'data_versions'",
      )
      .pluck()
      .all() as string[];
    const triggers = new Set(sqlite().prepare("select name from sqlite_master where type = 'trigger'").pluck().all() as string[]);
    const versioned = (table: string) => ['insert', 'update', 'delete'].map((op) => triggers.has(`${table}_data_version_${op}`));
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables) {
      expect({ table, triggers: versioned(table) }).toEqual({
        table,
        triggers: UNVERSIONED_TABLES.includes(table) ? [false, false, false] : [true, true, true],
      });
    }
    // Every unversioned name is a real table: a renamed one would otherwise slip through.
    for (const table of UNVERSIONED_TABLES) expect(tables).toContain(table);
  });

  it('moves with a change to what pages show, and stays through analytics, sessions and leads', () => {
    const before = dataVersion(db());
    sqlite().exec("insert into analytics_events (session_id, type, path, created_at) values ('s', 'page_view', '/', 0)");
    sqlite().exec(
      "insert into inquiries (name, email, subject, message, status, created_at, updated_at) values ('A', 'a@example.com', 'Hi', 'Hello', 'new', 0, 0)",
    );
    expect(dataVersion(db())).toBe(before);

    sqlite().exec("insert into site_blocks (key, draft) values ('data-version-test', '{}')");
    const afterInsert = dataVersion(db());
    expect(afterInsert).not.toBe(before);
    sqlite().exec("update site_blocks set draft = '{\"a\":1}' where key = 'data-version-test'");
    expect(dataVersion(db())).not.toBe(afterInsert);
    const afterUpdate = dataVersion(db());
    sqlite().exec("delete from site_blocks where key = 'data-version-test'");
    expect(dataVersion(db())).not.toBe(afterUpdate);
  });

  it('counts per table: a booking moves the appointments version and not the content; a testimonial only once approved', () => {
    const before = readDataVersions(db());
    sqlite().exec("insert into appointment_blocks (starts_at, ends_at, reason, created_at) values (0, 1, 'test', 0)");
    const afterBlock = readDataVersions(db());
    expect(afterBlock.get('appointment_blocks')).toBe(before.get('appointment_blocks')! + 1);
    expect(afterBlock.get('content')).toBe(before.get('content'));

    const insert = sqlite().prepare(
      "insert into testimonials (name, vehicle, rating, comment, is_approved, created_at) values ('A', 'Roma', 5, 'Fine', ?, 0)",
    );
    const pending = insert.run(0).lastInsertRowid;
    expect(readDataVersions(db()).get('testimonials')).toBe(before.get('testimonials'));
    sqlite().prepare('update testimonials set is_approved = 1 where id = ?').run(pending);
    const approved = readDataVersions(db());
    expect(approved.get('testimonials')).toBe(before.get('testimonials')! + 1);
    expect(approved.get('content')).toBe(before.get('content')! + 1);
  });

  it('moves with a commit by another connection (a seed script, the user command)', () => {
    const before = dataVersion(db());
    const other = new Database(file);
    try {
      other.exec("insert into site_blocks (key, draft) values ('from-another-process', '{}')");
    } finally {
      other.close();
    }
    expect(dataVersion(db())).not.toBe(before);
  });

  it("holds still for the length of one page's render, and only inside it", async () => {
    const commitElsewhere = (key: string) => {
      const other = new Database(file);
      try {
        other.prepare("insert into site_blocks (key, draft) values (?, '{}')").run(key);
      } finally {
        other.close();
      }
    };
    const seen: Record<string, string[]> = { render: [], outside: [] };
    const render = withSteadyVersion(async () => {
      seen.render!.push(dataVersion(db()));
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.render!.push(dataVersion(db()));
    });
    // Code outside the render, running while it waits, sees a commit at once.
    seen.outside!.push(dataVersion(db()));
    commitElsewhere('during-the-render');
    seen.outside!.push(dataVersion(db()));
    await render;
    expect(seen.outside![1]).not.toBe(seen.outside![0]);
    expect(seen.render).toEqual([seen.outside![0], seen.outside![0]]);
    // The next render reads the version afresh.
    expect(withSteadyVersion(() => dataVersion(db()))).toBe(seen.outside![1]);
  });
});
