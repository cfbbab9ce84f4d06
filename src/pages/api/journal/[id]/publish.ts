import { getPost, publishPost, toStaffPost } from '#src/db/queries/blog-posts';
import { blogPostInputSchema, publishSchema } from '#src/lib/validation/blog-post';
import { editableFields } from '#src/db/queries/blog-posts';
import { JOURNAL_PAGES } from '#src/server/content/journal-post';
import { publishingRefusal } from '#src/server/content/publishing';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { validationError } from '#src/server/http/api-response';
import { staffPostAnswer } from '#src/lib/api-answers/journal';

const NOT_FOUND = 'Journal post not found';

/**
 * Publishes the post (with its pending draft) now, or schedules it (`publishAt` in the future: it goes live at
 * that time by itself). Keeps the published version as a revision; only the journal's cached pages are dropped.
 */
export const POST = endpoint(
  {
    access: 'staff',
    invalidates: { paths: JOURNAL_PAGES },
    summary: 'Publish or schedule a journal post',
    description: 'Admins, and employees an admin allowed to publish. Without `publishAt` the post goes live now.',
    params: idParams,
    body: publishSchema,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'The post, published or scheduled', schema: staffPostAnswer },
  },
  ({ params, body, actor, user }) => {
    const refusal = publishingRefusal(user);
    if (refusal) return refusal;
    const current = getPost(params.id);
    if (!current) return fail('not-found', NOT_FOUND);
    // What goes live is checked again as it is now (a draft saved before a rule changed must not slip through).
    const check = blogPostInputSchema.safeParse(editableFields(current));
    if (!check.success) return validationError(check.error.issues);
    const post = publishPost(params.id, body.publishAt, actor);
    return post ? toStaffPost(post) : fail('not-found', NOT_FOUND);
  },
);
