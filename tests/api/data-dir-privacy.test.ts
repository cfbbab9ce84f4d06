import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '#src/server/consent/unsubscribe-token';
import { fileOf, imageBytes } from '../support/fixtures';
import { ApiClient } from '../support/test-server';
import { startServerProcess, type ServerProcess } from '../load/server-process';

// DATA_DIR holds password hashes, personal data and the keys that sign links: other local users get
// nothing, whatever the umask the server was started with (022 here, the usual default), and the signing
// keys live in a 600 key file beside the database, not in it. Links signed before the key file (with the
// secrets an older version kept in the database) keep working.

const root = path.resolve(import.meta.dirname, '../..');
let parent = '';
let dataDir = '';
let server: ServerProcess | undefined;
let previousUmask = 0;
const legacyUnsubscribe = randomBytes(32);
const legacyLinks = randomBytes(32);

const prepare = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-test-db.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SEED: 'none' },
    encoding: 'utf8',
  });
const mode = (file: string) => (fs.statSync(path.join(dataDir, file)).mode & 0o777).toString(8);

beforeAll(async () => {
  previousUmask = process.umask(0o022);
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-private-'));
  fs.chmodSync(parent, 0o755);
  dataDir = path.join(parent, 'data');
  const prepared = prepare();
  expect(prepared.status, prepared.stderr).toBe(0);
  // As an older version left it: its link secrets in the database, no key file.
  const db = new Database(path.join(dataDir, 'dealership.sqlite'));
  const insert = db.prepare(
    'insert into site_settings (key, value, updated_at) values (?, ?, 0) on conflict(key) do update set value = excluded.value',
  );
  insert.run('secret.unsubscribe-hmac', JSON.stringify(legacyUnsubscribe.toString('base64')));
  insert.run('secret.appointment-links', JSON.stringify(legacyLinks.toString('base64')));
  db.close();
  fs.rmSync(path.join(dataDir, 'secrets.key'), { force: true });
  server = await startServerProcess(dataDir, { INQUIRY_RATE_LIMIT: '1000' });
}, 90_000);
afterAll(async () => {
  await server?.kill('SIGKILL');
  process.umask(previousUmask);
  if (parent) fs.rmSync(parent, { recursive: true, force: true });
});

describe('the data folder is private', () => {
  it('creates DATA_DIR, the database, uploads, photos, the key file and backups 700/600 under umask 022', async () => {
    const staff = await new ApiClient(server!.url).loginAs('employee');
    const jpeg = new Uint8Array(await imageBytes('jpeg'));
    const form = new FormData();
    form.set(
      'lead',
      JSON.stringify({
        name: 'Private Person',
        email: 'private.person@example.com',
        phone: '416-555-0100',
        year: 2019,
        make: 'BMW',
        model: 'M3',
        mileage: 40_000,
        vin: '',
        condition: 'good',
        accidentHistory: 'none',
        lien: 'none',
      }),
    );
    form.append('photos', fileOf(jpeg, 'side.jpg'));
    expect((await new ApiClient(server!.url).post('/api/leads/trade-in', form)).status).toBe(201);
    const upload = new FormData();
    upload.append('images', fileOf(jpeg, 'car.jpg', 'image/jpeg'));
    expect((await staff.post('/api/upload/images', upload)).status).toBe(201);
    const backup = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(backup.status, backup.stderr).toBe(0);
    const stamp = fs.readdirSync(path.join(dataDir, 'backups'))[0];

    const folders = ['.', 'media', 'private', 'private/trade-in-photos', 'backups', `backups/${stamp}`, `backups/${stamp}/media`];
    const files = [
      'dealership.sqlite',
      'dealership.sqlite-wal',
      'secrets.key',
      ...fs.readdirSync(path.join(dataDir, 'media')).map((n) => `media/${n}`),
      ...fs.readdirSync(path.join(dataDir, 'private/trade-in-photos')).map((n) => `private/trade-in-photos/${n}`),
      `backups/${stamp}/dealership.sqlite`,
      `backups/${stamp}/secrets.key`,
    ];
    expect(files.length).toBeGreaterThan(8);
    expect(Object.fromEntries([...folders, ...files].map((f) => [f, mode(f)]))).toEqual(
      Object.fromEntries([...folders.map((f) => [f, '700']), ...files.map((f) => [f, '600'])]),
    );
  });

  it('keeps no signing secret in the database: they moved to the key file, and links signed with them still work', async () => {
    const db = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true });
    expect(db.prepare("select key from site_settings where key like 'secret.%'").all()).toEqual([]);
    const key = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.key'), 'utf8'));
    expect(key.retired['unsubscribe-hmac']).toBe(legacyUnsubscribe.toString('base64'));

    // An unsubscribe link an older version sent (address inside, signed with the database's secret).
    const old = signUnsubscribeToken('old.link@example.com', legacyUnsubscribe);
    const page = await fetch(`${server!.url}/unsubscribe?token=${encodeURIComponent(old)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-unsubscribe-state="confirm"');
    // A link forged with a secret read from the database no longer works once the key file signs: a new
    // appointment's manage link is signed with the key file's key, not the (readable) old one.
    const today = new Date().toISOString().slice(0, 10);
    const visitor = new ApiClient(server!.url);
    const days = (await visitor.get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[];
    const date = days.slice(2).find((d) => d.free > 0)!.date;
    const [slot] = (await visitor.get(`/api/appointments/slots?date=${date}`)).body.slots as { start: string }[];
    const booked = await visitor.post('/api/appointments', {
      name: 'Link Owner',
      email: 'link.owner@example.com',
      kind: 'viewing',
      start: slot.start,
    });
    expect(booked.status).toBe(201);
    const row = db.prepare('select id, link_salt as salt from appointments order by id desc limit 1').get() as { id: number; salt: string };
    db.close();
    const signedWith = (secret: Buffer) =>
      `${row.id}.${createHmac('sha256', secret).update(`appointment:${row.id}:${row.salt}`).digest('base64url')}`;
    // Signed with the old database secret: still accepted (links sent before the move keep working).
    expect((await fetch(`${server!.url}/book/manage?token=${signedWith(legacyLinks)}`)).status).toBe(200);
    expect((await fetch(`${server!.url}/book/manage?token=${signedWith(randomBytes(32))}`)).status).not.toBe(200);
  });

  it('warns at start when DATA_DIR or its files are open to other users', () => {
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'secrets.key'), 0o644);
    const again = prepare();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/WARNING: \d+ paths? in DATA_DIR can be read or entered by other local users/);
    expect(again.stderr).toContain(`${dataDir} (mode 755, want 700)`);
    expect(again.stderr).toContain('secrets.key (mode 644, want 600)');
    fs.chmodSync(dataDir, 0o700);
    fs.chmodSync(path.join(dataDir, 'secrets.key'), 0o600);
    expect(prepare().stderr).not.toMatch(/WARNING/);
  });
});
