import { loadSaves, subscribeSaves, toggleSave, type SavesState } from './saved-vehicles';

/*
 * Every save button on the page ([data-save-vehicle]: the cards' hearts, the
 * vehicle page's "Save"), those added later too (the personalised blocks):
 * shown, pressed or not, and toggled on click. One listener for the page.
 */
let current: SavesState | undefined;

function paint(root: ParentNode = document): void {
  if (!current) return;
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-save-vehicle]')) {
    const saved = current.saved.has(Number(button.dataset.saveVehicle));
    button.hidden = false;
    if (button.getAttribute('aria-pressed') !== String(saved)) button.setAttribute('aria-pressed', String(saved));
    const label = button.querySelector('[data-save-label]');
    if (label && label.textContent !== (saved ? 'Saved' : 'Save')) label.textContent = saved ? 'Saved' : 'Save';
  }
}

export function mountHeartButtons(): void {
  subscribeSaves((s) => {
    current = s;
    paint();
  });
  void loadSaves();
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-save-vehicle]');
    if (!button) return;
    event.preventDefault();
    button.disabled = true;
    toggleSave(Number(button.dataset.saveVehicle))
      .catch((error: unknown) => console.warn(error))
      .finally(() => (button.disabled = false));
  });
  // Cards the browser adds later (recently viewed, recommended) get their hearts painted too.
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      paint();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
