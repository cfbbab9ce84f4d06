import { restoreBlockRevision } from '#src/db/queries/site-blocks';
import { idParamSchema } from '#src/lib/validation/ids';
import { publishingRefusal } from '#src/server/content/publishing';
import { BLOCK_PAGES, blockParams } from '#src/server/content/site-blocks';
import { endpoint, fail } from '#src/server/endpoint';
import { siteBlockAnswer } from '#src/lib/api-answers/site-content';

/** Puts a published version of a block back on the site; recorded as a revision and in the activity log. */
export const POST = endpoint(
  {
    access: 'staff',
    invalidates: { paths: ({ key }) => BLOCK_PAGES[key] },
    summary: 'Restore a block’s revision',
    description: 'Admins, and employees an admin allowed to publish.',
    params: blockParams.extend({ revisionId: idParamSchema }),
    notFound: 'Revision not found',
    response: { status: 200, description: 'The block as restored', schema: siteBlockAnswer },
  },
  ({ params, actor, user }) => {
    const refusal = publishingRefusal(user);
    if (refusal) return refusal;
    const row = restoreBlockRevision(params.key, params.revisionId, actor);
    return row === 'no-revision' ? fail('not-found', 'Revision not found') : row;
  },
);
