import { getPost, listPostRevisions } from '#src/db/queries/blog-posts';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { postRevisionsAnswer } from '#src/lib/api-answers/journal';

const NOT_FOUND = 'Journal post not found';

/** Every published version of a post, newest first: who published (or restored) it and when. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List a journal post’s revisions',
    params: idParams,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'Revisions, newest first', schema: postRevisionsAnswer },
  },
  ({ params }) => (getPost(params.id) ? listPostRevisions(params.id) : fail('not-found', NOT_FOUND)),
);
