import { optimizeDatabase } from '#src/db/client';
import type { Job } from './scheduler';

/**
 * Table statistics for the query planner, refreshed hourly as the data grows (SQLite's advice for
 * long-lived connections; cheap: it analyses only tables that changed a lot). The connection also does
 * it when it opens.
 */
export const databaseOptimizeJob: Job = {
  name: 'database-optimize',
  schedule: { everyMs: 60 * 60 * 1000 },
  run: () => {
    optimizeDatabase();
    return 'refreshed the query planner statistics (PRAGMA optimize)';
  },
};
