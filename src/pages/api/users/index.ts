import { createAccount } from '../../../db/queries/accounts';
import { listUsers } from '../../../db/queries/users';
import { hashPassword } from '../../../lib/server/auth/password';
import { endpoint, fail } from '../../../lib/server/endpoint';
import { json } from '../../../lib/server/http';
import { staffAccountSchema } from '../../../lib/validation/accounts';

export const GET = endpoint({ access: 'admin' }, () => listUsers());

export const POST = endpoint({ access: 'admin', body: staffAccountSchema }, async ({ body, actor }) => {
  const { password, ...account } = body;
  const created = createAccount({ ...account, passwordHash: await hashPassword(password) }, actor);
  if (created === 'taken')
    return fail('conflict', 'That username is already taken.', { errors: { username: 'That username is already taken.' } });
  return json(created, 201);
});
