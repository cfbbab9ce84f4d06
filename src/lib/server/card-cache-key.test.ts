import { describe, expect, it } from 'vitest';
import { cardCacheKey } from './card-cache-key';

describe('cardCacheKey', () => {
  it('names every prop, so two cards differ when anything they show differs', () => {
    const a = { id: 1, price: 100, images: ['/media/a.webp'] };
    expect(cardCacheKey({ vehicle: a, priority: true })).not.toBe(cardCacheKey({ vehicle: a, priority: false }));
    expect(cardCacheKey({ vehicle: a })).not.toBe(cardCacheKey({ vehicle: { ...a, price: 101 } }));
    expect(cardCacheKey({ vehicle: a })).toBe(cardCacheKey({ vehicle: { ...a } }));
  });

  it('follows a row that is changed in place, and remembers the key of a frozen one', () => {
    const row: { id: number; price: number } = { id: 2, price: 100 };
    const before = cardCacheKey({ vehicle: row });
    row.price = 200;
    expect(cardCacheKey({ vehicle: row })).not.toBe(before);
    const frozen = Object.freeze({ id: 3, price: 300 });
    expect(cardCacheKey({ vehicle: frozen })).toBe(cardCacheKey({ vehicle: frozen }));
    expect(cardCacheKey({ vehicle: frozen })).toContain('"price":300');
  });
});
