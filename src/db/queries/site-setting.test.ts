import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { getPricingSettings, savePricingSettings } from './pricing-settings';
import { siteSetting } from './site-setting';

// A file, not :memory:: the point is a second connection (a script's) writing the same database.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-setting-test-'));
const file = path.join(dir, 'test.sqlite');
let other: Database.Database;

beforeAll(() => {
  connectDatabase(file);
  applyMigrations(db(), 'src/db/migrations');
  other = new Database(file);
  other.pragma('busy_timeout = 5000');
});
afterAll(() => {
  other.close();
  db().$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const saveFromOtherConnection = (key: string, value: unknown) =>
  other
    .prepare('insert into site_settings (key, value, updated_at) values (?, ?, ?) on conflict (key) do update set value = excluded.value')
    .run(key, JSON.stringify(value), Date.now());

describe('siteSetting', () => {
  it('answers the same object until something is written, then reads the setting again', () => {
    let built = 0;
    const read = siteSetting('test.colour', (stored) => ({ colour: (stored as string | undefined) ?? 'ivory', built: ++built }));
    const first = read();
    expect(first).toEqual({ colour: 'ivory', built: 1 });
    expect(read()).toBe(first);
    saveFromOtherConnection('test.colour', 'bronze');
    expect(read()).toEqual({ colour: 'bronze', built: 2 });
  });

  it("sees another connection's save at once, as the server must see a script's", () => {
    const before = getPricingSettings();
    savePricingSettings({ ...before, note: 'plus HST' });
    expect(getPricingSettings().note).toBe('plus HST');
    saveFromOtherConnection('pricing', { ...before, note: 'plus HST and licensing, saved elsewhere' });
    expect(getPricingSettings().note).toBe('plus HST and licensing, saved elsewhere');
  });
});
