import { describe, expect, it } from 'vitest';
import { SITE_BLOCK_SCHEMAS, type SiteBlockKey } from '#src/lib/validation/site-blocks';
import { STARTING_BLOCKS } from './blocks';

describe('the starting copy of the site blocks', () => {
  it.each(Object.entries(STARTING_BLOCKS))('%s passes its own schema unchanged (staff can publish it as it is)', (key, block) => {
    expect(SITE_BLOCK_SCHEMAS[key as SiteBlockKey].parse(block)).toEqual(block);
  });
});
