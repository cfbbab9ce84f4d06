import { setAccountDisabled } from '#src/db/queries/accounts';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { accountStatusSchema } from '#src/lib/validation/accounts';
import { userAnswer } from '#src/lib/api-answers/users';

const REFUSALS = {
  'not-found': () => fail('not-found', 'User not found'),
  self: () => fail('conflict', 'You cannot disable your own account.'),
  'last-admin': () => fail('conflict', 'This is the last enabled admin account; enable another admin first.'),
};

/** Disable (signs the user out everywhere) or enable an account. */
export const PUT = endpoint(
  {
    access: 'admin',
    summary: 'Disable or enable a staff account',
    params: idParams,
    body: accountStatusSchema,
    notFound: 'User not found',
    response: { description: 'The account with its new state; disabling signs the user out everywhere', schema: userAnswer },
  },
  ({ params, body, actor }) => {
    const result = setAccountDisabled(params.id, body.disabled, actor);
    return typeof result === 'string' ? REFUSALS[result]() : result;
  },
);
