import type { Page } from '@playwright/test';

/** The public pages whose words and pictures moved into the database (issue 24): what a visitor saw before the move. */
export const MOVED_PAGES = ['/', '/about', '/services', '/gallery', '/contact', '/privacy-policy', '/terms', '/faq'] as const;
export const VIEWPORT = { width: 1440, height: 900 };

export type PageText = { lines: string[]; images: { src: string; alt: string }[] };

/**
 * What a visitor reads and sees in a page's main content, as the server sent it (scripts held, so a slider's or a
 * banner's timing changes nothing): its text line by line (whitespace collapsed, and no space before punctuation,
 * so '</a>\n.' and '</a>.' read the same) and each image's src and alt. The seed stores the cars' photos under random
 * names, so a stored photo's src reads `/media/*` (the artwork's paths are fixed and compared as they are).
 */
export async function pageText(page: Page, path: string): Promise<PageText> {
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  try {
    await page.goto(path);
    return await page.locator('main').evaluate((main: HTMLElement) => {
      // innerText leaves out what the page has not rendered yet: the home page's sections below the first wait for
      // the visitor to scroll near them (content-visibility). A visitor reads them; so does this.
      for (const section of main.querySelectorAll<HTMLElement>(':scope > section')) section.style.contentVisibility = 'visible';
      return {
        lines: main.innerText
          .split('\n')
          .map((line) =>
            line
              .replace(/\s+/g, ' ')
              .replace(/ ([.,;:])/g, '$1')
              .trim(),
          )
          .filter(Boolean),
        images: [...main.querySelectorAll('img')].map((img) => ({
          src: (img.getAttribute('src') ?? '').replace(/^\/media\/[a-f0-9]{32}\.webp$/, '/media/*'),
          alt: img.getAttribute('alt') ?? '',
        })),
      };
    });
  } finally {
    await page.unroute(/\.m?js(\?|$)/);
  }
}
