import { endpoint } from '#src/server/endpoint';
import { feedStatuses } from '#src/server/content/feeds';
import { feedStatusesAnswer } from '#src/lib/api-answers/feeds';

/** Admin: the feed URLs, the vehicles in each and when each was last fetched. */
export const GET = endpoint(
  {
    access: 'admin',
    summary: 'Marketplace feeds and their status',
    response: { status: 200, description: "Each feed's URL, the vehicles in it and when it was last fetched", schema: feedStatusesAnswer },
  },
  ({ site }) => feedStatuses(site),
);
