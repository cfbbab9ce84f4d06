import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { db } from '#src/db/client';
import { versionedCache } from '#src/db/versioned-cache';
import { documentRequests, inquiries, vehicleDocuments, vehicles, type DocumentRequest, type VehicleDocument } from '#src/db/schema';
import { logActivity } from '#src/db/queries/activity';
import type { Tx } from '#src/db/queries/leads/insert-lead';
import { DOCUMENT_KIND_LABELS, type DocumentFields } from '#src/lib/documents/vehicle-documents';

/** Vehicle documents (issue 23) and the shopper's requests for those kept on request. */

type Actor = { id: number; name: string };
export type NewVehicleDocument = DocumentFields & { fileName: string; bytes: number; pages: number };

/** A document as the portal and the vehicle page list it (the stored name stays on the server). */
export type DocumentSummary = Omit<VehicleDocument, 'fileName' | 'createdBy'>;
const summaryColumns = {
  id: vehicleDocuments.id,
  vehicleId: vehicleDocuments.vehicleId,
  kind: vehicleDocuments.kind,
  title: vehicleDocuments.title,
  visibility: vehicleDocuments.visibility,
  bytes: vehicleDocuments.bytes,
  pages: vehicleDocuments.pages,
  createdAt: vehicleDocuments.createdAt,
};

// A vehicle page lists them on each render past the page cache: kept until the data changes.
const listCache = versionedCache<readonly DocumentSummary[]>(500);

/** Shared between renders: never change the list or its rows. */
export function listVehicleDocuments(vehicleId: number): readonly DocumentSummary[] {
  const database = db();
  return listCache.get(database, vehicleId, () =>
    Object.freeze(
      database
        .select(summaryColumns)
        .from(vehicleDocuments)
        .where(eq(vehicleDocuments.vehicleId, vehicleId))
        .orderBy(asc(vehicleDocuments.id))
        .all(),
    ),
  );
}

export function getVehicleDocument(vehicleId: number, documentId: number): VehicleDocument | undefined {
  return db()
    .select()
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.id, documentId), eq(vehicleDocuments.vehicleId, vehicleId)))
    .get();
}

export function addVehicleDocument(vehicleId: number, doc: NewVehicleDocument, actor: Actor): DocumentSummary {
  return db().transaction((tx) => {
    const row = tx
      .insert(vehicleDocuments)
      .values({ ...doc, vehicleId, createdBy: actor.id })
      .returning(summaryColumns)
      .get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.document-added',
        entityType: 'vehicle',
        entityId: vehicleId,
        summary: `Added the document "${doc.title}" (${DOCUMENT_KIND_LABELS[doc.kind]}, ${doc.visibility === 'public' ? 'public' : 'on request'})`,
      },
      tx,
    );
    return row;
  });
}

export function updateVehicleDocument(
  vehicleId: number,
  documentId: number,
  fields: DocumentFields,
  actor: Actor,
): DocumentSummary | undefined {
  return db().transaction((tx) => {
    const row = tx
      .update(vehicleDocuments)
      .set(fields)
      .where(and(eq(vehicleDocuments.id, documentId), eq(vehicleDocuments.vehicleId, vehicleId)))
      .returning(summaryColumns)
      .get();
    if (!row) return undefined;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.document-updated',
        entityType: 'vehicle',
        entityId: vehicleId,
        summary: `Updated the document "${fields.title}" (${fields.visibility === 'public' ? 'public' : 'on request'})`,
      },
      tx,
    );
    return row;
  });
}

/** Deletes the row (its requests keep their title, with nothing left to release); the stored name, to delete the file. */
export function deleteVehicleDocument(vehicleId: number, documentId: number, actor: Actor): string | undefined {
  return db().transaction((tx) => {
    const row = tx
      .delete(vehicleDocuments)
      .where(and(eq(vehicleDocuments.id, documentId), eq(vehicleDocuments.vehicleId, vehicleId)))
      .returning()
      .get();
    if (!row) return undefined;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.document-deleted',
        entityType: 'vehicle',
        entityId: vehicleId,
        summary: `Deleted the document "${row.title}"`,
      },
      tx,
    );
    return row.fileName;
  });
}

/** The request's row, in the lead's transaction. */
export function insertDocumentRequest(tx: Tx, inquiryId: number, document: Pick<VehicleDocument, 'id' | 'title'>): DocumentRequest {
  return tx.insert(documentRequests).values({ inquiryId, documentId: document.id, documentTitle: document.title }).returning().get();
}

export type DocumentRequestDetail = DocumentRequest & {
  email: string;
  name: string;
  vehicleId: number | null;
  document: Pick<VehicleDocument, 'id' | 'title' | 'kind' | 'visibility'> | null;
};

/** The request of a document-request lead (staff), with the lead's contact and the document if it still exists. */
export function getDocumentRequest(inquiryId: number): DocumentRequestDetail | undefined {
  const row = db()
    .select({ request: documentRequests, email: inquiries.email, name: inquiries.name, vehicleId: inquiries.vehicleId })
    .from(documentRequests)
    .innerJoin(inquiries, eq(inquiries.id, documentRequests.inquiryId))
    .where(eq(documentRequests.inquiryId, inquiryId))
    .get();
  if (!row) return undefined;
  const document = row.request.documentId
    ? (db()
        .select({
          id: vehicleDocuments.id,
          title: vehicleDocuments.title,
          kind: vehicleDocuments.kind,
          visibility: vehicleDocuments.visibility,
        })
        .from(vehicleDocuments)
        .where(eq(vehicleDocuments.id, row.request.documentId))
        .get() ?? null)
    : null;
  return { ...row.request, email: row.email, name: row.name, vehicleId: row.vehicleId, document };
}

/**
 * Releases the document to the shopper: a fresh link (its hash stored, any
 * earlier link replaced), valid until `expiresAt`, logged. Releasing again
 * sends a new link and voids the old one.
 */
export function releaseDocumentRequest(inquiryId: number, tokenHash: string, expiresAt: Date, actor: Actor): DocumentRequest | undefined {
  return db().transaction((tx) => {
    const row = tx
      .update(documentRequests)
      .set({ tokenHash, expiresAt, releasedAt: new Date(), releasedBy: actor.id, downloadedAt: null })
      .where(eq(documentRequests.inquiryId, inquiryId))
      .returning()
      .get();
    if (!row) return undefined;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'inquiry.document-released',
        entityType: 'inquiry',
        entityId: inquiryId,
        summary: `Released the document "${row.documentTitle}" to the customer (link valid until ${expiresAt.toISOString()})`,
      },
      tx,
    );
    return row;
  });
}

/**
 * Uses a download link once: the request whose token hash this is, unused and
 * unexpired, is marked downloaded in the same statement (two clicks at once
 * cannot both win); its document's stored name and title, or undefined. A link
 * whose car's status `opens` refuses (a sold car under the dealer's rule) opens
 * nothing and stays unused.
 */
export function consumeDocumentLink(
  tokenHash: string,
  now = new Date(),
  opens: (vehicleStatus: string) => boolean = () => true,
): Pick<VehicleDocument, 'fileName' | 'title'> | undefined {
  return db().transaction((tx) => {
    const car = tx
      .select({ status: vehicles.status })
      .from(documentRequests)
      .innerJoin(inquiries, eq(inquiries.id, documentRequests.inquiryId))
      .innerJoin(vehicles, eq(vehicles.id, inquiries.vehicleId))
      .where(eq(documentRequests.tokenHash, tokenHash))
      .get();
    if (car && !opens(car.status)) return undefined;
    const request = tx
      .update(documentRequests)
      .set({ downloadedAt: now })
      .where(and(eq(documentRequests.tokenHash, tokenHash), isNull(documentRequests.downloadedAt), gt(documentRequests.expiresAt, now)))
      .returning()
      .get();
    if (!request?.documentId) return undefined;
    return tx
      .select({ fileName: vehicleDocuments.fileName, title: vehicleDocuments.title })
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.id, request.documentId))
      .get();
  });
}
