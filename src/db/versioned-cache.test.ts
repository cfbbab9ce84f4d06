import { beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { getSiteBlock, saveBlockDraft } from '#src/db/queries/site-blocks';
import { versionedCache } from './versioned-cache';

beforeAll(() => {
  connectDatabase(':memory:');
  applyMigrations(db(), 'src/db/migrations');
});

describe('versionedCache', () => {
  it('answers from memory until the data changes, then computes again', () => {
    const cache = versionedCache<number>(10);
    let computed = 0;
    const read = () => cache.get(db(), 'k', () => ++computed);
    expect([read(), read(), read()]).toEqual([1, 1, 1]);
    db().$client.exec("insert into site_blocks (key, draft) values ('cache-test', '{}')");
    expect(read()).toBe(2);
    expect(computed).toBe(2);
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const cache = versionedCache<string>(2);
    let computed = 0;
    const read = (key: string) => cache.get(db(), key, () => `${key}${++computed}`);
    read('a');
    read('b');
    read('a'); // a is now the most recently used
    read('c'); // b goes
    expect(read('a')).toBe('a1');
    expect(read('b')).toBe('b4');
  });
});

describe('a cached read sees every write', () => {
  it('getSiteBlock shows a draft saved after it was read', () => {
    expect(getSiteBlock('faq')).toBeUndefined();
    saveBlockDraft('faq', { items: [] }, { id: null, name: 'Test Editor' });
    expect(getSiteBlock('faq')?.draft).toEqual({ items: [] });
  });
});
