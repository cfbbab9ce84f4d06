import * as z from 'zod/mini';
import { marketingConsentField } from '#src/lib/validation/consent';
import { singleLine } from '#src/lib/validation/plain-text';

/**
 * A vehicle's papers (issue 23): what kinds staff upload, who may see each,
 * and the shopper's request for one kept on request. Shared by the portal's
 * panel, the vehicle page and the server.
 */

export const DOCUMENT_KINDS = ['inspection-report', 'service-records', 'window-sticker', 'import-papers', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  'inspection-report': 'Inspection report',
  'service-records': 'Service records',
  'window-sticker': 'Window sticker / build sheet',
  'import-papers': 'Import papers',
  other: 'Other document',
};

/** public: listed and downloadable by anyone; on-request: listed, sent by staff to a shopper who asks. */
export const DOCUMENT_VISIBILITIES = ['public', 'on-request'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];
export const DOCUMENT_VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  public: 'Public',
  'on-request': 'On request',
};

/** The fields of an upload beside its file (multipart), and of an edit. */
export const documentFieldsSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, 'Please choose the kind of document.'),
  title: singleLine('Title', 120, 2, 'Title is required.'),
  visibility: z.enum(DOCUMENT_VISIBILITIES, 'Please choose public or on request.'),
});
export type DocumentFields = z.output<typeof documentFieldsSchema>;

/** The shopper's request for a document kept on request: who they are, which document (CASL box optional). */
export const documentRequestSchema = z.object({
  name: singleLine('Name', 120, 2, 'Name is required.'),
  email: z
    .string('Email is required.')
    .check(z.trim(), z.maxLength(254, 'Please enter a valid email address.'), z.email('Please enter a valid email address.')),
  vehicleId: z.int('Vehicle must be a whole number.').check(z.positive('Vehicle must be a whole number.')),
  documentId: z.int('Please choose a document.').check(z.positive('Please choose a document.')),
  marketingConsent: marketingConsentField,
  /** Honeypot: people never see this field, bots fill it. */
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type DocumentRequestInput = z.output<typeof documentRequestSchema>;

/**
 * A file name safe in a Content-Disposition header and on any disk: ASCII
 * letters, digits and dashes from the title, ending in .pdf
 * ("Inspection report (2024)" → "inspection-report-2024.pdf").
 */
export function documentFileName(title: string, fallback = 'document'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || fallback}.pdf`;
}

/** Bytes as people read them: "820 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
