/** Search engines show about 60 characters of a title (600 px on a phone); longer ones are cut mid-word. */
export const MAX_TITLE_LENGTH = 65;

/**
 * The <title> of a page: "Page | Site" when it fits in MAX_TITLE_LENGTH; else
 * the page's own words without the site name (a vehicle's name matters more
 * than ours); else those words cut at a word boundary with an ellipsis.
 */
export function pageTitle(title: string, siteName: string, max: number = MAX_TITLE_LENGTH): string {
  const own = title.trim();
  const full = own.includes(siteName) ? own : `${own} | ${siteName}`;
  if (full.length <= max) return full;
  if (own.length <= max) return own;
  const cut = own.slice(0, max - 1);
  // Keep the last word only when the cut falls right after it.
  const space = /\s/u.test(own[max - 1]) ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s|:,–-]+$/u, '')}…`;
}
