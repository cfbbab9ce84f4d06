import { describe, expect, it } from 'vitest';
import { deviceClassOf, pageTypeOf } from './page-type';

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/inventory', 'inventory'],
    ['/inventory/', 'inventory'],
    ['/inventory/42', 'vehicle'],
    ['/inventory/not-a-car', 'other'],
    ['/journal', 'journal'],
    ['/journal/what-to-check-before-buying-a-used-exotic', 'article'],
    ['/book', 'booking'],
    ['/book/manage', 'booking'],
    ['/contact', 'contact'],
    ['/financing', 'leads'],
    ['/sell-or-trade', 'leads'],
    ['/account', 'account'],
    ['/compare', 'compare'],
    ['/faq', 'information'],
    ['/privacy-policy', 'information'],
    ['/no-such-page', 'other'],
    ['/faq/deeper', 'other'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});

describe('deviceClassOf', () => {
  it('counts a phone as mobile and a tablet or wider as desktop', () => {
    expect(deviceClassOf(390)).toBe('mobile');
    expect(deviceClassOf(767)).toBe('mobile');
    expect(deviceClassOf(768)).toBe('desktop');
    expect(deviceClassOf(1440)).toBe('desktop');
  });
});
