import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DOCUMENT_KINDS, DOCUMENT_VISIBILITIES } from '#src/lib/documents/vehicle-documents';
import { createdAt } from './columns';
import { inquiries } from './inquiries';
import { users } from './users';
import { vehicles } from './vehicles';

/**
 * A vehicle's papers (issue 23): PDFs staff upload, checked and re-saved
 * without scripts or attachments (src/server/documents/pdf-clean.ts). The file
 * lives under DATA_DIR/private/vehicle-documents, served only by the routes
 * that check `visibility` (public) or a released request's token.
 */
export const vehicleDocuments = sqliteTable(
  'vehicle_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    visibility: text('visibility', { enum: DOCUMENT_VISIBILITIES }).notNull(),
    /** The random stored name (32 hex); the file is <name>.pdf. */
    fileName: text('file_name').notNull().unique(),
    bytes: integer('bytes').notNull(),
    pages: integer('pages').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('vehicle_documents_vehicle_idx').on(t.vehicleId, t.id)],
);

/**
 * A shopper's request for a document kept on request: the details of a
 * `document-request` lead. Released by staff: a random token (only its SHA-256
 * kept here) opens that one document once, until it expires.
 */
export const documentRequests = sqliteTable('document_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  inquiryId: integer('inquiry_id')
    .notNull()
    .unique()
    .references(() => inquiries.id, { onDelete: 'cascade' }),
  /** Null once the document is deleted: the request stays in the inbox, with nothing left to release. */
  documentId: integer('document_id').references(() => vehicleDocuments.id, { onDelete: 'set null' }),
  /** The document's title when asked for (kept if the document goes). */
  documentTitle: text('document_title').notNull(),
  tokenHash: text('token_hash').unique(),
  releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
  releasedBy: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
  downloadedAt: integer('downloaded_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

export type VehicleDocument = typeof vehicleDocuments.$inferSelect;
export type DocumentRequest = typeof documentRequests.$inferSelect;
