import { getSiteBlock, publishBlock } from '#src/db/queries/site-blocks';
import { SITE_BLOCK_SCHEMAS } from '#src/lib/validation/site-blocks';
import { publishingRefusal } from '#src/server/content/publishing';
import { BLOCK_PAGES, blockParams } from '#src/server/content/site-blocks';
import { endpoint, fail } from '#src/server/endpoint';
import { validationError } from '#src/server/http/api-response';
import { siteBlockAnswer } from '#src/lib/api-answers/site-content';

/** Publishes the block's draft and keeps it as a revision; only the pages showing the block leave the page cache. */
export const POST = endpoint(
  {
    access: 'staff',
    invalidates: { paths: ({ key }) => BLOCK_PAGES[key] },
    summary: 'Publish a block of site content',
    description: 'Admins, and employees an admin allowed to publish. Publishing the FAQ empties only /faq from the page cache.',
    params: blockParams,
    notFound: 'No such block of site content',
    response: { status: 200, description: 'The block, published', schema: siteBlockAnswer },
  },
  ({ params, actor, user }) => {
    const refusal = publishingRefusal(user);
    if (refusal) return refusal;
    const draft = getSiteBlock(params.key)?.draft;
    if (!draft) return fail('conflict', 'There is no draft to publish: save your changes first.');
    const check = SITE_BLOCK_SCHEMAS[params.key].safeParse(draft);
    if (!check.success) return validationError(check.error.issues);
    const row = publishBlock(params.key, actor);
    return typeof row === 'string' ? fail('conflict', 'There is no draft to publish.') : row;
  },
);
