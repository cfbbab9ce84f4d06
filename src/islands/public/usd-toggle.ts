/**
 * Remembers "Show ≈ US$" in this browser: a display preference the shopper
 * chose (no cookie, nothing sent anywhere). The page itself never changes:
 * the flag on <html> reveals the "≈ US$" lines already in it, including those
 * in results swapped in later by the inventory filters.
 */
const KEY = 'show-usd';

const read = () => {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

export function mountUsdToggle(): void {
  const boxes = [...document.querySelectorAll<HTMLInputElement>('[data-usd-toggle]')];
  const apply = (on: boolean) => {
    document.documentElement.toggleAttribute('data-show-usd', on);
    for (const box of boxes) box.checked = on;
  };
  apply(read());
  for (const box of boxes)
    box.addEventListener('change', () => {
      apply(box.checked);
      try {
        localStorage.setItem(KEY, box.checked ? '1' : '0');
      } catch {
        // Storage refused (private mode): the choice holds for this page.
      }
    });
}
