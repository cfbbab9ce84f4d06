// Renders the site's generated artwork (hero slides, category tiles, gallery,
// team portraits, the default social image) into public/art as WebP and AVIF
// at the widths the pages ask for (src/components/media/site-art.ts), before
// the build. Each artwork is re-rendered only when its SVG changes: a content
// hash per artwork is kept in .cache/site-art.json.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ART, ART_FORMATS, type ArtSpec } from '#src/components/media/site-art';
// Imported, not looked for: a missing or broken artwork module fails the build instead of shipping stand-in art.
import * as artwork from '#src/demo/artwork/index';

const OUT = 'public/art';
const CACHE = '.cache/site-art.json';
/** Bump when the encoding below changes. */
const VERSION = 'v2';
const WEBP = { quality: 78, effort: 5 } as const;
const AVIF = { quality: 50, effort: 2 } as const;

type Artwork = typeof artwork;

function svgFor(art: Artwork, spec: ArtSpec): string {
  switch (spec.kind) {
    case 'hero':
      return art.heroArtwork(spec.index);
    case 'category':
      return art.categoryArtwork(spec.slug);
    case 'gallery':
      return art.galleryArtwork(spec.scene, spec.seed, spec.subject);
    case 'portrait':
      return art.portraitArtwork(spec.seed, spec.initials);
    case 'og':
      return art.heroArtwork(0);
  }
}

const outputs = (spec: ArtSpec) =>
  ART_FORMATS[spec.kind].widths.flatMap((w) => ['webp', 'avif'].map((ext) => path.join(OUT, `${spec.name}-${w}.${ext}`)));

async function render(spec: ArtSpec, svg: string): Promise<void> {
  const { width, height, widths } = ART_FORMATS[spec.kind];
  // Rasterise once at the largest size (cropped to the wanted aspect), then scale down.
  const density = Math.max(72, Math.ceil((72 * width) / (Number(/width="(\d+)/.exec(svg)?.[1]) || width)));
  const base = await sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'cover', position: 'centre' }).png().toBuffer();
  await Promise.all(
    widths.flatMap((w) => {
      const h = Math.round((w * height) / width);
      const scaled = sharp(base).resize(w, h);
      return [
        scaled
          .clone()
          .webp(WEBP)
          .toFile(path.join(OUT, `${spec.name}-${w}.webp`)),
        scaled
          .clone()
          .avif(AVIF)
          .toFile(path.join(OUT, `${spec.name}-${w}.avif`)),
      ];
    }),
  );
}

const started = Date.now();
fs.mkdirSync(OUT, { recursive: true });
fs.mkdirSync(path.dirname(CACHE), { recursive: true });
const cache: Record<string, string> = fs.existsSync(CACHE) ? JSON.parse(fs.readFileSync(CACHE, 'utf8')) : {};
const art: Artwork = artwork;
let rendered = 0;
for (const spec of ART) {
  const svg = svgFor(art, spec);
  const hash = createHash('sha256')
    .update(`${VERSION}\n${JSON.stringify(ART_FORMATS[spec.kind])}\n${svg}`)
    .digest('hex');
  if (cache[spec.name] === hash && outputs(spec).every((f) => fs.existsSync(f))) continue;
  await render(spec, svg);
  cache[spec.name] = hash;
  rendered++;
}
fs.writeFileSync(CACHE, JSON.stringify(cache, null, 2));
console.log(`generate-site-art: ${rendered} of ${ART.length} artworks rendered, the rest cached (${Date.now() - started} ms)`);
