import { escapeHtml } from '#src/lib/format/html';
import { PLACEHOLDER_CAR, responsiveImage } from '#src/lib/images';

export type PictureOptions = {
  /** The stored image (/media/…webp) or any URL; a missing one shows the placeholder. */
  src: string | undefined | null;
  alt: string;
  width: number;
  height: number;
  /** The rendered width, for the browser's choice among variants. */
  sizes: string;
  /** Above the fold: loaded eagerly with high priority (the page's LCP image). */
  priority?: boolean;
  /** What a missing or broken image shows. */
  fallback?: string;
  class?: string;
  pictureClass?: string;
  /** Extra attributes of the <img> (data-*); undefined ones are left out. */
  attributes?: Record<string, string | undefined>;
};

/** ` name="value"`, escaped; nothing for an absent value. */
export const attr = (name: string, value: string | number | undefined | null) =>
  value === undefined || value === null ? '' : ` ${name}="${escapeHtml(String(value))}"`;

/**
 * A responsive <picture>: AVIF and WebP variants of a stored image, the WebP as
 * the <img>. A plain function so the same markup serves Astro pages
 * (picture.astro), vehicle cards rendered by the thousand, and cards the
 * browser builds.
 */
export function pictureHtml(options: PictureOptions): string {
  const { src, sizes, priority = false, fallback = PLACEHOLDER_CAR } = options;
  const sources = responsiveImage(src || fallback);
  const extra = Object.entries(options.attributes ?? {})
    .map(([name, value]) => attr(name, value))
    .join('');
  return (
    `<picture${attr('class', options.pictureClass)}>` +
    (sources.avifSrcset ? `<source type="image/avif"${attr('srcset', sources.avifSrcset)}${attr('sizes', sizes)}>` : '') +
    (sources.webpSrcset ? `<source type="image/webp"${attr('srcset', sources.webpSrcset)}${attr('sizes', sizes)}>` : '') +
    `<img${attr('src', sources.src)}${attr('alt', options.alt)}${attr('width', options.width)}${attr('height', options.height)}` +
    `${attr('loading', priority ? 'eager' : 'lazy')}${attr('fetchpriority', priority ? 'high' : undefined)}` +
    `${attr('decoding', priority ? 'sync' : 'async')}${attr('data-fallback', src ? fallback : undefined)}${attr('class', options.class)}${extra}>` +
    `</picture>`
  );
}
