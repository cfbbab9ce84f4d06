import type { UserRole } from '#src/lib/enums';
import { STAFF_ROLES } from '#src/lib/enums';
import { jsonError } from '#src/server/http';

type Locals = App.Locals;
export type Access = 'staff' | 'admin';

export function hasAccess(locals: Locals, access: Access): boolean {
  const role = locals.user?.role as UserRole | undefined;
  if (!role) return false;
  return access === 'admin' ? role === 'admin' : STAFF_ROLES.includes(role);
}

/**
 * The one guard for endpoints: undefined when allowed, else the answer to
 * return (401 not signed in, 403 wrong role).
 */
export function guard(locals: Locals, access: Access): Response | undefined {
  if (!locals.user) return jsonError(401, 'You must be signed in to do this.');
  if (!hasAccess(locals, access)) return jsonError(403, 'You do not have permission to do this.');
  return undefined;
}
