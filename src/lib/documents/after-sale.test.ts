import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENTS_AFTER_SALE, documentAccess, documentsAfterSaleSchema } from './after-sale';

describe('documentAccess', () => {
  it.each(['available', 'reserved', 'pending'])('allows everything while the car is %s, whatever the rule', (status) => {
    const strict = { requests: 'refuse', releasedLinks: 'expire', publicDocuments: 'hide' } as const;
    expect(documentAccess(status, strict)).toEqual({ requests: true, releasedLinks: true, publicDocuments: true });
  });

  it('by default, once sold: requests refused, released links expired, public documents kept', () => {
    expect(documentAccess('sold', DEFAULT_DOCUMENTS_AFTER_SALE)).toEqual({ requests: false, releasedLinks: false, publicDocuments: true });
  });

  it("follows the dealer's choices once sold", () => {
    expect(documentAccess('sold', { requests: 'accept', releasedLinks: 'keep', publicDocuments: 'hide' })).toEqual({
      requests: true,
      releasedLinks: true,
      publicDocuments: false,
    });
  });

  it('names the field of a choice that is not one', () => {
    const parsed = documentsAfterSaleSchema.safeParse({ requests: 'maybe', releasedLinks: 'keep', publicDocuments: 'keep' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['requests']);
  });
});
