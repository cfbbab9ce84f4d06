import { connectAppDatabase } from '#src/server/storage/database';
import { startJobs } from './jobs/start-jobs';
// The page cache registers with the HTTP server when loaded (render/page-cache-port.ts): from the start, so its
// hits are answered before Astro.
import '#src/server/render/page-cache';

let jobs: { stop(): void } | undefined;

/**
 * What the server process does once, at start, before it answers a request: open DATA_DIR's database
 * and start the background jobs. The HTTP server (src/server/http/serve.ts) calls it at start through
 * dist/server/boot.mjs; the middleware calls it too, for `astro dev`, which has no such server (later
 * calls do nothing).
 */
export function bootServer(): void {
  if (jobs) return;
  connectAppDatabase();
  jobs = startJobs();
}

/** The server is stopping: the jobs stop and give their lease to another server of the DATA_DIR. */
export function stopServer(): void {
  jobs?.stop();
}
