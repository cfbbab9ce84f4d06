import { listOutbox } from '../../../db/queries/outbox';
import { endpoint } from '../../../lib/server/endpoint';

export const GET = endpoint({ access: 'staff' }, () => listOutbox());
