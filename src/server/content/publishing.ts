import { mayPublish } from '#src/db/queries/blog-posts';
import type { SessionUser } from '#src/server/auth/session';
import { fail, type ApiFailure } from '#src/server/http/api-response';

/**
 * Employees write drafts; publishing (and unpublishing, restoring, deleting what visitors see) is for admins, and
 * for the employees an admin granted it to (users.can_publish).
 */
export function publishingRefusal(user: SessionUser): ApiFailure | undefined {
  return mayPublish(user)
    ? undefined
    : fail('forbidden', 'Only an admin, or staff an admin allowed to publish, can do this. Save it as a draft and ask an admin.');
}
