import { endpoint } from '#src/server/endpoint';
import { feedStatuses } from '#src/server/feeds';

/** Admin: the feed URLs, the vehicles in each and when each was last fetched. */
export const GET = endpoint({ access: 'admin' }, ({ site }) => feedStatuses(site));
