import { describe, expect, it } from 'vitest';
import { nextSort } from './table-sort';

describe('nextSort', () => {
  it('flips the direction of the sorted column', () => {
    expect(nextSort({ id: 'createdAt', desc: true }, 'createdAt')).toEqual({ id: 'createdAt', desc: false });
    expect(nextSort({ id: 'createdAt', desc: false }, 'createdAt')).toEqual({ id: 'createdAt', desc: true });
  });
  it('starts a new column ascending', () => {
    expect(nextSort({ id: 'createdAt', desc: true }, 'subject')).toEqual({ id: 'subject', desc: false });
    expect(nextSort(null, 'subject')).toEqual({ id: 'subject', desc: false });
  });
});
