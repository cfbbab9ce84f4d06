/** Hides photos marked `data-fallback` that failed (or already failed) to load, revealing the placeholder beneath. */
export function hideBrokenImages(root: ParentNode = document): void {
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    const hide = () => (img.hidden = true);
    if (img.complete && img.naturalWidth === 0) hide();
    else img.addEventListener('error', hide, { once: true });
  }
}
