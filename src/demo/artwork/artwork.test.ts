import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#src/lib/enums';
import {
  BODY_STYLES,
  GALLERY_KINDS,
  VEHICLE_VIEWS,
  categoryArtwork,
  faviconSvg,
  galleryArtwork,
  heroArtwork,
  paintFor,
  placeholderCarSvg,
  placeholderCategorySvg,
  portraitArtwork,
  vehicleArtwork,
} from './index';

/** Cheap well-formedness check: balanced tags, no NaN/undefined leaking into attributes. */
function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  // Every url(#id) and href="#id" points at a defined id.
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const m of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) expect(ids.has(m[1] ?? m[2])).toBe(true);
  expect(new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])).size).toBe([...svg.matchAll(/\sid="/g)].length);
}

async function render(svg: string, width = 1600, height = 1000) {
  const { data, info } = await sharp(Buffer.from(svg), { failOn: 'error' }).resize(160).raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(160);
  expect(info.height).toBe(Math.round((160 * height) / width));
  // Not a blank canvas: the pixels vary.
  let min = 255;
  let max = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    min = Math.min(min, data[i + 1]);
    max = Math.max(max, data[i + 1]);
  }
  expect(max - min).toBeGreaterThan(30);
}

describe('paintFor', () => {
  it('maps luxury colour names by keyword', () => {
    expect(paintFor('Rosso Corsa')).toBe('#c1121f');
    expect(paintFor('Guards Red')).toBe('#c3161c');
    expect(paintFor('British Racing Green')).toBe('#0f3b2a');
    expect(paintFor('Nero Daytona')).toBe('#151517');
    expect(paintFor('Bianco Avus')).toBe('#ececea');
    expect(paintFor('Midnight Blue Metallic')).toBe('#16233f');
    expect(paintFor('GT Silver')).toBe('#b8bcc1');
    expect(paintFor('Nardo Grey')).toBe('#8d9092');
    expect(paintFor('Bronze')).toBe('#7b5634');
    for (const name of ['Yellow', 'Orange', 'Black', 'White', 'Blue', 'Red', 'Green', 'Grey', 'Gray'])
      expect(paintFor(name)).toMatch(/^#[0-9a-f]{6}$/);
    expect(paintFor('Red')).not.toBe(paintFor('Blue'));
  });

  it('shades dark/light variants, keeps CSS colours and falls back to silver', () => {
    expect(paintFor('Dark Blue')).not.toBe(paintFor('Blue'));
    expect(paintFor('#123456')).toBe('#123456');
    expect(paintFor('Unobtainium Flip')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('vehicleArtwork', () => {
  it('has at least six views', () => {
    expect(VEHICLE_VIEWS.length).toBeGreaterThanOrEqual(6);
  });

  for (const bodyStyle of BODY_STYLES) {
    it(`draws every view of a ${bodyStyle}`, async () => {
      for (const [i, view] of VEHICLE_VIEWS.entries()) {
        const svg = vehicleArtwork({
          bodyStyle,
          paint: paintFor(['Rosso Corsa', 'Nero', 'Bianco', 'Giallo'][i % 4]),
          view,
          label: 'Test <Car> & Co',
          seed: i + 7,
        });
        expectWellFormed(svg);
        expect(svg.length).toBeLessThan(34_000);
        expect(svg).toContain('TEST &lt;CAR&gt; &amp; CO');
        await render(svg);
      }
    }, 60_000);
  }

  it('is deterministic for a seed and varies between seeds', () => {
    const a = vehicleArtwork({ bodyStyle: 'gt', paint: '#c00', view: 'side', seed: 1 });
    expect(vehicleArtwork({ bodyStyle: 'gt', paint: '#c00', view: 'side', seed: 1 })).toBe(a);
    const others = [2, 3, 4, 5].map((seed) => vehicleArtwork({ bodyStyle: 'gt', paint: '#c00', view: 'side', seed }));
    expect(others.some((o) => o !== a)).toBe(true);
  });
});

describe('site artwork', () => {
  it('draws the hero slides, category tiles and gallery scenes', async () => {
    const all = [
      ...[0, 1, 2].map((i) => heroArtwork(i)),
      ...CATEGORIES.map((c) => categoryArtwork(c.slug)),
      ...GALLERY_KINDS.flatMap((k) => [galleryArtwork(k, 1), galleryArtwork(k, 2)]),
    ];
    for (const svg of all) {
      expectWellFormed(svg);
      expect(svg.length).toBeLessThan(45_000);
      await render(svg);
    }
    expect(new Set(CATEGORIES.map((c) => categoryArtwork(c.slug))).size).toBe(CATEGORIES.length);
    expect(categoryArtwork('nope')).toBe(placeholderCategorySvg());
  }, 60_000);

  it('draws portraits, placeholders and the favicon', async () => {
    for (let seed = 0; seed < 4; seed++) {
      const svg = portraitArtwork(seed, ['JM', 'AR', 'SK', 'DL'][seed]);
      expectWellFormed(svg);
      await render(svg, 1000, 1250);
    }
    for (const svg of [placeholderCarSvg(), placeholderCategorySvg()]) {
      expectWellFormed(svg);
      await render(svg);
    }
    expectWellFormed(faviconSvg());
  });
});
