// Prepares a throwaway DATA_DIR for a test server: migrations, demo data
// (unless SEED=none) and the test accounts of tests/support/test-server.ts.
import { connectAppDatabase, migrateAppDatabase } from '#src/server/storage/database';
import { upsertUser } from '#src/db/queries/users';
import { hashPassword } from '#src/server/auth/password';
import { config } from '#src/server/config';
import { TEST_ACCOUNTS } from './test-server';

const database = connectAppDatabase();
migrateAppDatabase(database);
if (config().SEED !== 'none') {
  // Imported only when seeding: the artwork renderer and sharp are not needed otherwise.
  const { isDatabaseEmpty, seedDemoData } = await import('#src/demo/seed');
  if (isDatabaseEmpty(database)) await seedDemoData(database, { vehicles: config().SEED_VEHICLES });
}
for (const account of Object.values(TEST_ACCOUNTS)) {
  upsertUser({
    username: account.username,
    passwordHash: await hashPassword(account.password),
    role: account.role,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
  });
}
database.$client.close();
