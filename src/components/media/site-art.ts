/**
 * The generated site artwork (scripts/generate-site-art.ts writes it to
 * public/art before the build): one list used by the script to render and by
 * the pages to build <picture> sources, so the two cannot drift apart.
 */
import { TEAM } from '#src/server/content/starting-copy/team';
import { CATEGORIES } from '#src/lib/enums';
import { GALLERY_ITEMS } from '#src/server/content/starting-copy/gallery';
import type { ResponsiveImage } from '#src/lib/images';
import type { GalleryKind, GallerySubject } from '#src/lib/content/gallery-subject';

export type ArtSpec =
  | { name: string; kind: 'hero'; index: number }
  | { name: string; kind: 'category'; slug: string }
  | { name: string; kind: 'gallery'; scene: GalleryKind; seed: string; subject: GallerySubject }
  | { name: string; kind: 'portrait'; seed: string; initials: string }
  | { name: string; kind: 'og' };

/** Pixel size of the artwork's largest rendering and the widths written (WebP and AVIF each). */
export const ART_FORMATS: Record<ArtSpec['kind'], { width: number; height: number; widths: readonly number[] }> = {
  hero: { width: 2400, height: 1500, widths: [640, 960, 1600, 2400] },
  category: { width: 1200, height: 750, widths: [480, 800, 1200] },
  gallery: { width: 1600, height: 1000, widths: [480, 960, 1600] },
  portrait: { width: 800, height: 1000, widths: [400, 800] },
  og: { width: 1200, height: 630, widths: [1200] },
};

export const HERO_ART = ['hero-welcome', 'hero-exotic', 'hero-experience'] as const;

export const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

export const ART: readonly ArtSpec[] = [
  ...HERO_ART.map((name, index) => ({ name, kind: 'hero' as const, index })),
  ...CATEGORIES.map((c) => ({ name: `category-${c.slug}`, kind: 'category' as const, slug: c.slug })),
  ...GALLERY_ITEMS.map(({ id, art: { scene, ...subject } }) => ({
    name: `gallery-${id}`,
    kind: 'gallery' as const,
    scene,
    seed: id,
    subject,
  })),
  ...TEAM.map((m) => ({ name: `team-${slugify(m.name)}`, kind: 'portrait' as const, seed: m.name, initials: initials(m.name) })),
  { name: 'og-default', kind: 'og' },
];

/**
 * The path of one file the art build writes: `/art/{name}-{width}.webp`. There is no `/art/{name}.webp`;
 * a link to one (og:image, JSON-LD) is a 404. Width defaults to the largest.
 */
export function artFile(name: string, kind: ArtSpec['kind'], width?: number): string {
  const { widths } = ART_FORMATS[kind];
  const w = width !== undefined && widths.includes(width) ? width : widths[widths.length - 1];
  return `/art/${name}-${w}.webp`;
}

/** <picture> sources for one artwork: AVIF and WebP srcsets, the largest WebP as src. */
export function artSources(name: string, kind: ArtSpec['kind']): ResponsiveImage {
  const { width, height, widths } = ART_FORMATS[kind];
  const set = (ext: string) => widths.map((w) => `/art/${name}-${w}.${ext} ${w}w`).join(', ');
  const mid = widths[Math.min(1, widths.length - 1)];
  return { src: `/art/${name}-${mid}.webp`, avifSrcset: set('avif'), webpSrcset: set('webp'), width, height };
}
