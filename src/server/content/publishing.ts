import { mayPublish } from '#src/db/queries/blog-posts';
import type { SessionUser } from '#src/server/auth/session';
import { fail, json, type ApiFailure } from '#src/server/http/api-response';
import { invalidatesOnly, keepPublicPages } from '#src/server/render/page-cache';

/**
 * Employees write drafts; publishing (and unpublishing, restoring, deleting what visitors see) is for admins, and
 * for the employees an admin granted it to (users.can_publish).
 */
export function publishingRefusal(user: SessionUser): ApiFailure | undefined {
  return mayPublish(user)
    ? undefined
    : fail('forbidden', 'Only an admin, or staff an admin allowed to publish, can do this. Save it as a draft and ask an admin.');
}

/** A write visitors cannot see yet (a draft): the cached public pages stay. */
export const draftAnswer = (data: unknown, status = 200) => keepPublicPages(json(data, status));

/** A write that changed these public pages (and nothing else): only they are dropped from the page cache. */
export const publishedAnswer = (data: unknown, pages: readonly string[]) => invalidatesOnly(json(data), pages);
