import { createAccount } from '#src/db/queries/accounts';
import { listUsers } from '#src/db/queries/users';
import { hashPassword } from '#src/server/auth/password';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { STAFF_EMAIL_TAKEN, staffAccountSchema } from '#src/lib/validation/accounts';
import { userAnswer, userListAnswer } from '#src/lib/api-answers/users';

export const GET = endpoint(
  {
    access: 'admin',
    summary: 'List staff accounts',
    response: { description: 'Every account, by username (never a password hash)', schema: userListAnswer },
  },
  () => listUsers(),
);

export const POST = endpoint(
  {
    access: 'admin',
    summary: 'Create a staff account',
    body: staffAccountSchema,
    response: { status: 201, description: 'The new account', schema: userAnswer },
  },
  async ({ body, actor }) => {
    const { password, ...account } = body;
    const created = createAccount({ ...account, passwordHash: await hashPassword(password) }, actor);
    if (created === 'taken')
      return fail('conflict', 'That username is already taken.', { errors: { username: 'That username is already taken.' } });
    if (created === 'email-taken') return fail('conflict', STAFF_EMAIL_TAKEN, { errors: { email: STAFF_EMAIL_TAKEN } });
    return json(created, 201);
  },
);
