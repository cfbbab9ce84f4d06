import { listRegisterEntries } from '#src/db/queries/garage-register';
import { listRegisterPage } from '#src/db/queries/lists/register-list';
import { pagedOr } from '#src/lib/lists/paging';
import { registerListQuerySchema } from '#src/lib/lists/register-list';
import { endpoint } from '#src/server/endpoint';
import { registerRangeQuery } from './_range';
import { garageRegisterListAnswer } from '#src/lib/api-answers/garage-registers';

/** The sales records: with ?page= one page (docs/api-lists.md); without, every entry in the range, newest sale first. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List sales records (garage register)',
    query: pagedOr(registerRangeQuery, registerListQuerySchema),
    response: {
      status: 200,
      description: 'With ?page=: a page `{ items, total, page, pageSize }`; without: every entry in the range, newest sale first',
      schema: garageRegisterListAnswer,
    },
  },
  ({ query }) => (query.paged ? listRegisterPage(query) : listRegisterEntries(query)),
);
