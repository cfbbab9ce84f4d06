import { describe, expect, it } from 'vitest';
import { cachedFragment, FRAGMENT_CACHE_LIMITS } from './fragment-cache';
import { invalidatePageCache } from './page-cache';

let renders = 0;
const render = (html: string) => async () => {
  renders += 1;
  return html;
};

describe('cachedFragment', () => {
  it('renders a key once and answers the same HTML after that', async () => {
    renders = 0;
    expect(await cachedFragment('card:1', render('<article>1</article>'))).toBe('<article>1</article>');
    expect(await cachedFragment('card:1', render('<article>changed</article>'))).toBe('<article>1</article>');
    expect(renders).toBe(1);
    expect(await cachedFragment('card:2', render('<article>2</article>'))).toBe('<article>2</article>');
    expect(renders).toBe(2);
  });

  it('forgets everything when the page cache is invalidated (a staff write, a settings change)', async () => {
    await cachedFragment('card:3', render('old'));
    invalidatePageCache();
    expect(await cachedFragment('card:3', render('new'))).toBe('new');
  });

  it('renders again once an entry is older than the page cache keeps pages', async () => {
    const now = Date.now();
    await cachedFragment('card:4', render('first'), now);
    expect(await cachedFragment('card:4', render('second'), now + FRAGMENT_CACHE_LIMITS.ttlMs - 1)).toBe('first');
    expect(await cachedFragment('card:4', render('third'), now + FRAGMENT_CACHE_LIMITS.ttlMs)).toBe('third');
  });

  it('does not keep HTML rendered while a write happened (it may show the old data)', async () => {
    const during = await cachedFragment('card:5', async () => {
      invalidatePageCache();
      return 'rendered during a write';
    });
    expect(during).toBe('rendered during a write');
    expect(await cachedFragment('card:5', render('after the write'))).toBe('after the write');
  });

  it('keeps at most its limit of entries, dropping the least recently used', async () => {
    invalidatePageCache();
    await cachedFragment('lru:first', render('first'));
    for (let i = 0; i < FRAGMENT_CACHE_LIMITS.maxEntries - 1; i++) await cachedFragment(`lru:${i}`, render(String(i)));
    await cachedFragment('lru:first', render('not rendered: still cached')); // used again: now the most recent
    await cachedFragment('lru:overflow', render('overflow')); // pushes out lru:0, the oldest
    expect(await cachedFragment('lru:first', render('again'))).toBe('first');
    expect(await cachedFragment('lru:0', render('rendered again'))).toBe('rendered again');
  });
});
