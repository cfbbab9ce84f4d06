import { displayName } from '#src/lib/format/person-name';
import { endpoint, fail } from '#src/server/endpoint';
import { currentUserAnswer } from '#src/lib/api-answers/auth';

export const GET = endpoint(
  {
    access: 'public',
    summary: 'The signed-in user',
    response: {
      status: 200,
      description:
        '`{ authenticated: true, role, user: { id, username, name, email } }`; 401 with `authenticated: false` when not signed in',
      schema: currentUserAnswer,
    },
  },
  ({ user }) => {
    if (!user) return fail('unauthenticated', 'Not signed in', { authenticated: false });
    return {
      authenticated: true,
      role: user.role,
      user: { id: user.id, username: user.username, name: displayName(user), email: user.email },
    };
  },
);
