import { describe, expect, it } from 'vitest';
import { FEATURE_KEYWORDS, featureCategory, featureWords, firstFeature, groupFeatures, normalizeFeatures } from './features';

describe('normalizeFeatures', () => {
  it.each<[string, Parameters<typeof normalizeFeatures>[0], string[]]>([
    ['undefined gives none', undefined, []],
    ['null gives none', null, []],
    ['an empty string gives none', '', []],
    ['a blank string gives none', ' \n , \r\n ,, ', []],
    ['an empty list gives none', [], []],
    ['splits text on commas and trims', ' V8 engine ,Carbon roof,  Heated seats ', ['V8 engine', 'Carbon roof', 'Heated seats']],
    [
      'splits text on new lines (Unix and Windows)',
      'V8 engine\nCarbon roof\r\nHeated seats\rABS',
      ['V8 engine', 'Carbon roof', 'Heated seats', 'ABS'],
    ],
    [
      'splits text on commas and new lines together',
      '## Engine\nV8, 710 hp\n\n## Cabin\nLeather',
      ['## Engine', 'V8', '710 hp', '## Cabin', 'Leather'],
    ],
    ['keeps a single feature', 'Launch control', ['Launch control']],
    ['trims list entries and drops blank ones', ['  V8 ', '', '   ', 'ABS'], ['V8', 'ABS']],
    ['does not split list entries on commas', ['20" wheels, forged', 'ABS'], ['20" wheels, forged', 'ABS']],
    ['drops non-strings in a list', ['V8', 42, null, undefined, { a: 1 }, 'ABS'], ['V8', 'ABS']],
    [
      'keeps unicode text',
      'Sièges chauffants, Nürburgring-tuned chassis, 座椅加热',
      ['Sièges chauffants', 'Nürburgring-tuned chassis', '座椅加热'],
    ],
    ['keeps duplicates (the editor decides)', 'ABS, ABS', ['ABS', 'ABS']],
  ])('%s', (_, input, expected) => {
    expect(normalizeFeatures(input)).toEqual(expected);
  });
});

describe('featureWords', () => {
  it.each([
    ['Twin-Turbo V8', ['twin', 'turbo', 'v8']],
    ['Bang & Olufsen / B&O', ['bang', '&', 'olufsen', 'b&o']],
    ['360° camera, 0-60 mph', ['360', 'camera', '0', '60', 'mph']],
    ['NÜRBURGRING-tuned', ['nürburgring', 'tuned']],
    ['  ', []],
  ])('splits %j into %j', (text, words) => {
    expect(featureWords(text)).toEqual(words);
  });
});

describe('featureCategory', () => {
  it.each([
    // Performance & Handling
    ['Twin-turbo V8', 'Performance & Handling'],
    ['789 hp', 'Performance & Handling'],
    ['Carbon ceramic brakes', 'Performance & Handling'],
    ['Sport exhaust system', 'Performance & Handling'],
    ['Adaptive air suspension', 'Performance & Handling'],
    ['Launch control', 'Performance & Handling'],
    ['Sport Chrono Package', 'Performance & Handling'],
    ['Rear-wheel steering', 'Performance & Handling'],
    ['All wheel drive', 'Performance & Handling'],
    ['0-60 mph in 2.9 s', 'Performance & Handling'],
    ['Front axle lift system', 'Performance & Handling'],
    ['NÜRBURGRING-tuned', 'Performance & Handling'],
    // Exterior Details
    ['Rosso Corsa paint', 'Exterior Details'],
    ['21" forged wheels', 'Exterior Details'],
    ['LED matrix headlights', 'Exterior Details'],
    ['Carbon fibre roof', 'Exterior Details'],
    ['Carbon fiber package', 'Exterior Details'],
    ['Rear spoiler', 'Exterior Details'],
    ['Tinted windows', 'Exterior Details'],
    ['Lightweight forged wheels', 'Exterior Details'],
    // Interior & Technology
    ['Sport seats', 'Interior & Technology'],
    ['Carbon fiber interior trim', 'Interior & Technology'],
    ['Heated steering wheel', 'Interior & Technology'],
    ['Full leather interior', 'Interior & Technology'],
    ['Burmester 3D surround sound', 'Interior & Technology'],
    ['Bang & Olufsen audio', 'Interior & Technology'],
    ['Apple CarPlay & Android Auto', 'Interior & Technology'],
    ['Head-up display', 'Interior & Technology'],
    ['LED ambient lighting', 'Interior & Technology'],
    ['Navigation', 'Interior & Technology'],
    // Safety & Convenience
    ['360° camera', 'Safety & Convenience'],
    ['Rear-view camera', 'Safety & Convenience'],
    ['Parking sensors', 'Safety & Convenience'],
    ['Lane keep assist', 'Safety & Convenience'],
    ['Adaptive cruise control', 'Safety & Convenience'],
    ['Keyless entry', 'Safety & Convenience'],
    ['Blind-spot monitoring', 'Safety & Convenience'],
    ['Front and side airbags', 'Safety & Convenience'],
    ['Soft-close doors', 'Safety & Convenience'],
    ['Automatic emergency braking', 'Safety & Convenience'],
    ['Power liftgate', 'Safety & Convenience'],
    // Other Features
    ['One owner', 'Other Features'],
    ['Clean Carfax', 'Other Features'],
    ['Factory warranty remaining', 'Other Features'],
    ['', 'Other Features'],
    ['座椅加热', 'Other Features'],
    ['Lighting package', 'Other Features'],
    ['Sportiness', 'Other Features'],
  ])('places %j under %s', (feature, heading) => {
    expect(featureCategory(feature)).toBe(heading);
  });

  it('gives each keyword to one group only, and lists it once', () => {
    const all = FEATURE_KEYWORDS.flatMap((g) => g.keywords.map((k) => featureWords(k).join(' ')));
    expect(all.filter((k, i) => all.indexOf(k) !== i)).toEqual([]);
  });
});

describe('groupFeatures by keyword', () => {
  it.each<[string, Parameters<typeof groupFeatures>[0], { heading: string; items: string[] }[]]>([
    ['no features give no groups', [], []],
    ['null gives no groups', null, []],
    [
      'shows the groups in the fixed order, whatever the input order',
      ['Clean Carfax', 'Parking sensors', 'Heated seats', 'LED headlights', 'V12 engine'],
      [
        { heading: 'Performance & Handling', items: ['V12 engine'] },
        { heading: 'Exterior Details', items: ['LED headlights'] },
        { heading: 'Interior & Technology', items: ['Heated seats'] },
        { heading: 'Safety & Convenience', items: ['Parking sensors'] },
        { heading: 'Other Features', items: ['Clean Carfax'] },
      ],
    ],
    [
      'leaves out empty groups and keeps the order within a group',
      'Sport exhaust, Carbon ceramic brakes, Launch control',
      [{ heading: 'Performance & Handling', items: ['Sport exhaust', 'Carbon ceramic brakes', 'Launch control'] }],
    ],
    [
      'puts unplaced features under Other Features',
      ['One owner', 'Service records'],
      [{ heading: 'Other Features', items: ['One owner', 'Service records'] }],
    ],
  ])('%s', (_, input, expected) => {
    expect(groupFeatures(input)).toEqual(expected);
  });
});

describe('groupFeatures by # headings', () => {
  it.each<[string, Parameters<typeof groupFeatures>[0], { heading: string; items: string[] }[]]>([
    [
      'groups items under the heading before them',
      ['## Performance', 'V8', '710 hp', '## Comfort', 'Heated seats'],
      [
        { heading: 'Performance', items: ['V8', '710 hp'] },
        { heading: 'Comfort', items: ['Heated seats'] },
      ],
    ],
    [
      'puts items before the first heading under Highlights',
      'One owner, # Options, Carbon roof',
      [
        { heading: 'Highlights', items: ['One owner'] },
        { heading: 'Options', items: ['Carbon roof'] },
      ],
    ],
    [
      'strips any number of # and spaces',
      ['#Engine', 'V8', '###   Cabin  ', 'Leather'],
      [
        { heading: 'Engine', items: ['V8'] },
        { heading: 'Cabin', items: ['Leather'] },
      ],
    ],
    ['leaves out headings without items', ['## Empty', '## Cabin', 'Leather', '## Also empty'], [{ heading: 'Cabin', items: ['Leather'] }]],
    ['gives no groups for headings alone', ['## A', '## B'], []],
    [
      'adds a repeated heading to its first group',
      ['## Cabin', 'Leather', '## Engine', 'V8', '## Cabin', 'Heated seats'],
      [
        { heading: 'Cabin', items: ['Leather', 'Heated seats'] },
        { heading: 'Engine', items: ['V8'] },
      ],
    ],
    ['puts items under a bare # in Other Features', ['#', 'Leather'], [{ heading: 'Other Features', items: ['Leather'] }]],
    ['keeps unicode headings', '## Équipement\nSièges chauffants', [{ heading: 'Équipement', items: ['Sièges chauffants'] }]],
    [
      'does not sort items into keyword groups when headings are used',
      ['## Misc', 'V8 engine', 'Parking sensors'],
      [{ heading: 'Misc', items: ['V8 engine', 'Parking sensors'] }],
    ],
  ])('%s', (_, input, expected) => {
    expect(groupFeatures(input)).toEqual(expected);
  });
});

describe('firstFeature', () => {
  it.each<[Parameters<typeof firstFeature>[0], string]>([
    [['Carbon roof', 'V8'], 'Carbon roof'],
    ['  Carbon roof , V8', 'Carbon roof'],
    [['## Highlights', 'Carbon roof'], 'Carbon roof'],
    [['', '  ', 'V8'], 'V8'],
    [[], 'Standard'],
    [null, 'Standard'],
    [undefined, 'Standard'],
    ['', 'Standard'],
    [['## Only headings'], 'Standard'],
  ])('shows %j as %j', (input, expected) => {
    expect(firstFeature(input)).toBe(expected);
  });
});
