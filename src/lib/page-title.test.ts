import { describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH, pageTitle } from './page-title';

const SITE = 'Atelier Motor Gallery';

describe('pageTitle', () => {
  it('adds the site name when it fits', () => {
    expect(pageTitle('Our Inventory', SITE)).toBe('Our Inventory | Atelier Motor Gallery');
  });
  it('does not add the site name twice', () => {
    expect(pageTitle(`Unsubscribe | ${SITE}`, SITE)).toBe(`Unsubscribe | ${SITE}`);
  });
  it('drops the site name before cutting the page words', () => {
    const title = '2019 Mercedes-Benz G-Class G 63 AMG Edition One for Sale';
    expect(`${title} | ${SITE}`.length).toBeGreaterThan(MAX_TITLE_LENGTH);
    expect(pageTitle(title, SITE)).toBe(title);
  });
  it('cuts a title still too long at a word, with an ellipsis, within the limit', () => {
    const title = 'A very long vehicle title that goes on and on about the trim, options and the colour, for Sale';
    const result = pageTitle(title, SITE);
    expect(result.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(result).toBe('A very long vehicle title that goes on and on about the trim…');
  });
  it('is never longer than the limit, at any length', () => {
    for (let n = 1; n < 200; n += 7) expect(pageTitle('word '.repeat(n), SITE).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(pageTitle('x'.repeat(150), SITE).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });
});
