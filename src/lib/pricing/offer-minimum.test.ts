import { describe, expect, it } from 'vitest';
import { minimumOffer, offerTooLowMessage } from './offer-minimum';

describe('the minimum offer', () => {
  it('refuses $1,000 on a $330,500 car, naming the least it takes', () => {
    expect(offerTooLowMessage(1_000, 330_500)).toBe('Offers on this vehicle start at $165,250 (half of the $330,500 asked).');
  });

  it('takes an offer at or above half the price', () => {
    expect(minimumOffer(330_500)).toBe(165_250);
    expect(offerTooLowMessage(165_250, 330_500)).toBeNull();
    expect(offerTooLowMessage(300_000, 330_500)).toBeNull();
  });

  it('reads any offer on a car whose price is on request', () => {
    expect(minimumOffer(null)).toBeNull();
    expect(offerTooLowMessage(1, null)).toBeNull();
  });
});
