import { listCustomerPage } from '#src/db/queries/lists/customer-list';
import { customerFirstPageQuerySchema, customerListQuerySchema } from '#src/lib/lists/customer-list';
import { DEFAULT_PAGE_SIZE, pagedOr } from '#src/lib/lists/paging';
import { endpoint } from '#src/server/endpoint';
import { customerPageAnswer } from '#src/lib/api-answers/customers';

/** The Customers screen and integrators: one record per person, searched by name, address or phone in any format. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List customers',
    description: 'With `page`: that page (docs/api-lists.md); without: the first page. `search` is an alias of `q`.',
    query: pagedOr(customerFirstPageQuerySchema, customerListQuerySchema),
    response: { description: 'A page of customers, most recent contact first unless sorted', schema: customerPageAnswer },
  },
  ({ query }) =>
    listCustomerPage(
      query.paged ? query : { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: 'lastContact', dir: 'desc', q: query.q ?? query.search },
    ),
);
