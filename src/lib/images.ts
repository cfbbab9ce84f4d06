/**
 * Client-safe helpers for vehicle and site images (no Node imports).
 *
 * Images stored by src/server/media/images.ts live at /media/<name>.webp with
 * variants <name>-480/-960.webp and <name>-480/-960/-1600.avif. Use
 * responsiveImage() to get a src plus srcsets for a <picture>:
 *
 *   const img = responsiveImage(url);
 *   <picture>
 *     {img.avifSrcset && <source type="image/avif" srcset={img.avifSrcset} sizes={sizes} />}
 *     {img.webpSrcset && <source type="image/webp" srcset={img.webpSrcset} sizes={sizes} />}
 *     <img src={img.src} width={img.width} height={img.height} ... />
 *   </picture>
 */

export const PLACEHOLDER_CAR = '/images/placeholder-car.svg';
export const PLACEHOLDER_CATEGORY = '/images/placeholder-category.svg';

/** Vehicle media are 16:10; the canonical file is at most 1600 px wide. */
export const MEDIA_WIDTH = 1600;
export const MEDIA_HEIGHT = 1000;

export interface ResponsiveImage {
  src: string;
  avifSrcset?: string;
  webpSrcset?: string;
  /** Intrinsic size for layout (assumed 16:10 unless given). */
  width: number;
  height: number;
}

const STORED = /^\/media\/([a-f0-9]{32}|[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12})\.webp$/;

/**
 * The site's own media paths: /media/<name>.<ext>, one path segment of safe
 * characters. Nothing else may be saved as a vehicle image: an absolute URL, a
 * protocol-relative `//host/…`, or `/\host/…` (which browsers read as
 * `//host/…`) would render an image from another site.
 */
const OWN_MEDIA_PATH = /^\/media\/[a-z0-9][a-z0-9_-]{0,99}\.(?:webp|avif|jpe?g|png)$/i;

/** True for a path the site serves from its own media folder (see OWN_MEDIA_PATH). */
export function isOwnMediaPath(path: string): boolean {
  return OWN_MEDIA_PATH.test(path);
}

/** True for URLs of images stored by the media pipeline (which have srcset variants). */
export function isMediaUrl(url: string): boolean {
  return STORED.test(url);
}

/** Relative paths get a leading slash; absolute URLs and data: URLs are kept. Empty gives ''. */
export function normalizeImageUrl(url: string | null | undefined): string {
  const u = (url ?? '').trim();
  // A backslash is never in our paths; browsers turn `/\host` into `//host`, an off-site address.
  if (!u || u.includes('\\')) return '';
  if (/^(https?:)?\/\//i.test(u) || /^data:image\//i.test(u) || u.startsWith('/')) return u;
  return `/${u}`;
}

/**
 * src + srcsets for an image URL. Stored media (/media/<name>.webp) get AVIF
 * and WebP srcsets at 480w, 960w and 1600w (the 1600 WebP is the canonical
 * file); any other URL (external, legacy) just gets `src`. An empty URL gives
 * the car placeholder.
 */
export function responsiveImage(
  url: string,
  size: { width: number; height: number } = { width: MEDIA_WIDTH, height: MEDIA_HEIGHT },
): ResponsiveImage {
  const src = normalizeImageUrl(url);
  if (!src) return { src: PLACEHOLDER_CAR, ...size };
  const m = STORED.exec(src);
  if (!m) return { src, ...size };
  const base = `/media/${m[1]}`;
  return {
    src,
    avifSrcset: `${base}-480.avif 480w, ${base}-960.avif 960w, ${base}-1600.avif 1600w`,
    webpSrcset: `${base}-480.webp 480w, ${base}-960.webp 960w, ${src} 1600w`,
    ...size,
  };
}

/** A visitor's photo stored outside the public media folder (trade-in photos): what the database keeps of it. */
export interface StoredPrivateImage {
  /** The random stored name (32 hex): files are <name>.webp and <name>-480.webp in the given folder. */
  name: string;
  width: number;
  height: number;
  bytes: number;
}
