// The cost of PRAGMA secure_delete = ON (src/db/client.ts) on the writes the site makes: lead-sized rows
// (about 1.5 KB of text, a search index kept by triggers as on inquiries) inserted, updated and deleted,
// one transaction each, WAL with synchronous = FULL as in production. Rounds alternate OFF and ON on fresh
// files so that load on the machine hits both alike; prints the median and spread (min–max) of each and
// the load average. `node bench/bench-secure-delete.mjs [rows] [rounds] [FULL|OFF]`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const rows = Number(process.argv[2] ?? 400);
const rounds = Number(process.argv[3] ?? 5);
// FULL as in production (the fsync dominates); OFF shows the CPU and I/O work secure_delete adds by itself.
const synchronous = process.argv[4] ?? 'FULL';
const text = (i) => `Message ${i}: ${'Is the car still available, and could I see it on Saturday? '.repeat(24)}`;

function round(secureDelete) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secure-delete-'));
  const db = new Database(path.join(dir, 'bench.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma(`secure_delete = ${secureDelete ? 'ON' : 'OFF'}`);
  db.exec(`create table inquiries (id integer primary key, name text, email text, message text);
    create index inquiries_email on inquiries(email);
    create virtual table inquiries_search using fts5(name, email, message, content='inquiries', content_rowid='id', tokenize='trigram');
    create trigger ai after insert on inquiries begin insert into inquiries_search(rowid, name, email, message) values (new.id, new.name, new.email, new.message); end;
    create trigger ad after delete on inquiries begin insert into inquiries_search(inquiries_search, rowid, name, email, message) values ('delete', old.id, old.name, old.email, old.message); end;
    create trigger au after update on inquiries begin insert into inquiries_search(inquiries_search, rowid, name, email, message) values ('delete', old.id, old.name, old.email, old.message); insert into inquiries_search(rowid, name, email, message) values (new.id, new.name, new.email, new.message); end;`);
  const insert = db.prepare('insert into inquiries (name, email, message) values (?, ?, ?)');
  const update = db.prepare('update inquiries set message = ? where id = ?');
  const remove = db.prepare('delete from inquiries where id = ?');
  const time = (fn) => {
    const start = process.hrtime.bigint();
    fn();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  const result = {
    insert: time(() => {
      for (let i = 0; i < rows; i++) insert.run(`Customer ${i}`, `customer${i}@example.com`, text(i));
    }),
    update: time(() => {
      for (let i = 1; i <= rows; i++) update.run(text(i + 1), i);
    }),
    delete: time(() => {
      for (let i = 1; i <= rows; i++) remove.run(i);
    }),
  };
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { OFF: [], ON: [] };
for (let r = 0; r < rounds; r++) for (const mode of ['OFF', 'ON']) results[mode].push(round(mode === 'ON'));
console.log(
  `secure_delete, synchronous = ${synchronous}, ${rows} rows, ${rounds} rounds each; ms per write (one transaction each): median (min–max)`,
);
for (const op of ['insert', 'update', 'delete']) {
  const line = ['OFF', 'ON'].map((mode) => {
    const per = results[mode].map((x) => x[op] / rows);
    return `${mode} ${median(per).toFixed(3)} (${Math.min(...per).toFixed(3)}–${Math.max(...per).toFixed(3)})`;
  });
  const ratio = median(results.ON.map((x) => x[op])) / median(results.OFF.map((x) => x[op]));
  console.log(`  ${op.padEnd(6)} ${line.join('  ')}  ON/OFF ${ratio.toFixed(2)}`);
}
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
);
