import { createAccount } from '#src/db/queries/accounts';
import { listUsers } from '#src/db/queries/users';
import { hashPassword } from '#src/server/auth/password';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http';
import { staffAccountSchema } from '#src/lib/validation/accounts';

export const GET = endpoint({ access: 'admin' }, () => listUsers());

export const POST = endpoint({ access: 'admin', body: staffAccountSchema }, async ({ body, actor }) => {
  const { password, ...account } = body;
  const created = createAccount({ ...account, passwordHash: await hashPassword(password) }, actor);
  if (created === 'taken')
    return fail('conflict', 'That username is already taken.', { errors: { username: 'That username is already taken.' } });
  return json(created, 201);
});
