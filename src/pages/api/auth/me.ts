import { displayName } from '#src/lib/format/person-name';
import { endpoint, fail } from '#src/server/endpoint';

export const GET = endpoint({ access: 'public' }, ({ user }) => {
  if (!user) return fail('unauthenticated', 'Not signed in', { authenticated: false });
  return {
    authenticated: true,
    role: user.role,
    user: { id: user.id, username: user.username, name: displayName(user), email: user.email },
  };
});
