import type { UserRole } from '#src/lib/enums';
import { STAFF_ROLES } from '#src/lib/enums';

type Locals = App.Locals;
export type Access = 'staff' | 'admin';

export function hasAccess(locals: Locals, access: Access): boolean {
  const role = locals.user?.role as UserRole | undefined;
  if (!role) return false;
  return access === 'admin' ? role === 'admin' : STAFF_ROLES.includes(role);
}
