import { countPostsGoneLive } from '#src/db/queries/blog-posts';
import { JOURNAL_PAGES } from '#src/server/content/journal-post';
import { invalidatePagePaths } from '#src/server/render/page-cache';
import type { Job } from './scheduler';

/**
 * Scheduled journal posts go live by themselves: the public pages show a published post from its date on (the
 * queries compare with the time of the request), so nobody has to save it. What could still show the journal
 * without it is a page cached before that moment: this job empties the journal's cached pages once a post's time
 * has come, so it appears within seconds rather than at the cache's end.
 */
export function journalScheduleJob(
  options: { everyMs?: number; now?: () => Date; invalidate?: (paths: readonly string[]) => void } = {},
): Job {
  const { everyMs = 15_000, now = () => new Date(), invalidate = invalidatePagePaths } = options;
  let checkedUntil = now();
  return {
    name: 'journal-schedule',
    schedule: { everyMs },
    run: () => {
      const until = now();
      const gone = countPostsGoneLive(checkedUntil, until);
      checkedUntil = until;
      if (gone > 0) invalidate(JOURNAL_PAGES);
      return gone > 0 ? `${gone} scheduled post${gone === 1 ? '' : 's'} went live; journal pages refreshed` : 'no scheduled post due';
    },
  };
}
