import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import { DEFAULT_DOCUMENTS_AFTER_SALE, type DocumentsAfterSale } from '#src/lib/documents/after-sale';
import { siteSetting } from './site-setting';

const KEY = 'documents-after-sale';

/** The dealer's rule for a sold car's documents (src/lib/documents/after-sale.ts), over the default. */
export const getDocumentsAfterSale: () => DocumentsAfterSale = siteSetting(KEY, (stored) => ({
  ...DEFAULT_DOCUMENTS_AFTER_SALE,
  ...((stored as Partial<DocumentsAfterSale> | undefined) ?? {}),
}));

export function saveDocumentsAfterSale(rule: DocumentsAfterSale): void {
  db()
    .insert(siteSettings)
    .values({ key: KEY, value: rule, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: rule, updatedAt: new Date() } })
    .run();
}
