import { renderDeferredDemoImages } from '#src/server/media/deferred-demo-images';
import type { Job } from './scheduler';

/**
 * The demo artwork a first start deferred (see storeDemoImage's `defer`), rendered in the background once
 * the server is up, so the first page is served within seconds; a request for an image not rendered yet
 * renders that one first. Hourly after the start, for a server that takes the jobs over from another.
 */
export const demoMediaJob: Job = {
  name: 'demo-media',
  schedule: { everyMs: 60 * 60 * 1000, atStart: true },
  async run() {
    const { rendered, failed } = await renderDeferredDemoImages();
    return `rendered ${rendered} deferred demo images${failed.length ? `; ${failed.length} failed (${failed.join(', ')})` : ''}`;
  },
};
