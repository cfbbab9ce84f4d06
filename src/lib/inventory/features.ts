/**
 * Vehicle features: stored as a list, edited as comma- or line-separated text,
 * shown in groups on the vehicle page (spec section 2, /inventory/{id}).
 */

export type FeatureGroup = { heading: string; items: string[] };

/**
 * A clean list from a list or text: text is split on commas and line breaks;
 * every entry is trimmed and blank ones dropped. List entries are not split
 * further (a feature may contain a comma); non-strings in a list are dropped.
 */
export function normalizeFeatures(input: readonly unknown[] | string | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const parts = typeof input === 'string' ? input.split(/[,\r\n]+/) : input.filter((x): x is string => typeof x === 'string');
  return parts.map((s) => s.trim()).filter((s) => s.length > 0);
}

const isHeading = (feature: string) => feature.startsWith('#');
const headingText = (feature: string) => feature.replace(/^[#\s]+/, '').trim();

/** What an item before the first '#' heading is grouped under. */
export const LEAD_GROUP = 'Highlights';
/** What a feature that no keyword places (or a bare '#' heading) is grouped under. */
export const OTHER_GROUP = 'Other Features';

/**
 * Keyword groups, in the order they are shown. A keyword matches whole words
 * in any case (see `featureWords`), its last word also in the plural ('s'/'es').
 */
// prettier-ignore
export const FEATURE_KEYWORDS: readonly { heading: string; keywords: readonly string[] }[] = [
  {
    heading: 'Performance & Handling',
    keywords: [
      'engine', 'motor', 'v6', 'v8', 'v10', 'v12', 'w12', 'w16', 'flat-six', 'turbo', 'turbocharged', 'twin-turbo',
      'biturbo', 'supercharged', 'supercharger', 'hp', 'bhp', 'horsepower', 'torque', 'lb-ft', 'nm', 'kw', 'brake', 'caliper',
      'ceramic', 'pccb', 'exhaust', 'suspension', 'chassis', 'damper', 'magnetic ride', 'launch', 'launch control', 'sport',
      'track', 'performance', 'transmission', 'gearbox', 'pdk', 'dct', 'paddle', 'paddle shifter', 'all-wheel drive',
      'awd', 'rwd', '4matic', 'quattro', 'xdrive', 'differential', 'limited-slip', 'lsd', 'rear-axle steering', 'rear-wheel steering',
      'handling', 'chrono', 'drive mode', 'driving mode', 'top speed', 'mph', '0-60', '0-100', 'lift', 'nose lift', 'axle',
      'racing', 'race', 'manettino', 'nürburgring', 'steering',
    ],
  },
  {
    heading: 'Exterior Details',
    keywords: [
      'exterior', 'paint', 'paintwork', 'metallic', 'matte', 'satin', 'pearl', 'wheel', 'rim', 'tire', 'tyre', 'forged', 'carbon',
      'carbon fiber', 'carbon fibre', 'led', 'headlight', 'taillight', 'light', 'lamp', 'laser', 'matrix', 'roof', 'sunroof',
      'moonroof', 'panoramic', 'soft top', 'hardtop', 'hard top', 'targa', 'body', 'bodywork', 'body kit', 'spoiler', 'wing',
      'diffuser', 'splitter', 'aero', 'aerodynamic', 'grille', 'mirror', 'door', 'gullwing', 'butterfly', 'scissor', 'tint',
      'tinted', 'window', 'ppf', 'paint protection', 'wrap', 'chrome', 'badge', 'hood', 'bonnet', 'stripe', 'livery', 'finish',
      'color', 'colour',
    ],
  },
  {
    heading: 'Interior & Technology',
    keywords: [
      'interior', 'cabin', 'leather', 'alcantara', 'nappa', 'suede', 'seat', 'seating', 'ventilated', 'massage', 'lumbar',
      'upholstery', 'stitching', 'headliner', 'dashboard', 'steering wheel', 'trim', 'wood', 'veneer', 'piano black', 'audio',
      'sound', 'sound system', 'speaker', 'stereo', 'burmester', 'bang', 'olufsen', 'b&o', 'bose', 'harman kardon', 'meridian',
      'naim', 'bowers', 'wilkins', 'sonus faber', 'navigation', 'nav', 'gps', 'display', 'screen', 'touchscreen', 'infotainment',
      'carplay', 'apple carplay', 'android auto', 'bluetooth', 'usb', 'wireless charging', 'wifi', 'wi-fi', 'head-up',
      'heads-up', 'hud', 'ambient', 'climate', 'climate control', 'air conditioning', 'console', 'cockpit', 'digital cockpit',
      'virtual cockpit', 'instrument cluster', 'entertainment', 'refrigerator', 'fridge', 'starlight', 'heated', 'cooled',
      'memory',
    ],
  },
  {
    heading: 'Safety & Convenience',
    keywords: [
      'safety', 'security', 'convenience', 'camera', '360', 'surround view', 'assist', 'assistant', 'sensor', 'parking',
      'park distance', 'pdc', 'lane', 'lane keep', 'lane departure', 'blind spot', 'cruise', 'cruise control',
      'adaptive cruise', 'airbag', 'keyless', 'keyless entry', 'push-button start', 'remote start', 'alarm',
      'immobilizer', 'immobiliser', 'anti-theft', 'tracker', 'tire pressure', 'tyre pressure', 'tpms', 'collision',
      'emergency braking', 'night vision', 'traffic', 'isofix', 'child seat', 'power tailgate', 'tailgate', 'liftgate',
      'soft-close', 'soft-close door', 'auto-dimming', 'rain-sensing', 'wiper', 'homelink', 'garage door opener',
      'stability', 'traction', 'abs', 'monitoring', 'detection', 'warning',
    ],
  },
];

/** Lower-case words: runs of letters, digits and '&' ('B&O'); hyphens and other marks separate words. */
export function featureWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}&]+/gu) ?? [];
}

// Keywords as word lists, matched word by word (no regular expressions to compile on the client), indexed by their
// first word: a feature is checked only against the phrases that can start at each of its words, not against all
// of the (about 300) phrases at every word, which a vehicle page would pay on every render.
const PHRASES = FEATURE_KEYWORDS.flatMap(({ heading, keywords }) => keywords.map((k) => ({ heading, words: featureWords(k) })));
const BY_FIRST_WORD = new Map<string, { heading: string; words: string[]; order: number }[]>();
PHRASES.forEach(({ heading, words }, order) => {
  const starting = BY_FIRST_WORD.get(words[0]!) ?? [];
  starting.push({ heading, words, order });
  BY_FIRST_WORD.set(words[0]!, starting);
});

const sameWord = (word: string, keyword: string, plural: boolean) =>
  word === keyword || (plural && (word === `${keyword}s` || word === `${keyword}es`));

/** The phrases that may start at `word`: those whose first word it is, or (one-word phrases) its plural. */
function phrasesAt(word: string) {
  const stems = [word];
  if (word.endsWith('s')) stems.push(word.slice(0, -1));
  if (word.endsWith('es')) stems.push(word.slice(0, -2));
  return stems.flatMap((stem) => BY_FIRST_WORD.get(stem) ?? []);
}

/**
 * The keyword group of one feature, or 'Other Features'. When keywords of
 * several groups occur, the one that ends last wins (the longer one on a tie,
 * then the one listed first): in English the head noun comes last, so 'Sport
 * seats' is interior, 'Carbon ceramic brakes' performance, and 'steering wheel'
 * beats 'wheel'.
 */
export function featureCategory(feature: string): string {
  const words = featureWords(feature);
  let best: { heading: string; end: number; length: number; order: number } | undefined;
  words.forEach((word, start) => {
    for (const { heading, words: phrase, order } of phrasesAt(word)) {
      const n = phrase.length;
      if (start + n > words.length || !phrase.every((p, j) => sameWord(words[start + j]!, p, j === n - 1))) continue;
      const end = start + n;
      const better = !best || end > best.end || (end === best.end && (n > best.length || (n === best.length && order < best.order)));
      if (better) best = { heading, end, length: n, order };
    }
  });
  return best?.heading ?? OTHER_GROUP;
}

/**
 * Groups features for the vehicle page; groups without items are left out.
 * - If any feature is a heading (starts with '#', as the employee editor's
 *   '## Category'), items go under the heading before them (leading '#' and
 *   spaces stripped; a repeated heading adds to its first group); items before
 *   the first heading go under 'Highlights'.
 * - Otherwise by keyword (see `featureCategory`) into Performance & Handling,
 *   Exterior Details, Interior & Technology, Safety & Convenience, Other
 *   Features, in that order.
 */
export function groupFeatures(input: readonly unknown[] | string | null | undefined): FeatureGroup[] {
  const features = normalizeFeatures(input);
  const groups = new Map<string, string[]>();
  const add = (heading: string, item: string) => {
    const items = groups.get(heading);
    if (items) items.push(item);
    else groups.set(heading, [item]);
  };

  if (features.some(isHeading)) {
    let heading = LEAD_GROUP;
    for (const feature of features) {
      if (isHeading(feature)) heading = headingText(feature) || OTHER_GROUP;
      else add(heading, feature);
    }
    return [...groups].map(([h, items]) => ({ heading: h, items }));
  }

  for (const feature of features) add(featureCategory(feature), feature);
  const order = [...FEATURE_KEYWORDS.map((g) => g.heading), OTHER_GROUP];
  return order.filter((h) => groups.has(h)).map((h) => ({ heading: h, items: groups.get(h)! }));
}

/** The card's one-line feature: the first feature that is not a heading, or 'Standard'. */
export function firstFeature(input: readonly unknown[] | string | null | undefined): string {
  return normalizeFeatures(input).find((f) => !isHeading(f)) ?? 'Standard';
}
