import { deleteBlock } from '#src/db/queries/appointments';
import { endpoint, fail, idParams } from '#src/server/endpoint';

export const DELETE = endpoint(
  {
    access: 'staff',
    summary: 'Delete a closed day or blocked period',
    response: { status: 200, description: '`{ ok: true }`' },
    params: idParams,
    notFound: 'Block not found',
  },
  ({ params, actor }) => (deleteBlock(params.id, actor) ? { ok: true } : fail('not-found', 'Block not found')),
);
