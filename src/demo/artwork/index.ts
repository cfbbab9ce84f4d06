/**
 * Generated demo artwork (SVG strings) for the seed: vehicle photos, hero
 * slides, category tiles, gallery scenes, team portraits and placeholders.
 * Everything is deterministic for a given seed. Render with storeDemoImage().
 */
export { paintFor, parseColor } from './color';
export { BODY_STYLES, type BodyStyle } from './styles';
export { VEHICLE_VIEWS, type VehicleView, type VehicleArtworkOptions, vehicleArtwork } from './vehicle';
export {
  DETAIL_VIEWS,
  type DetailView,
  GALLERY_KINDS,
  GALLERY_PAINTS,
  type GalleryKind,
  type GalleryPaint,
  type GallerySubject,
} from '#src/lib/content/gallery-subject';
export { categoryArtwork, galleryArtwork, heroArtwork, placeholderCarSvg, placeholderCategorySvg } from './scenes';
export { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitArtwork } from './portrait';
export { faviconSvg } from './favicon';
