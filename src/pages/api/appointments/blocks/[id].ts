import { deleteBlock } from '#src/db/queries/appointments';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { okAnswer } from '#src/lib/api-answers/appointments';

export const DELETE = endpoint(
  {
    access: 'staff',
    summary: 'Delete a closed day or blocked period',
    params: idParams,
    notFound: 'Block not found',
    response: { status: 200, description: '`{ ok: true }`', schema: okAnswer },
  },
  ({ params, actor }) => (deleteBlock(params.id, actor) ? { ok: true } : fail('not-found', 'Block not found')),
);
