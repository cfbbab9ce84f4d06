import { z } from 'zod';
import { listOutbox } from '../../../db/queries/outbox';
import { listOutboxPage } from '../../../db/queries/lists/outbox-list';
import { outboxListQuerySchema } from '../../../lib/lists/outbox-list';
import { pagedOr } from '../../../lib/lists/paging';
import { endpoint } from '../../../lib/server/endpoint';

/** With ?page=: one page of the e-mail log (docs/api-lists.md; the outbox screen asks for delivery=unsent); without: the 200 newest. */
export const GET = endpoint({ access: 'staff', query: pagedOr(z.object({}), outboxListQuerySchema) }, ({ query }) =>
  query.paged ? listOutboxPage(query) : listOutbox(),
);
