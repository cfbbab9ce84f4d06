import { replacePassword } from '#src/db/queries/accounts';
import { hashPassword } from '#src/server/auth/password';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { resetPasswordSchema } from '#src/lib/validation/accounts';
import { passwordResetAnswer } from '#src/lib/api-answers/users';

/** An admin sets a new password for an account; every session of that account ends. */
export const PUT = endpoint(
  {
    access: 'admin',
    summary: "Set a staff member's password",
    params: idParams,
    body: resetPasswordSchema,
    notFound: 'User not found',
    response: { description: "`{ message: 'Password reset' }`; every session of that account ends", schema: passwordResetAnswer },
  },
  async ({ params, body, actor, clientAddress }) => {
    const done = replacePassword(params.id, await hashPassword(body.password), actor, {
      action: 'user.password-reset',
      address: clientAddress,
    });
    return done ? { message: 'Password reset' } : fail('not-found', 'User not found');
  },
);
