import { getDocumentsAfterSale } from '#src/db/queries/document-settings';
import { vehicleLabel } from '#src/db/queries/leads/insert-lead';
import { getVehicleDocument, insertDocumentRequest } from '#src/db/queries/vehicle-documents';
import { readDocumentRequestForm } from '#src/lib/leads/lead-form';
import { documentAccess } from '#src/lib/documents/after-sale';
import { documentRequestSchema, type DocumentRequestInput } from '#src/lib/documents/vehicle-documents';
import { config } from '#src/server/config';
import { fail } from '#src/server/endpoint';
import type { PublicLead } from '#src/server/leads/accept-public-lead';
import type { LeadForm } from '#src/server/leads/lead-form-post';
import { LEAD_RECEIVED } from '#src/server/leads/public-leads';
import { RateLimiter } from '#src/server/http/rate-limit';

/** Requests per client (an IPv6 /64 is one) per 10 minutes: INQUIRY_RATE_LIMIT, as every public form. */
const documentRequestLimiter = new RateLimiter(config().INQUIRY_RATE_LIMIT, 10 * 60 * 1000);

const NOT_ON_REQUEST = 'This document is not available on request.';

/**
 * "Request this document" on a vehicle page: a lead of its own type through
 * the one pipeline (rate limit, honeypot, vehicle, consent, inbox, ADF,
 * notices). The document must be one of this vehicle's kept on request; staff
 * release it from the lead (release-document.ts).
 */
export const documentRequestLead: PublicLead<DocumentRequestInput> = {
  type: 'document-request',
  limiter: documentRequestLimiter,
  refuseVehicle: (vehicle, input) => {
    const doc = getVehicleDocument(vehicle.id, input.documentId);
    if (!doc || doc.visibility !== 'on-request')
      return fail('invalid', 'Invalid input: documentId', { errors: { documentId: NOT_ON_REQUEST } });
    if (!documentAccess(vehicle.status, getDocumentsAfterSale()).requests)
      return fail('conflict', 'This vehicle has been sold.', {
        errors: { documentId: 'This vehicle has been sold: its documents are no longer sent on request.' },
      });
    return undefined;
  },
  row: (input, vehicle) => {
    const doc = getVehicleDocument(vehicle!.id, input.documentId)!;
    const label = vehicleLabel(vehicle!);
    return {
      subject: `Document request: ${doc.title} (${label})`,
      message: `Please send me the document "${doc.title}" of the ${label}.`,
      contact: { name: input.name, email: input.email, marketingConsent: input.marketingConsent },
      vehicleId: vehicle!.id,
    };
  },
  details: (tx, inquiry, input, vehicle) => {
    const doc = getVehicleDocument(vehicle!.id, input.documentId);
    if (!doc) throw Object.assign(new Error('The document was deleted'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    return insertDocumentRequest(tx, inquiry.id, doc);
  },
  answer: ({ id }) => ({ id, message: LEAD_RECEIVED }),
};

/** The same request posted without JavaScript (the vehicle page, `?form=document-request`). */
export const documentRequestForm: LeadForm<DocumentRequestInput, unknown, undefined> = {
  kind: 'document-request',
  lead: documentRequestLead,
  schema: documentRequestSchema,
  read: readDocumentRequestForm,
};
