/** Small colour helpers for the generated artwork (no dependencies). */

export type RGB = readonly [number, number, number];

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  navy: '#000080',
  maroon: '#800000',
  purple: '#800080',
  gold: '#ffd700',
  brown: '#a52a2a',
  transparent: '#000000',
};

const FALLBACK: RGB = [158, 163, 168];

const clamp255 = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** Parses #rgb, #rrggbb, rgb()/rgba() and a few CSS names; anything else gives a neutral silver. */
export function parseColor(css: string): RGB {
  const s = css.trim().toLowerCase();
  const named = NAMED[s];
  if (named) return parseColor(named);
  let m = /^#([0-9a-f]{3})$/.exec(s);
  if (m) {
    const [r, g, b] = m[1].split('').map((c) => parseInt(c + c, 16));
    return [r, g, b];
  }
  m = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(s);
  if (m) {
    const n = parseInt(m[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(s);
  if (m) return [clamp255(+m[1]), clamp255(+m[2]), clamp255(+m[3])];
  return FALLBACK;
}

export function hex(c: RGB): string {
  return '#' + c.map((v) => clamp255(v).toString(16).padStart(2, '0')).join('');
}

export function mix(a: RGB, b: RGB, t: number): RGB {
  const k = Math.max(0, Math.min(1, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

const WHITE: RGB = [255, 255, 255];
const BLACK: RGB = [0, 0, 0];
export const lighten = (c: RGB, t: number) => mix(c, WHITE, t);
export const darken = (c: RGB, t: number) => mix(c, BLACK, t);

/** Relative luminance 0..1 (sRGB approximation, good enough for shading decisions). */
export function luminance(c: RGB): number {
  return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
}

/**
 * Shades a paint for a lighting intensity: 0.5 is the paint itself, 0 is near
 * black, 1 is a bright highlight. Dark paints get a little lift so that their
 * highlights still read; light paints darken a little more.
 */
export function shade(paint: RGB, intensity: number): RGB {
  const i = Math.max(0, Math.min(1, intensity));
  const lum = luminance(paint);
  if (i < 0.5) return darken(paint, (0.5 - i) * (1.5 + lum * 0.2));
  return lighten(paint, (i - 0.5) * (1.1 + (1 - lum) * 0.25));
}

/** Paint colours for the colour names a luxury dealer uses, matched by keyword. */
const PAINTS: Array<[RegExp, string]> = [
  [/rosso\s*corsa/, '#c1121f'],
  [/guards\s*red|indian\s*red/, '#c3161c'],
  [/british\s*racing|racing\s*green|brg\b/, '#0f3b2a'],
  [/midnight|navy|marine|deep\s*blue|night\s*blue|blu\s*(notte|pozzi)|blu\s*tour/, '#16233f'],
  [/miami|riviera|sky|azzurro|light\s*blue|baby\s*blue/, '#2a8fbf'],
  [/nardo|chalk|crayon/, '#8d9092'],
  [/papaya|arancio|\borange\b|tangerine|lava/, '#d8561c'],
  [/giallo|yellow|racing\s*yellow|speed\s*yellow/, '#e2b400'],
  [/bronze|copper/, '#7b5634'],
  [/champagne|\bgold\b|oro\b/, '#b5986a'],
  [/burgundy|bordeaux|claret|maroon|wine|rosso\s*mugello|merlot/, '#5a1420'],
  [/rosso|\bred\b|rouge|crimson|scarlet|carmine|ruby|cherry|candy/, '#b3121b'],
  [/verde|\bgreen\b|emerald|olive|jade|forest|racing\s*verde/, '#1f5a3c'],
  [/\bblu\b|\bblue\b|sapphire|cobalt|bleu|azure|estoril|portimao/, '#1f4f8f'],
  [/purple|viola|violet|amethyst|plum/, '#4a2a5e'],
  [/brown|cognac|mocha|espresso|chestnut|tobacco/, '#4a3222'],
  [/beige|sand|tan\b|cashmere|ivory|cream|magnolia/, '#d6cbb4'],
  [/nero|black|noir|schwarz|obsidian|onyx|ebony|\bjet\b|carbon|phantom|piano/, '#151517'],
  [/bianco|white|blanc|weiss|pearl|alpine|glacier|snow|arctic/, '#ececea'],
  [/silver|argento|platinum|alumin|quicksilver|iridium|mercury/, '#b8bcc1'],
  [/gr[ae]y|grigio|graphite|gunmetal|slate|titanium|anthracite|meteor|magnetite|tungsten|charcoal/, '#5f6469'],
];

export function paintFor(colorName: string): string {
  const s = colorName.toLowerCase();
  let base: string | undefined;
  for (const [re, colour] of PAINTS) {
    if (re.test(s)) {
      base = colour;
      break;
    }
  }
  if (!base) {
    // Already a CSS colour (e.g. '#1a2b3c')? Keep it; otherwise a neutral silver.
    base = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$|^rgba?\(/.test(s.trim()) ? hex(parseColor(s)) : '#a7abb0';
  }
  let c = parseColor(base);
  if (/\b(dark|deep|dunkel|scuro)\b/.test(s)) c = darken(c, 0.3);
  else if (/\b(light|pale|chiaro|hell)\b/.test(s)) c = lighten(c, 0.25);
  return hex(c);
}
