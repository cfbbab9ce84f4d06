import { z } from 'zod';

/**
 * What a sold car's documents still do, by the dealer's rule (issue 37): whether new requests for its
 * documents kept on request are taken, whether download links released before the sale still open, and
 * whether its public documents stay on its page. By default requests are refused, released links expire
 * and public documents stay. A car not sold is not touched by the rule.
 */
export const documentsAfterSaleSchema = z.object({
  requests: z.enum(['refuse', 'accept'], 'Choose whether requests are refused or still taken'),
  releasedLinks: z.enum(['expire', 'keep'], 'Choose whether released links expire or keep working'),
  publicDocuments: z.enum(['keep', 'hide'], 'Choose whether public documents stay or are hidden'),
});
export type DocumentsAfterSale = z.output<typeof documentsAfterSaleSchema>;

export const DEFAULT_DOCUMENTS_AFTER_SALE: DocumentsAfterSale = { requests: 'refuse', releasedLinks: 'expire', publicDocuments: 'keep' };

/** What a car's documents allow in this status under the rule: everything until it is sold. */
export function documentAccess(
  status: string,
  rule: DocumentsAfterSale,
): { requests: boolean; releasedLinks: boolean; publicDocuments: boolean } {
  const sold = status === 'sold';
  return {
    requests: !sold || rule.requests === 'accept',
    releasedLinks: !sold || rule.releasedLinks === 'keep',
    publicDocuments: !sold || rule.publicDocuments === 'keep',
  };
}
