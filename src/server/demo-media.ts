import { updateMediaSize } from '#src/db/queries/media';
import { completePendingDemoImage, pendingDemoImages } from './images';

/**
 * Renders the demo artwork a first start deferred (see storeDemoImage's `defer`), one image at a time:
 * the demo-media job runs it once the server is up, so the first page is served within seconds instead
 * of after minutes of rendering. How many it rendered, and the names of those that failed.
 */
export async function renderDeferredDemoImages(): Promise<{ rendered: number; failed: string[] }> {
  let rendered = 0;
  const failed: string[] = [];
  for (const name of await pendingDemoImages()) {
    try {
      if (await completeDemoImage(name)) rendered += 1;
    } catch (error) {
      console.error(`Demo image ${name} could not be rendered:`, error);
      failed.push(name);
    }
  }
  return { rendered, failed };
}

/** Renders one deferred demo image now (a request for it came first); false when it is not pending. */
export async function completeDemoImage(name: string): Promise<boolean> {
  const image = await completePendingDemoImage(name);
  if (image) updateMediaSize(image);
  return Boolean(image);
}
