/**
 * What a gallery picture of the site art shows, in the words its caption depends on: the scene, the close-up's
 * subject, the car's paint and body, the showroom's two cars (the one at the back first). The starting gallery
 * (src/server/content/starting-copy/gallery.ts) names it beside each caption, the site art list carries it, and
 * the artwork (src/demo/artwork) draws it; anything left out is drawn from the picture's seed. Orders matter: the
 * artwork picks from these lists by seed, so reordering them redraws every picture.
 */
export const GALLERY_KINDS = ['showroom', 'detail', 'event', 'delivery'] as const;
export type GalleryKind = (typeof GALLERY_KINDS)[number];

export const GALLERY_PAINTS = [
  'Rosso Corsa',
  'Nero',
  'Bianco',
  'British Racing Green',
  'Midnight Blue',
  'Silver',
  'Giallo',
  'Arancio',
  'Nardo Grey',
  'Bronze',
] as const;
export type GalleryPaint = (typeof GALLERY_PAINTS)[number];

export const DETAIL_VIEWS = ['wheel-detail', 'interior', 'dashboard'] as const;
export type DetailView = (typeof DETAIL_VIEWS)[number];

/** The body shapes the artwork draws. */
export const BODY_STYLES = ['coupe', 'sedan', 'suv', 'convertible', 'supercar', 'gt'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

export type GallerySubject = {
  view?: DetailView;
  paint?: GalleryPaint;
  style?: BodyStyle;
  cars?: readonly [{ style: BodyStyle; paint: GalleryPaint }, { style: BodyStyle; paint: GalleryPaint }];
};
