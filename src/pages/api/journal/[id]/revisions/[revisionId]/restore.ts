import { z } from 'zod';
import { restorePostRevision, toStaffPost } from '#src/db/queries/blog-posts';
import { idParamSchema } from '#src/lib/validation/ids';
import { JOURNAL_PAGES } from '#src/server/content/journal-post';
import { publishingRefusal } from '#src/server/content/publishing';
import { endpoint, fail } from '#src/server/endpoint';
import { staffPostAnswer } from '#src/lib/api-answers/journal';

const params = z.object({ id: idParamSchema, revisionId: idParamSchema });

/** Puts a published version back (a live post shows it at once); recorded as a revision and in the activity log. */
export const POST = endpoint(
  {
    access: 'staff',
    invalidates: { paths: JOURNAL_PAGES },
    summary: 'Restore a journal post’s revision',
    description: 'Admins, and employees an admin allowed to publish.',
    params,
    notFound: 'Revision not found',
    response: { status: 200, description: 'The post as restored', schema: staffPostAnswer },
  },
  ({ params, actor, user }) => {
    const refusal = publishingRefusal(user);
    if (refusal) return refusal;
    const result = restorePostRevision(params.id, params.revisionId, actor);
    if (result === undefined) return fail('not-found', 'Journal post not found');
    if (result === 'no-revision') return fail('not-found', 'Revision not found');
    return toStaffPost(result);
  },
);
