import { describe, expect, it } from 'vitest';
import { consentBasisWords, consentSourceWords } from './record-labels';

describe('consent records in the customer’s words', () => {
  it.each([
    ['express', /agreed/],
    ['withdrawn', /withdrew/],
    ['implied-inquiry', /6 months/],
    ['implied-purchase', /2 years/],
  ] as const)('names the basis %s', (basis, words) => {
    expect(consentBasisWords(basis)).toMatch(words);
  });

  it('says how, for every form and action that records consent', () => {
    expect(consentSourceWords('offer')).toBe('through making an offer');
    expect(consentSourceWords('my-garage')).toBe('through My garage');
    expect(consentSourceWords('shopper-alerts')).toBe('through turning on alerts in My garage');
  });

  it('names a source it does not know as stored, never blank', () => {
    expect(consentSourceWords('delivery-quote')).toBe('through delivery quote');
  });
});
