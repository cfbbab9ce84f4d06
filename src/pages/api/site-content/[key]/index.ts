import { z } from 'zod';
import { getSiteBlock, saveBlockDraft } from '#src/db/queries/site-blocks';
import { SITE_BLOCK_SCHEMAS } from '#src/lib/validation/site-blocks';
import { blockParams, publishedBlock } from '#src/server/content/site-blocks';
import { endpoint } from '#src/server/endpoint';
import { validationError } from '#src/server/http/api-response';
import { mayPublish } from '#src/db/queries/blog-posts';
import { siteBlockAnswer, siteBlockReadAnswer } from '#src/lib/api-answers/site-content';

const NOT_FOUND = 'No such block of site content';

/** A block of the site's copy: what is published, the pending draft, and whether the caller may publish. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Read a block of site content (staff)',
    params: blockParams,
    notFound: NOT_FOUND,
    response: {
      description:
        '`{ key, published, shown, draft, publishedAt, publishedBy, canPublish }` (`shown`: what visitors see, the starting copy before a first publish)',
      schema: siteBlockReadAnswer,
    },
  },
  ({ params, user }) => {
    const row = getSiteBlock(params.key);
    return {
      key: params.key,
      published: row?.published ?? null,
      shown: publishedBlock(params.key),
      draft: row?.draft ?? null,
      publishedAt: row?.publishedAt ?? null,
      publishedBy: row?.publishedBy ?? null,
      canPublish: mayPublish(user),
    };
  },
);

/** Saves an edit as a draft (checked against the block's schema); visitors keep the published version. */
export const PUT = endpoint(
  {
    access: 'staff',
    // A draft: visitors see the published block until it is published.
    invalidates: 'nothing',
    summary: 'Save a draft of a block of site content',
    description:
      'The body is the block as its schema gives it (the FAQ: `{ items: [{ question, answer }] }`, answers in Markdown; about: `{ storyTitle, story, team: [{ name, role, photo, photoAlt, bio }] }`; contact: `{ title, intro, salesText, serviceText }`; privacy and terms: `{ body }` in Markdown).',
    params: blockParams,
    body: z.record(z.string(), z.unknown(), 'The body must be a JSON object.'),
    notFound: NOT_FOUND,
    response: { description: 'The block with its draft', schema: siteBlockAnswer },
  },
  ({ params, body, actor }) => {
    const parsed = SITE_BLOCK_SCHEMAS[params.key].safeParse(body);
    if (!parsed.success) return validationError(parsed.error.issues);
    return saveBlockDraft(params.key, parsed.data, actor);
  },
);
