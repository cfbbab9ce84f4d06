import { z } from 'zod';
import { listOutbox } from '#src/db/queries/outbox';
import { listOutboxPage } from '#src/db/queries/lists/outbox-list';
import { outboxListQuerySchema } from '#src/lib/lists/outbox-list';
import { pagedOr } from '#src/lib/lists/paging';
import { endpoint } from '#src/server/endpoint';
import { outboxListAnswer } from '#src/lib/api-answers/outbox';

/** With ?page=: one page of the e-mail log (docs/api-lists.md; the outbox screen asks for delivery=unsent); without: the 200 newest. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List the e-mail log',
    query: pagedOr(z.object({}), outboxListQuerySchema),
    response: {
      description: 'With ?page=: a page of the e-mail log with tab counts; without: the 200 newest messages',
      schema: outboxListAnswer,
    },
  },
  ({ query }) => (query.paged ? listOutboxPage(query) : listOutbox()),
);
