import { searchInventory } from '#src/db/queries/inventory';
import { updateMediaSize } from '#src/db/queries/media';
import { listFeaturedVehicles } from '#src/db/queries/vehicles';
import { renderOrder } from '#src/lib/render-order';
import { completePendingDemoImage, pendingDemoImages } from './images';

/**
 * Renders the demo artwork a first start deferred (see storeDemoImage's `defer`), one image at a time:
 * the demo-media job runs it once the server is up, so the first page is served within seconds instead
 * of after minutes of rendering. How many it rendered, and the names of those that failed.
 */
export async function renderDeferredDemoImages(): Promise<{ rendered: number; failed: string[] }> {
  let rendered = 0;
  const failed: string[] = [];
  for (const name of renderOrder(await pendingDemoImages(), firstPagesPhotos())) {
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

/** The photos of the cars the first pages show: the home page's featured cars, then page 1 of /inventory. */
function firstPagesPhotos(): string[][] {
  const home = listFeaturedVehicles(7).map((v) => v.images);
  const inventory = searchInventory({}).vehicles.map((v) => v.images);
  return [...home, ...inventory];
}
