/**
 * Interim copy of responsiveImage() (src/lib/images.ts, landing on main):
 * stored media at /media/<name>.webp (16:10, 1600 px) have -480/-960 WebP and
 * -480/-960/-1600 AVIF variants; any other URL is used as is.
 * TODO(main): import responsiveImage from src/lib/images.ts and delete this file.
 */
export type PictureSources = { src: string; avifSrcset?: string; webpSrcset?: string; width: number; height: number };

export const PLACEHOLDER_CAR = '/images/placeholder-car.svg';
const STORED = /^\/media\/([\w-]+)\.webp$/;

export function pictureSources(url: string | null | undefined): PictureSources {
  const src = (url ?? '').trim();
  const size = { width: 1600, height: 1000 };
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
