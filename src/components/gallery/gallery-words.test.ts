import { describe, expect, it } from 'vitest';
import { ART } from '#src/components/media/site-art';
import { GALLERY_ITEMS, type GalleryItem } from '#src/server/content/starting-copy/gallery';

// The words a caption, a title or an alternative text uses for what each artwork draws.
const PAINT_WORDS: Record<string, RegExp> = {
  'Rosso Corsa': /\bred\b/i,
  Nero: /\bblack\b/i,
  Bianco: /\bwhite\b/i,
  'British Racing Green': /\bgreen\b/i,
  'Midnight Blue': /\bmidnight-blue\b/i,
  Silver: /\bsilver\b/i,
  Giallo: /\byellow\b/i,
  Arancio: /\borange\b/i,
  'Nardo Grey': /\bgrey\b/i,
  Bronze: /\bbronze\b/i,
};
const STYLE_WORDS: Record<string, RegExp> = {
  coupe: /\bcoupé(?!\w)/i,
  sedan: /\bsedan\b/i,
  suv: /\bSUV\b/,
  convertible: /\bconvertible\b/i,
  supercar: /\bsupercars?\b/i,
  gt: /\bgrand tourer\b/i,
};
const VIEW_WORDS: Record<string, RegExp> = {
  'wheel-detail': /(?<!steering )\bwheel\b/i,
  interior: /\b(seat|quilt\w*)\b/i,
  dashboard: /\b(dials?|instruments?)\b/i,
};
const SCENE_WORDS: Record<string, RegExp> = {
  showroom: /\bshowroom floor\b/i,
  event: /\bfestoon lights\b/i,
  delivery: /\bribbon and bow\b/i,
};
// No artwork draws an engine bay: a caption about one describes a picture that is not there.
const NOT_DRAWN = /\b(engine|bonnet|under the hood|carrier|transport|keys?)\b/i;

const words = (item: GalleryItem) => `${item.title} ${item.caption} ${item.alt}`;

describe('gallery pictures and their words', () => {
  it.each(GALLERY_ITEMS.map((item) => [item.id, item] as const))('%s: the alternative text names what the artwork draws', (_id, item) => {
    const { scene, view, paint, style, cars } = item.art;
    expect(item.alt).toMatch(SCENE_WORDS[scene] ?? /./);
    if (view) expect(item.alt).toMatch(VIEW_WORDS[view]);
    if (paint) expect(item.alt).toMatch(PAINT_WORDS[paint]);
    // A close-up of a wheel shows the paint around it, not the body's shape.
    if (style && scene !== 'detail') expect(item.alt).toMatch(STYLE_WORDS[style]);
    for (const car of cars ?? []) {
      expect(item.alt).toMatch(PAINT_WORDS[car.paint]);
      expect(item.alt).toMatch(STYLE_WORDS[car.style]);
    }
    expect(words(item)).not.toMatch(NOT_DRAWN);
  });

  it('every close-up, event and delivery names what it shows, and each showroom its two cars', () => {
    for (const item of GALLERY_ITEMS) {
      if (item.art.scene === 'detail') expect(item.art.view, item.id).toBeDefined();
      // A wheel close-up shows the body's paint; a seat or a dashboard does not.
      if (item.art.view === 'wheel-detail') expect(item.art.paint, item.id).toBeDefined();
      if (item.art.scene === 'event' || item.art.scene === 'delivery')
        expect([item.art.paint, item.art.style], item.id).not.toContain(undefined);
      if (item.art.scene === 'showroom') expect(item.art.cars, item.id).toHaveLength(2);
    }
  });

  it("a close-up's title and caption speak of what it shows, not of another close-up's subject", () => {
    for (const item of GALLERY_ITEMS.filter((i) => i.art.view)) {
      const others = Object.entries(VIEW_WORDS).filter(([view]) => view !== item.art.view);
      for (const [, pattern] of others) expect(`${item.title} ${item.caption}`, item.id).not.toMatch(pattern);
    }
  });

  it('the artwork rendered for each picture is drawn from its row', () => {
    for (const { id, art } of GALLERY_ITEMS) {
      const { scene, ...subject } = art;
      expect(ART.find((spec) => spec.name === `gallery-${id}`)).toEqual({
        name: `gallery-${id}`,
        kind: 'gallery',
        scene,
        seed: id,
        subject,
      });
    }
  });
});
