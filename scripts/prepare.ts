// Applies migrations and, on an empty database, seeds demo data and the two
// demo accounts with random passwords printed once.
import crypto from 'node:crypto';
import { connectAppDatabase, migrateAppDatabase } from '#src/server/storage/database';
import { countUsers, upsertUser } from '#src/db/queries/users';
import { hashPassword } from '#src/server/auth/password';
import { configOrExit } from '#src/server/config';
import { commandHint } from './command-hint';

const { SEED, dbFile } = configOrExit();
const database = connectAppDatabase();
migrateAppDatabase(database);

if (SEED !== 'none') {
  const { isDatabaseEmpty, seedDemoData } = await import('#src/demo/seed');
  if (isDatabaseEmpty(database)) {
    console.log('Empty database: seeding demo data.');
    const started = Date.now();
    // The demo artwork not rendered yet is rendered by the server once it is up (the pages are served at once).
    await seedDemoData(database, { deferImages: true });
    console.log(`Seeded demo data into ${dbFile} in ${Date.now() - started} ms.`);
  }
}

if (countUsers() === 0 && SEED !== 'none') {
  const lines: string[] = [];
  for (const [username, role] of [
    ['admin', 'admin'],
    ['staff', 'employee'],
  ] as const) {
    const password = crypto.randomBytes(12).toString('base64url');
    upsertUser({
      username,
      passwordHash: await hashPassword(password),
      role,
      firstName: role === 'admin' ? 'Administrator' : 'Staff',
      lastName: role === 'admin' ? null : 'Member',
    });
    lines.push(`  ${username.padEnd(6)} ${password}   (${role})`);
  }
  console.log(
    [
      '',
      'Demo accounts created. These passwords are shown only once:',
      ...lines,
      `Change them with: ${commandHint('user', 'create --username NAME --password PW --role admin|employee')}`,
      '',
    ].join('\n'),
  );
}
database.$client.close();
