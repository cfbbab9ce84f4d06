import { createPost, listStaffPosts, mayPublish, toStaffPost } from '#src/db/queries/blog-posts';
import { blogPostInputSchema } from '#src/lib/validation/blog-post';
import { endpoint } from '#src/server/endpoint';
import { staffPostAnswer, staffPostsAnswer } from '#src/lib/api-answers/journal';
import { json } from '#src/server/http/api-response';

/** Every journal post with its state (draft, scheduled, published) and any pending edit, newest first. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List journal posts (staff)',
    response: {
      status: 200,
      description: '`{ posts, canPublish }`: every post as the editor shows it, and whether the caller may publish',
      schema: staffPostsAnswer,
    },
  },
  ({ user }) => ({ posts: listStaffPosts(), canPublish: mayPublish(user) }),
);

/** A new post is a draft: nobody sees it until someone allowed to publish does. */
export const POST = endpoint(
  {
    access: 'staff',
    invalidates: 'nothing', // a new post is a draft
    summary: 'Write a journal post (a draft)',
    description: 'The slug is made from the title when left blank, and kept unique (a number is added).',
    body: blogPostInputSchema,
    response: { status: 201, description: 'The new draft', schema: staffPostAnswer },
  },
  ({ body, actor }) => json(toStaffPost(createPost(body, actor)), 201),
);
