import { z } from 'zod';
import { setPublishingGrant } from '#src/db/queries/blog-posts';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { publishingGrantAnswer } from '#src/lib/api-answers/users';

const body = z.object({ canPublish: z.boolean('canPublish must be true or false.') });

/** An admin allows an employee to publish site content and journal posts, or withdraws it (activity-logged). */
export const PUT = endpoint(
  {
    access: 'admin',
    invalidates: 'nothing', // who may publish: no page shows it
    summary: 'Allow or stop a staff account publishing content',
    params: idParams,
    body,
    notFound: 'User not found',
    response: { description: '`{ id, username, canPublish }`', schema: publishingGrantAnswer },
  },
  ({ params, body, actor }) => {
    const row = setPublishingGrant(params.id, body.canPublish, actor);
    return row ?? fail('not-found', 'User not found');
  },
);
