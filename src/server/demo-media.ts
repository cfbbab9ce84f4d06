import { updateMediaSize } from '#src/db/queries/media';
import { completePendingDemoImage, pendingDemoImages } from './images';

/**
 * The demo artwork a first start deferred (see storeDemoImage's `defer`): rendered one image at a time
 * in the background once the server is up, so the first page is served within seconds instead of
 * after minutes of rendering; a request for an image not rendered yet renders that one first.
 */
let started = false;

export function startDemoMediaRenderer(): void {
  if (started) return;
  started = true;
  void (async () => {
    const names = await pendingDemoImages();
    if (!names.length) return;
    const t0 = Date.now();
    let done = 0;
    for (const name of names) {
      try {
        if (await completeDemoImage(name)) done += 1;
      } catch (error) {
        console.error(`Demo image ${name} could not be rendered:`, error);
      }
    }
    console.log(`Rendered ${done} deferred demo images in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  })();
}

/** Renders one deferred demo image now; false when it is not pending. */
export async function completeDemoImage(name: string): Promise<boolean> {
  const image = await completePendingDemoImage(name);
  if (image) updateMediaSize(image);
  return Boolean(image);
}
