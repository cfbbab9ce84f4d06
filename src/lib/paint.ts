/**
 * The family of a car's paint from its name ("Rosso Corsa" → red, "Python Green" → green), for the
 * light placeholder a photo sits on while it loads or is still being made: a pale tint of the car's
 * colour, never a black box. Unknown names get the neutral tint.
 */
export const PAINT_FAMILIES = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'brown',
  'silver',
  'black',
  'white',
  'neutral',
] as const;
export type PaintFamily = (typeof PAINT_FAMILIES)[number];

const WORDS: [PaintFamily, RegExp][] = [
  ['red', /\b(red|rosso|rouge|rot|carmine|crimson|burgundy|bordeaux|maroon|ruby|scarlet|cherry|magma)\b/],
  ['orange', /\b(orange|arancio|papaya|lava|tangerine|copper)\b/],
  ['yellow', /\b(yellow|giallo|gelb|jaune|gold|racing yellow)\b/],
  ['green', /\b(green|verde|vert|grün|gruen|british racing|emerald|python|olive|jade|sage)\b/],
  ['blue', /\b(blue|blu|bleu|blau|navy|azure|azzurro|sapphire|miami|gentian|marine|teal)\b/],
  ['purple', /\b(purple|viola|violet|amethyst|plum|aubergine)\b/],
  ['brown', /\b(brown|bronze|beige|tan|sand|champagne|mocha|marrone|chestnut|cognac)\b/],
  ['black', /\b(black|nero|noir|schwarz|obsidian|onyx|jet|ebony|carbon)\b/],
  ['white', /\b(white|bianco|blanc|weiss|weiß|pearl|ivory|chalk|cream)\b/],
  ['silver', /\b(silver|argento|grey|gray|grigio|graphite|gunmetal|titanium|platinum|slate|ash)\b/],
];

export function paintFamily(color: string | null | undefined): PaintFamily {
  const name = (color ?? '').toLowerCase();
  return WORDS.find(([, words]) => words.test(name))?.[0] ?? 'neutral';
}
