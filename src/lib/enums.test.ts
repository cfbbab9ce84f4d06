import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryIntro, categoryPhrase } from './enums';

describe('category wording', () => {
  it.each([
    ['sports-cars', 'Every sports car we offer has passed'],
    ['luxury-sedans', 'Every luxury sedan we offer has passed'],
    ['suvs-crossovers', 'Every SUV and crossover we offer has passed'],
    ['exotic-collection', 'Every car in our exotic collection has passed'],
    ['convertibles', 'Every convertible we offer has passed'],
  ] as const)('%s reads as a sentence: "%s…"', (slug, start) => {
    expect(categoryIntro(slug, 'Vaughan')).toMatch(new RegExp(`^${start} our inspection`));
  });

  it('never lower-cases a label into "suvs & crossovers" or "every sports cars"', () => {
    for (const { slug } of CATEGORIES) {
      const text = `${categoryIntro(slug, 'Vaughan')} ${categoryPhrase(slug)}`;
      expect(text).not.toMatch(/suvs|&|Every \w+ cars|Every \w+ sedans|Every convertibles/);
    }
    expect(categoryPhrase('suvs-crossovers')).toBe('SUVs and crossovers');
  });
});
