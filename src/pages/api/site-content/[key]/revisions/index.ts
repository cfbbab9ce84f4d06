import { listBlockRevisions } from '#src/db/queries/site-blocks';
import { blockParams } from '#src/server/content/site-blocks';
import { endpoint } from '#src/server/endpoint';
import { blockRevisionsAnswer } from '#src/lib/api-answers/site-content';

/** Every published version of a block, newest first: who published (or restored) it and when. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List a block’s revisions',
    params: blockParams,
    notFound: 'No such block of site content',
    response: { description: 'Revisions, newest first', schema: blockRevisionsAnswer },
  },
  ({ params }) => listBlockRevisions(params.key),
);
