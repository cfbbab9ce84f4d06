/**
 * The pictures of the site's editable blocks are stored as references: `art:<name>` for the artwork the build
 * generates (public/art, see site-art.ts), `/media/<file>` for an upload to the media library. Both become the
 * same <picture> sources here, so a block never stores a file name of a particular size.
 */
import { responsiveImage, type ResponsiveImage } from '#src/lib/images';
import { isSiteArtRef } from '#src/lib/validation/site-content/content-fields';
import { ART, ART_FORMATS, artFile, artSources } from './site-art';

const ART_BY_NAME = new Map(ART.map((spec) => [spec.name, spec]));

/** <picture> sources for a stored reference; an artwork the build no longer makes falls back to the placeholder. */
export function siteImage(ref: string): ResponsiveImage {
  if (isSiteArtRef(ref)) {
    const spec = ART_BY_NAME.get(ref.slice('art:'.length));
    return spec ? artSources(spec.name, spec.kind) : responsiveImage('');
  }
  return responsiveImage(ref);
}

/** The site artwork staff may pick again in the media picker (what the starting copy shows), for the editors. */
export function pickableArt(kinds: readonly string[]): { src: string; previewUrl: string; label: string }[] {
  return ART.filter((spec) => kinds.includes(spec.kind)).map((spec) => ({
    src: `art:${spec.name}`,
    // The smallest rendering: a thumbnail in the editor.
    previewUrl: artFile(spec.name, spec.kind, ART_FORMATS[spec.kind].widths[0]),
    label: spec.name.replace(/-/g, ' '),
  }));
}
