import { replacePassword } from '#src/db/queries/accounts';
import { hashPassword } from '#src/server/auth/password';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { resetPasswordSchema } from '#src/lib/validation/accounts';

/** An admin sets a new password for an account; every session of that account ends. */
export const PUT = endpoint(
  {
    access: 'admin',
    summary: "Set a staff member's password",
    response: { status: 200, description: "`{ message: 'Password reset' }`; every session of that account ends" },
    params: idParams,
    body: resetPasswordSchema,
    notFound: 'User not found',
  },
  async ({ params, body, actor, clientAddress }) => {
    const done = replacePassword(params.id, await hashPassword(body.password), actor, {
      action: 'user.password-reset',
      address: clientAddress,
    });
    return done ? { message: 'Password reset' } : fail('not-found', 'User not found');
  },
);
