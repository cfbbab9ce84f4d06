// Applies migrations and, on an empty database, seeds demo data and the two
// demo accounts with random passwords printed once.
import crypto from 'node:crypto';
import { connectAppDatabase } from '#src/server/database';
import { applyMigrations } from '#src/db/migrate';
import { countUsers, upsertUser } from '#src/db/queries/users';
import { hashPassword } from '#src/server/auth/password';
import { config } from '#src/server/config';

const database = connectAppDatabase();
applyMigrations(database);
// Anonymous analytics are kept 13 months; the server also prunes daily while it runs.
const { pruneAnalyticsEvents } = await import('#src/db/queries/analytics');
pruneAnalyticsEvents(new Date());
// Financing answers go 24 months (admin setting) after their lead closes; the server also runs this daily.
const { applyFinancingRetention } = await import('#src/server/leads/retention');
applyFinancingRetention();

if (process.env.SEED !== 'none') {
  const { isDatabaseEmpty, seedDemoData } = await import('#src/server/seed');
  if (isDatabaseEmpty(database)) {
    console.log('Empty database: seeding demo data.');
    const started = Date.now();
    // The demo artwork not rendered yet is rendered by the server once it is up (the pages are served at once).
    await seedDemoData(database, { deferImages: true });
    console.log(`Seeded demo data into ${config().dbFile} in ${Date.now() - started} ms.`);
  }
}

if (countUsers() === 0 && process.env.SEED !== 'none') {
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
      'Change them with: npm run user -- create --username NAME --password PW --role admin|employee',
      '',
    ].join('\n'),
  );
}
database.$client.close();
