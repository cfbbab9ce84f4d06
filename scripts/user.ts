// `npm run user -- create --username NAME --password PW --role admin|employee [--email ADDRESS]`
// creates the account, or resets its password and role when it exists.
import { parseArgs } from 'node:util';
import { connectAppDatabase, migrateAppDatabase } from '#src/server/storage/database';
import { upsertUser } from '#src/db/queries/users';
import { invalidateUserSessions } from '#src/server/auth/session';
import { hashPassword } from '#src/server/auth/password';
import { configOrExit } from '#src/server/config';
import { commandHint } from './command-hint';
import { createUserSchema } from '#src/lib/validation/auth';

const usage = `Usage: ${commandHint('user', 'create --username NAME --password PW --role admin|employee [--email ADDRESS]')}`;
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { username: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, email: { type: 'string' } },
});

if (positionals[0] !== 'create') {
  console.error(usage);
  process.exit(2);
}
const parsed = createUserSchema.safeParse({ username: values.username, password: values.password, role: values.role, email: values.email });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  console.error(usage);
  process.exit(2);
}
const { dbFile } = configOrExit();
const database = connectAppDatabase();
migrateAppDatabase(database);
const { user, created } = upsertUser({ ...parsed.data, passwordHash: await hashPassword(parsed.data.password) });
if (!created) invalidateUserSessions(user.id);
console.log(`${created ? 'Created' : 'Reset'} ${user.role} account '${user.username}' in ${dbFile}.`);
database.$client.close();
