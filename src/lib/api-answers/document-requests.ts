import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_VISIBILITIES } from '#src/lib/documents/vehicle-documents';
import { isoInstant, recordId } from './common';
import { mailDelivery } from './inquiries';

/** GET /api/document-requests/{id}: what a document-request lead asks for, and its release. */
export const documentRequestAnswer = z.object({
  id: recordId,
  inquiryId: recordId.describe('The lead (`{id}` of the path).'),
  documentId: recordId.nullable().describe('Null once the document is deleted.'),
  documentTitle: z.string().describe('The title when asked for (kept if the document goes).'),
  releasedAt: isoInstant.nullable(),
  releasedBy: recordId.nullable(),
  expiresAt: isoInstant.nullable().describe('Until when the released link opens.'),
  downloadedAt: isoInstant.nullable().describe('When the shopper opened the link (it opens once).'),
  createdAt: isoInstant,
  email: z.string(),
  name: z.string(),
  vehicleId: recordId.nullable(),
  document: z
    .object({ id: recordId, title: z.string(), kind: z.enum(DOCUMENT_KINDS), visibility: z.enum(DOCUMENT_VISIBILITIES) })
    .nullable()
    .describe('Null once deleted.'),
});
export type DocumentRequestAnswer = z.output<typeof documentRequestAnswer>;

/** POST /api/document-requests/{id}/release. */
export const documentReleasedAnswer = z.object({ releasedAt: isoInstant, expiresAt: isoInstant, delivery: mailDelivery });
export type DocumentReleasedAnswer = z.output<typeof documentReleasedAnswer>;
