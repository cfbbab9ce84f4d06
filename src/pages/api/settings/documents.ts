import { logActivity } from '#src/db/queries/activity';
import { getDocumentsAfterSale, saveDocumentsAfterSale } from '#src/db/queries/document-settings';
import { endpoint } from '#src/server/endpoint';
import { documentsAfterSaleSchema } from '#src/lib/documents/after-sale';
import { documentsAfterSaleAnswer } from '#src/lib/api-answers/settings';

/** What a sold car's documents still do (src/lib/documents/after-sale.ts). Read by staff, changed by the admin. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: "Read the rule for a sold car's documents",
    response: { description: 'Requests, released links and public documents after a sale', schema: documentsAfterSaleAnswer },
  },
  () => getDocumentsAfterSale(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    invalidates: { paths: ['/inventory'] },
    summary: "Change the rule for a sold car's documents",
    body: documentsAfterSaleSchema,
    response: { description: 'The saved rule', schema: documentsAfterSaleAnswer },
  },
  ({ body, actor }) => {
    saveDocumentsAfterSale(body);
    logActivity({
      userId: actor.id,
      actorName: actor.name,
      action: 'settings.documents-after-sale',
      entityType: 'settings',
      summary: `After a sale: document requests ${body.requests === 'refuse' ? 'refused' : 'taken'}, released links ${body.releasedLinks === 'expire' ? 'expire' : 'kept'}, public documents ${body.publicDocuments === 'keep' ? 'kept' : 'hidden'}`,
    });
    return getDocumentsAfterSale();
  },
);
