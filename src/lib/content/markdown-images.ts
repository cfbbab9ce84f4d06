/**
 * Images in staff-written Markdown come only from the media library and always carry alt text. These checks run
 * when a draft is saved (each problem is named) and the renderer drops whatever still slips through.
 */

import { isOwnMediaPath } from '#src/lib/images';

/** A stored image of the media library: `/media/<name>.<image type>` (the same rule as a vehicle's photos). */
export function isMediaLibraryUrl(url: string): boolean {
  return isOwnMediaPath(url);
}

export type MarkdownImage = { alt: string; src: string };

// ![alt](src "title") and <img ...> written by hand; a reference-style image ![alt][ref] is resolved below.
const INLINE_IMAGE = /!\[([^\]]*)\]\(\s*<?([^\s)>]*)>?(?:\s+["'(][^)]*["')])?\s*\)/g;
const REFERENCE_IMAGE = /!\[([^\]]*)\]\[([^\]]*)\]/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s+["'(].*["')])?\s*$/gm;
const HTML_IMAGE = /<img\b/gi;

/** The images a Markdown text shows (inline and reference style). */
export function markdownImages(markdown: string): MarkdownImage[] {
  const references = new Map<string, string>();
  for (const [, label, src] of markdown.matchAll(REFERENCE_DEFINITION)) references.set(label!.trim().toLowerCase(), src!);
  const images: MarkdownImage[] = [];
  for (const [, alt, src] of markdown.matchAll(INLINE_IMAGE)) images.push({ alt: alt!.trim(), src: src! });
  for (const [, alt, label] of markdown.matchAll(REFERENCE_IMAGE)) {
    const key = (label || alt)!.trim().toLowerCase();
    images.push({ alt: alt!.trim(), src: references.get(key) ?? '' });
  }
  return images;
}

/** What is wrong with a Markdown text's images, one sentence each (empty when nothing is). */
export function markdownImageProblems(markdown: string): string[] {
  const problems: string[] = [];
  if (HTML_IMAGE.test(markdown)) problems.push('Insert images with Markdown (![alt text](/media/…)), not HTML.');
  HTML_IMAGE.lastIndex = 0;
  for (const image of markdownImages(markdown)) {
    if (!isMediaLibraryUrl(image.src)) problems.push(`The image "${image.src || '(no address)'}" is not from the media library.`);
    else if (!image.alt) problems.push(`The image ${image.src} needs alt text: describe it for people who cannot see it.`);
  }
  return problems;
}
