import { describe, expect, it } from 'vitest';
import { recall, remember } from './lru';

describe('a Map as a least-recently-used cache', () => {
  it('drops the least recently used entry, where recalling one makes it the most recent', () => {
    const entries = new Map<string, number>();
    remember(entries, 'a', 1, 2);
    remember(entries, 'b', 2, 2);
    expect(recall(entries, 'a')).toBe(1);
    remember(entries, 'c', 3, 2); // b goes, not a
    expect([...entries.keys()]).toEqual(['a', 'c']);
    expect(recall(entries, 'b')).toBeUndefined();
  });
});
