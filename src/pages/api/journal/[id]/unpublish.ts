import { toStaffPost, unpublishPost } from '#src/db/queries/blog-posts';
import { JOURNAL_PAGES } from '#src/server/content/journal-post';
import { publishingRefusal } from '#src/server/content/publishing';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { staffPostAnswer } from '#src/lib/api-answers/journal';

const NOT_FOUND = 'Journal post not found';

/** Takes a post off the site (or cancels its schedule); it stays as a draft. */
export const POST = endpoint(
  {
    access: 'staff',
    invalidates: { paths: JOURNAL_PAGES },
    summary: 'Unpublish a journal post',
    description: 'Admins, and employees an admin allowed to publish.',
    params: idParams,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'The post, now a draft', schema: staffPostAnswer },
  },
  ({ params, actor, user }) => {
    const refusal = publishingRefusal(user);
    if (refusal) return refusal;
    const post = unpublishPost(params.id, actor);
    return post ? toStaffPost(post) : fail('not-found', NOT_FOUND);
  },
);
