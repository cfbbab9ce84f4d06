import { z } from 'zod';
import { listActivity } from '#src/db/queries/activity';
import { listActivityPage } from '#src/db/queries/lists/activity-list';
import { activityListQuerySchema } from '#src/lib/lists/activity-list';
import { pagedOr } from '#src/lib/lists/paging';
import { endpoint } from '#src/server/endpoint';
import { activityListAnswer } from '#src/lib/api-answers/activity';

const whole = (field: string, max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]*$/, `${field} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().max(max, `${field} must be at most ${max}`));

const querySchema = z.object({
  limit: whole('Limit', 500).default(50),
  before: whole('Before', Number.MAX_SAFE_INTEGER).optional(),
});

/** With ?page=: one page of the log (docs/api-lists.md); without: newest first, page on with ?before={nextBefore}. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List the activity log',
    query: pagedOr(querySchema, activityListQuerySchema),
    response: {
      status: 200,
      description:
        'With ?page=: a page `{ items, total, page, pageSize }` of log entries; without: `{ entries, nextBefore }`, newest first',
      schema: activityListAnswer,
    },
  },
  ({ query }) => {
    if (query.paged) return listActivityPage(query);
    const entries = listActivity(query);
    const nextBefore = entries.length === query.limit ? entries[entries.length - 1].id : null;
    return { entries, nextBefore };
  },
);
