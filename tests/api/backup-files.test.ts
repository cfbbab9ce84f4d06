import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { fileOf, imageBytes } from '../support/fixtures';
import { ApiClient } from '../support/test-server';
import { prepareDataDir, startServerProcess, type ServerProcess } from '../load/server-process';

// A backup holds every file a row of its database points to (vehicle and library images, visitors'
// trade-in photos), taken while the site keeps writing; a restore brings them back with the database and
// moves files that no restored row points to aside (never deleting them).

const root = path.resolve(import.meta.dirname, '../..');
let dataDir = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

/** The files each row points to, read straight from the tables (independent of the server's own list). */
function filesOfRows(db: Database.Database): string[] {
  const photos = (db.prepare('select file_name from trade_in_photos').pluck().all() as string[]).flatMap((n) => [
    `private/trade-in-photos/${n}.webp`,
    `private/trade-in-photos/${n}-480.webp`,
  ]);
  const urls = [
    ...(db.prepare('select url from media').pluck().all() as string[]),
    ...(db.prepare('select images from vehicles').pluck().all() as string[]).flatMap((j) => JSON.parse(j) as string[]),
  ];
  const media = urls.flatMap((u) => {
    const name = /^\/media\/([a-f0-9]{32})\.webp$/.exec(u)![1];
    return ['.webp', '-480.webp', '-960.webp', '-480.avif', '-960.avif', '-1600.avif'].map((s) => `media/${name}${s}`);
  });
  return [...new Set([...photos, ...media])];
}

describe('backup and restore of the files rows point to', () => {
  it('backs up under write load, restores, and every restored row finds its files; unreferenced files are moved aside', async () => {
    dataDir = prepareDataDir({ SEED: 'none' });
    server = await startServerProcess(dataDir, { INQUIRY_RATE_LIMIT: '1000000' });
    const staff = await new ApiClient(server.url).loginAs('employee');
    const jpeg = new Uint8Array(await imageBytes('jpeg', { width: 64, height: 48 }));
    // A stray stored-looking file that nothing points to: it must end up aside, not in the restored media.
    fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    const stray = `media/${'f'.repeat(32)}.webp`;
    fs.writeFileSync(path.join(dataDir, stray), 'stray');

    let writing = true;
    let tradeIns = 0;
    let uploads = 0;
    const writers = [
      (async () => {
        for (let i = 0; writing; i++) {
          const form = new FormData();
          form.set(
            'lead',
            JSON.stringify({
              name: `Load Writer ${i}`,
              email: `backup.load.${i}@example.com`,
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
          form.append('photos', fileOf(jpeg, `side-${i}.jpg`));
          const res = await new ApiClient(server!.url).post('/api/leads/trade-in', form);
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          tradeIns += 1;
        }
      })(),
      (async () => {
        for (let i = 0; writing; i++) {
          const data = new FormData();
          data.append('images', fileOf(jpeg, `car-${i}.jpg`, 'image/jpeg'));
          const res = await staff.post('/api/upload/images', data);
          expect(res.status).toBe(201);
          uploads += 1;
        }
      })(),
    ];
    // Some rows exist before the backup starts; more are written while it runs and after.
    while (tradeIns < 2 || uploads < 2) await new Promise((r) => setTimeout(r, 100));
    const backup = run('scripts/backup.ts');
    await new Promise((r) => setTimeout(r, 1500));
    writing = false;
    await Promise.all(writers);
    expect(backup.status, backup.stderr).toBe(0);
    const dir = /Backup written to (\S+)/.exec(backup.stdout)![1];

    const snapshot = new Database(path.join(dir, 'dealership.sqlite'), { readonly: true, fileMustExist: true });
    const inBackup = filesOfRows(snapshot);
    const photoRows = snapshot.prepare('select count(*) from trade_in_photos').pluck().get() as number;
    snapshot.close();
    expect(photoRows).toBeGreaterThan(0);
    expect(inBackup.filter((f) => !fs.existsSync(path.join(dir, f)))).toEqual([]);

    await server.kill('SIGTERM');
    server = undefined;
    const restored = run('scripts/restore.ts', dir);
    expect(restored.status, restored.stderr).toBe(0);

    const db = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true, fileMustExist: true });
    const files = filesOfRows(db);
    expect(db.prepare('select count(*) from trade_in_photos').pluck().get()).toBe(photoRows);
    db.close();
    expect(files.filter((f) => !fs.existsSync(path.join(dataDir, f)))).toEqual([]);
    // The stray file and any upload after the snapshot: aside, not deleted, not in the restored folders.
    expect(fs.existsSync(path.join(dataDir, stray))).toBe(false);
    const aside = fs.readdirSync(dataDir).find((n) => n.startsWith('before-restore-'))!;
    expect(fs.existsSync(path.join(dataDir, aside, 'unreferenced', stray))).toBe(true);
    const restoredMedia = fs.readdirSync(path.join(dataDir, 'media')).filter((n) => /^[a-f0-9]{32}/.test(n));
    expect(restoredMedia.map((n) => `media/${n}`).filter((f) => !files.includes(f))).toEqual([]);
  }, 240_000);
});
