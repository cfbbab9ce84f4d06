/**
 * The <picture> sources of a stored image. Uploaded and seeded images live at
 * /media/<name>.webp (1600 px wide) with -480/-960 WebP and -480/-960/-1600
 * AVIF variants beside it; any other URL (an external image, a placeholder)
 * is used as is.
 * TODO(main): switch to responsiveImage() from src/lib/images.ts once it lands.
 */
export type PictureSources = { src: string; avif?: string; webp?: string };

const MEDIA = /^\/media\/([\w-]+)\.webp$/;

export function pictureSources(src: string): PictureSources {
  const match = MEDIA.exec(src);
  if (!match) return { src };
  const base = `/media/${match[1]}`;
  return {
    src,
    avif: `${base}-480.avif 480w, ${base}-960.avif 960w, ${base}-1600.avif 1600w`,
    webp: `${base}-480.webp 480w, ${base}-960.webp 960w, ${src} 1600w`,
  };
}
