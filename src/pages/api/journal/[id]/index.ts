import { deletePost, getPost, savePost, toStaffPost } from '#src/db/queries/blog-posts';
import { blogPostInputSchema } from '#src/lib/validation/blog-post';
import { JOURNAL_PAGES } from '#src/server/content/journal-post';
import { publishingRefusal } from '#src/server/content/publishing';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { postDeletedAnswer, staffPostAnswer } from '#src/lib/api-answers/journal';

const NOT_FOUND = 'Journal post not found';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Read a journal post (staff)',
    params: idParams,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'The post as the editor shows it', schema: staffPostAnswer },
  },
  ({ params }) => {
    const post = getPost(params.id);
    return post ? toStaffPost(post) : fail('not-found', NOT_FOUND);
  },
);

/** Saves an edit as a draft: a published post keeps showing its published version until the edit is published. */
export const PUT = endpoint(
  {
    access: 'staff',
    invalidates: 'nothing', // saves the draft
    summary: 'Save a journal post as a draft',
    params: idParams,
    body: blogPostInputSchema,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'The post with its pending draft', schema: staffPostAnswer },
  },
  ({ params, body, actor }) => {
    const post = savePost(params.id, body, actor);
    return post ? toStaffPost(post) : fail('not-found', NOT_FOUND);
  },
);

/**
 * Deleting is for those who publish (admins, and employees an admin allowed to), drafts included: it cannot be
 * undone, unlike an edit, which is a draft until published. Logged in the activity log.
 */
export const DELETE = endpoint(
  {
    access: 'staff',
    invalidates: { paths: JOURNAL_PAGES },
    summary: 'Delete a journal post',
    description: 'Admins, and employees an admin allowed to publish (403 for other staff). Recorded in the activity log.',
    params: idParams,
    notFound: NOT_FOUND,
    response: { status: 200, description: '`{ deleted: true }`', schema: postDeletedAnswer },
  },
  ({ params, actor, user }) => {
    const post = getPost(params.id);
    if (!post) return fail('not-found', NOT_FOUND);
    const refusal = publishingRefusal(user);
    if (refusal) return refusal;
    deletePost(params.id, actor);
    return { deleted: true };
  },
);
