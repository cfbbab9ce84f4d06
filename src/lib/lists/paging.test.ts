import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagedOr, pageQuerySchema } from './paging';

const schema = pageQuerySchema({
  sort: ['createdAt', 'price'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: { status: z.enum(['a', 'b']).optional() },
});
const list = pagedOr(z.object({ includeAll: z.enum(['true', 'false']).optional() }), schema);
const errorFields = (value: Record<string, string>) => {
  const result = list.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('the paged list query', () => {
  it('defaults to page size 50 and the list default order', () => {
    expect(list.parse({ page: '2' })).toEqual({ paged: true, page: 2, pageSize: 50, sort: 'createdAt', dir: 'desc' });
  });

  it('sorts ascending when a sort is given without a direction, as given otherwise', () => {
    expect(list.parse({ page: '1', sort: 'price' })).toMatchObject({ sort: 'price', dir: 'asc' });
    expect(list.parse({ page: '1', sort: 'price', dir: 'desc' })).toMatchObject({ sort: 'price', dir: 'desc' });
    expect(list.parse({ page: '1', dir: 'asc' })).toMatchObject({ sort: 'createdAt', dir: 'asc' });
  });

  it('answers the unpaged form when the query has no page, ignoring paging fields', () => {
    expect(list.parse({ includeAll: 'true', sort: 'nonsense' })).toEqual({ paged: false, includeAll: 'true' });
  });

  it('names each bad field', () => {
    expect(errorFields({ page: '0' })).toEqual(['page']);
    expect(errorFields({ page: '1', pageSize: '201' })).toEqual(['pageSize']);
    expect(errorFields({ page: '1', pageSize: '1.5' })).toEqual(['pageSize']);
    expect(errorFields({ page: '1', sort: 'colour', dir: 'up', status: 'c' }).sort()).toEqual(['dir', 'sort', 'status']);
    expect(errorFields({ page: '1', q: 'x'.repeat(201) })).toEqual(['q']);
    expect(errorFields({ includeAll: 'yes' })).toEqual(['includeAll']);
  });

  it('accepts the largest page size', () => {
    expect(list.parse({ page: '1', pageSize: '200' })).toMatchObject({ pageSize: 200 });
  });
});
