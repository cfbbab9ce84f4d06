/**
 * The order the deferred demo photos are rendered in on a first start: what the first pages show
 * first, in the order a visitor meets it (the home page's cars, page 1 of /inventory, then the other
 * photos of those cars for their own pages), then everything else as it comes. Rendering all of them
 * takes minutes on a busy machine: the first pages must not wait behind cars nobody opened.
 *
 * `pending` are image names (32 hex); `shown` are the pages' image URLs (`/media/<name>.webp`), first
 * photos of each car first.
 */
export function renderOrder(pending: readonly string[], shown: readonly (readonly string[])[]): string[] {
  const rank = new Map<string, number>();
  const urls = [...shown.map((images) => images[0]), ...shown.flatMap((images) => images.slice(1))];
  for (const url of urls) {
    const name = /^\/media\/([a-f0-9]{32})\.webp$/.exec(url ?? '')?.[1];
    if (name && !rank.has(name)) rank.set(name, rank.size);
  }
  return [...pending].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
}
